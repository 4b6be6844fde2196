import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { decisionFiles, fromFile, fromIndex } from './decisions-index.ts'

const DOCS = path.resolve(import.meta.dirname, '../../docs')

describe('docs/decisions/README.md', () => {
  it('lists every decision file with its title, status and date as the file says them', () => {
    const files = decisionFiles()
    expect(files.length).toBeGreaterThan(70)
    // `npm run docs:decisions` writes the rows
    expect(fromIndex()).toEqual(files.map(fromFile))
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
