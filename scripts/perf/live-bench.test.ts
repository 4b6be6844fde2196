import { describe, expect, it } from 'vitest'
import { runScript } from './run-script.ts'

/**
 * `npm run bench:live` works (issues 24 and 25): the bench on tiny settings (200 taxis, one round,
 * low rates) runs both servers, and reports figures for each, a true radius and the staff screens'
 * lag and cost. A smoke test of the command, not a measurement.
 */
const runBench = () =>
  runScript(
    'scripts/perf/live-bench.ts',
    ['--drivers', '200', '--rate', '100', '--seconds', '0.6', '--rounds', '1']
      .concat(['--nearby-rate', '100', '--nearby-seconds', '0.6', '--request-rate', '10', '--streams', '10'])
      .concat(['--quiet-seconds', '1']),
    { ...process.env, DATABASE_URL: '' },
  )

type Summary = { serverCpuMs: number; ok: number; p99: number; takenPerSecond: number }

describe('npm run bench:live', () => {
  it('measures the server and the bare reference, and finds the radius true', { timeout: 60_000 }, async () => {
    const { code, stdout, stderr } = await runBench()
    expect(code, stderr).toBe(0)
    const line = stdout.split('\n').find((l) => l.startsWith('{"bench":"live"'))
    expect(line, stdout).toBeDefined()
    const result = JSON.parse(line!) as {
      database: string
      positions: Record<string, Summary>
      nearby: { server: Summary; reference: Summary; radiusOk: boolean; sampled: number }
      requests: Summary & { offers: number; offerP99: number }
      staffScreens: { screens: number; shown: number; shownP99: number; quietCpuPercentWith: number }
    }
    expect(result.database).toBe('sqlite')
    expect(Object.keys(result.positions).sort()).toEqual(['raw bearer', 'reference', 'session cookie', 'signed bearer'])
    for (const summary of Object.values(result.positions)) {
      expect(summary.ok).toBeGreaterThan(0)
      expect(summary.serverCpuMs).toBeGreaterThan(0)
      expect(summary.p99).toBeGreaterThan(0)
    }
    for (const summary of [result.nearby.server, result.nearby.reference]) {
      expect(summary.ok).toBeGreaterThan(0)
      expect(summary.p99).toBeGreaterThan(0)
    }
    expect(result.nearby.sampled).toBeGreaterThan(0)
    expect(result.nearby.radiusOk).toBe(true)
    expect(result.requests.offers).toBeGreaterThan(0)
    expect(result.requests.offerP99).toBeGreaterThan(0)
    // issue 25: the rides show on the staff screens zoomed in on their pickups, and their cost is read
    expect(result.staffScreens.screens).toBe(10)
    expect(result.staffScreens.shown).toBeGreaterThan(0)
    expect(result.staffScreens.shownP99).toBeGreaterThan(0)
    expect(result.staffScreens.quietCpuPercentWith).toBeGreaterThan(0)
    expect(stdout).toContain('| server CPU per position report, ms')
  })
})
