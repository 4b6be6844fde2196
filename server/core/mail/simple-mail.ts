import type { Lang } from '#shared/routes.ts'
import { SITE } from '#shared/site-config.ts'
import type { Mail } from './mailer.ts'

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * A mail of plain paragraphs, as text and HTML, in the reader's language (the KVKK and problem
 * report answers). Each paragraph is escaped; a blank line separates them in the text part.
 */
export function simpleMail(input: { lang: Lang; to: string; subject: string; paragraphs: string[] }): Mail {
  const html = `<!doctype html><html lang="${input.lang}"><body style="font-family:system-ui,sans-serif;color:#1a1a1a;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(SITE.productName)}</h1>
${input.paragraphs.map((p) => `<p style="white-space:pre-line">${escapeHtml(p)}</p>`).join('\n')}
</body></html>`
  return { to: input.to, subject: input.subject, text: input.paragraphs.join('\n\n'), html }
}
