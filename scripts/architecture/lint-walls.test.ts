import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { afterAll, describe, expect, it } from 'vitest'
import { WALL_MESSAGES } from '../../eslint.config.js'

/**
 * Each fixture breaks (or deliberately keeps) one wall of eslint.config.js: an import wall, or SQL
 * outside `*.queries.ts`. It is linted as if it lived at its `lint-as:` path; `expect:` names the
 * wall whose message must be reported, or `nothing`. A wall that lints these clean is a wall that
 * does not hold.
 */
const ROOT = path.resolve(import.meta.dirname, '../..')
const FIXTURES = path.join(import.meta.dirname, 'wall-fixtures')
const eslint = new ESLint({ cwd: ROOT })

type Fixture = { name: string; lintAs: string; expected: keyof typeof WALL_MESSAGES | 'nothing'; code: string }

function readFixtures(): Fixture[] {
  return readdirSync(FIXTURES)
    .filter((name) => name.endsWith('.fixture.ts'))
    .map((name) => {
      const code = readFileSync(path.join(FIXTURES, name), 'utf8')
      const lintAs = /^\/\/ lint-as: (\S+)/m.exec(code)?.[1]
      const expected = /^\/\/ expect: (\w+)/m.exec(code)?.[1]
      if (!lintAs || !expected) throw new Error(`${name}: missing lint-as or expect header`)
      return { name, lintAs, expected: expected as Fixture['expected'], code }
    })
}

async function lintAs(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) })
  return result!.messages
}

describe('import walls', () => {
  const fixtures = readFixtures()

  it('has a fixture breaking every wall', () => {
    const broken = new Set(fixtures.map((fixture) => fixture.expected))
    expect(Object.keys(WALL_MESSAGES).filter((wall) => !broken.has(wall as keyof typeof WALL_MESSAGES))).toEqual([])
  })

  it.each(fixtures.map((fixture) => [fixture.name, fixture] as const))('%s', async (_name, fixture) => {
    const messages = await lintAs(fixture.lintAs, fixture.code)
    if (fixture.expected === 'nothing') {
      expect(messages.map((message) => message.message)).toEqual([])
    } else {
      expect(messages.map((message) => message.message)).toContainEqual(
        expect.stringContaining(WALL_MESSAGES[fixture.expected]),
      )
    }
  })
})

describe('import cycles', () => {
  // Two real files that import each other: no-cycle resolves imports on disk.
  const dir = path.join(ROOT, 'server', '__lint_wall_cycle_fixture__')
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('fails a value import cycle', async () => {
    mkdirSync(dir, { recursive: true })
    const a = "import { b } from './b.ts'\nexport const a = () => b()\n"
    const b = "import { a } from './a.ts'\nexport const b = () => a()\n"
    writeFileSync(path.join(dir, 'a.ts'), a)
    writeFileSync(path.join(dir, 'b.ts'), b)
    const messages = await lintAs('server/__lint_wall_cycle_fixture__/a.ts', a)
    expect(messages.map((message) => message.ruleId)).toContain('import-x/no-cycle')
  })
})
