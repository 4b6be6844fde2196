import { describe, expect, it } from 'vitest'
import { runScript } from './run-script.ts'

/**
 * `npm run bench:nearby` works (issue 24): on tiny settings every design answers, reads rows and
 * gives the brute-force count at every point. A smoke test of the command, not a measurement.
 */
describe('npm run bench:nearby', () => {
  it('measures every design against the cells query, each with the true count', { timeout: 60_000 }, async () => {
    const { code, stdout, stderr } = await runScript('scripts/perf/nearby-choices.ts', [
      '--taxis',
      '3000',
      '--reads',
      '100',
      '--rounds',
      '1',
    ])
    expect(code, stderr).toBe(0)
    const line = stdout.split('\n').find((l) => l.startsWith('{"database":"sqlite"'))
    expect(line, stdout).toBeDefined()
    const result = JSON.parse(line!) as {
      meanWithin: number
      results: { design: string; rowsRead: number; readMs: number; readRatio: number; wrongCounts: number }[]
    }
    expect(result.meanWithin).toBeGreaterThan(0)
    expect(result.results.map((r) => r.design)).toEqual([
      'cells (reference)',
      'lat/lng B-tree',
      'R*Tree',
      'memory, grid (product under load)',
      'memory, H3 res 8',
    ])
    for (const design of result.results) {
      expect(design.wrongCounts, design.design).toBe(0)
      // a design reads at least the taxis it counts
      expect(design.rowsRead, design.design).toBeGreaterThanOrEqual(result.meanWithin)
      expect(design.readMs, design.design).toBeGreaterThan(0)
    }
    expect(result.results[0]!.readRatio).toBe(1)
  })
})
