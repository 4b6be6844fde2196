import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const DOCS = path.resolve(import.meta.dirname, '../../docs')
export const DECISIONS = path.join(DOCS, 'decisions')

type Row = { number: string; title: string; file: string; status: string; date: string }

/** What a decision file says: its H1 without the number, and its `Date:` and `Status:` lines ("—" when absent). */
export function fromFile(file: string): Row {
  const lines = readFileSync(path.join(DECISIONS, file), 'utf8').split('\n')
  const title = lines[0]!.replace(/^#\s+\d{3}\s*[—.]?\s*/, '')
  const date = lines.map((line) => /^(?:- )?Date: (\S+)/.exec(line)?.[1]).find(Boolean) ?? '—'
  const at = lines.findIndex((line) => /^(?:- )?Status: /.test(line))
  const status: string[] = []
  if (at >= 0) {
    status.push(lines[at]!.replace(/^(?:- )?Status: /, '').trim())
    // a status may wrap onto the next lines, up to a blank line or the next list item
    for (let i = at + 1; lines[i]?.trim() && !/^\s*- |^#/.test(lines[i]!); i++) status.push(lines[i]!.trim())
  }
  return { number: file.slice(0, 3), title, file, status: status.join(' ') || '—', date }
}

/** The rows of the index table in docs/decisions/README.md. */
export function fromIndex(): Row[] {
  const readme = readFileSync(path.join(DECISIONS, 'README.md'), 'utf8')
  return readme
    .split('\n')
    .filter((line) => /^\| \d{3} /.test(line))
    .map((line) => {
      const [number, link, status, date] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim())
      const [, title, file] = /^\[(.*)\]\((.*)\)$/.exec(link!) ?? []
      return { number: number!, title: title!, file: file!, status: status!, date: date! }
    })
}

/** The decision files, in number order. */
export function decisionFiles(): string[] {
  return readdirSync(DECISIONS)
    .filter((name) => /^\d{3}-.*\.md$/.test(name))
    .sort()
}

/** `npm run docs:decisions`: writes the index's rows from the files (run `npm run format` after). */
export function writeIndex(): void {
  const file = path.join(DECISIONS, 'README.md')
  const lines = readFileSync(file, 'utf8').split('\n')
  const first = lines.findIndex((line) => /^\| \d{3} /.test(line))
  const rest = lines.slice(first).filter((line) => !/^\| \d{3} /.test(line))
  const rows = decisionFiles()
    .map(fromFile)
    .map((r) => `| ${r.number} | [${r.title}](${r.file}) | ${r.status} | ${r.date} |`)
  writeFileSync(file, [...lines.slice(0, first), ...rows, ...rest].join('\n'))
}

if (process.argv[1] === import.meta.filename) writeIndex()
