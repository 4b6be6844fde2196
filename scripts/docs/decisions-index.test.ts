import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const DOCS = path.resolve(import.meta.dirname, '../../docs')
const DECISIONS = path.join(DOCS, 'decisions')

type Row = { number: string; title: string; file: string; status: string; date: string }

/** What a decision file says: its H1 without the number, and its `Date:` and `Status:` lines ("—" when absent). */
function fromFile(file: string): Row {
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
function fromIndex(): Row[] {
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

describe('docs/decisions/README.md', () => {
  it('lists every decision file with its title, status and date as the file says them', () => {
    const files = readdirSync(DECISIONS).filter((name) => /^\d{3}-.*\.md$/.test(name))
    expect(files.length).toBeGreaterThan(70)
    expect(fromIndex()).toEqual(files.sort().map(fromFile))
  })
})

describe('docs/performance.md', () => {
  const page = readFileSync(path.join(DOCS, 'performance.md'), 'utf8')

  it('is one page of at most 250 lines', () => {
    expect(page.trimEnd().split('\n').length).toBeLessThanOrEqual(250)
  })

  it('gives every current figure with its command and the date it was measured', () => {
    const current = page.split(/^## /m).find((section) => section.startsWith('Current figures'))!
    const rows = current.split('\n').filter((line) => line.startsWith('|') && !/^\| (figure|-)/.test(line))
    expect(rows.length).toBeGreaterThan(20)
    for (const row of rows) {
      expect(row, 'a command').toMatch(/`(npm run|node|bash|npx) [^`]+`/)
      expect(row, 'a date').toMatch(/\b20\d\d-\d\d-\d\d\b/)
    }
  })
})
