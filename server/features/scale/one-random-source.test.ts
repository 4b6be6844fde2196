import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// mulberry32's increment: a second copy of the generator would carry it too
const GENERATOR_CONSTANT = /0x6d2b79f5/i

describe('one random-number generator for generated data (issue 22, item 20)', () => {
  it('is defined only in shared/seeded-random.ts, which the demo and the scale data import', () => {
    const files = execFileSync('git', ['ls-files', 'server', 'shared', 'scripts'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    const holders = files.filter((file) => GENERATOR_CONSTANT.test(readFileSync(file, 'utf8')))
    expect(holders).toEqual(['shared/seeded-random.ts'])
    for (const user of ['server/demo/demo-schedule.ts', 'server/features/scale/scale.service.ts'])
      expect(readFileSync(user, 'utf8')).toContain("from '#shared/seeded-random.ts'")
  })
})
