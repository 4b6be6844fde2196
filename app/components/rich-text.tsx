import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router'
import { localePath, type Lang } from '#shared/routes.ts'

/** Replace `{{name}}` placeholders; unknown names stay visible so a typo is noticed. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match))
}

export type InlinePart =
  { kind: 'text'; text: string } | { kind: 'bold'; text: string } | { kind: 'link'; text: string; href: string }

/** Split catalog prose into text, `**bold**` and `[label](href)` parts (no HTML is ever parsed). */
export function parseInline(text: string): InlinePart[] {
  const parts: InlinePart[] = []
  const pattern = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) })
    if (match[1] !== undefined) parts.push({ kind: 'link', text: match[1], href: match[2]! })
    else parts.push({ kind: 'bold', text: match[3]! })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) })
  return parts
}

/** Catalog prose as React nodes: site paths become links in the page's language. */
export function RichText({ text, lang }: { text: string; lang: Lang }): ReactNode {
  return parseInline(text).map((part, index) => {
    if (part.kind === 'text') return <Fragment key={index}>{part.text}</Fragment>
    if (part.kind === 'bold') return <strong key={index}>{part.text}</strong>
    if (part.href.startsWith('/')) {
      return (
        <Link key={index} to={localePath(part.href, lang)}>
          {part.text}
        </Link>
      )
    }
    const external = /^https?:/.test(part.href)
    return (
      <a key={index} href={part.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {part.text}
      </a>
    )
  })
}
