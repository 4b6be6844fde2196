import type { Pool } from 'undici'
import { cpuSeconds, percentile, postgresCpuSeconds, postgresCpuSince } from './live-common.ts'
import { clock } from './sse-client.ts'

export type Answer = { status: number; body: string }
export type PhaseResult = {
  offered: number
  sent: number
  statuses: Record<string, number>
  ok: number
  errors: number
  p50: number
  p99: number
  achievedPerSecond: number
  serverCpuMsPerOk: number
  dbCpuMsPerOk: number | null
  generatorCpuMsPerRequest: number
  sendLagP99: number
  /** The rate the generator really sent at. */
  sentPerSecond: number
  behind: boolean
}

/**
 * Open loop at `rate`: request i leaves at t0 + i/rate whatever the answers before it did; its
 * latency counts from that due time (a stall delays every request due during it, and each counts
 * its wait). `sendLagP99`: how late this process sent them (a stall of this process or of the
 * machine); `behind` when the generator did not keep the offered rate: its sends took more than 5 %
 * (and 50 ms) longer than offered.
 */
export async function openLoop(
  rate: number,
  count: number,
  /** The server processes whose CPU the phase counts (one instance, or several). */
  pids: number[],
  send: (i: number) => Promise<Answer>,
  onAnswer?: (i: number, answer: Answer, due: number) => void,
  /** Count PostgreSQL's CPU as well (the machine's postgres processes). */
  postgres = false,
): Promise<PhaseResult> {
  const serverCpu = () => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0)
  const cpuBefore = serverCpu()
  const dbBefore = postgres ? postgresCpuSeconds() : null
  const genBefore = process.cpuUsage()
  const latencies: number[] = []
  const lags: number[] = []
  const statuses: Record<string, number> = {}
  let lastAnswer = 0
  const pending: Promise<void>[] = []
  const t0 = clock() + 5
  let i = 0
  await new Promise<void>((done) => {
    const tick = () => {
      const now = clock()
      while (i < count && t0 + (i * 1000) / rate <= now) {
        const due = t0 + (i * 1000) / rate
        lags.push(now - due)
        const k = i++
        pending.push(
          send(k).then(
            (answer) => {
              lastAnswer = clock()
              latencies.push(lastAnswer - due)
              statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
              onAnswer?.(k, answer, due)
            },
            () => {
              statuses.error = (statuses.error ?? 0) + 1
            },
          ),
        )
      }
      if (i < count) setTimeout(tick, 1)
      else done()
    }
    tick()
  })
  const sendSpan = clock() - t0
  await Promise.all(pending)
  const cpu = serverCpu() - cpuBefore
  const dbCpu = dbBefore === null ? null : postgresCpuSince(dbBefore)
  const gen = process.cpuUsage(genBefore)
  latencies.sort((a, b) => a - b)
  lags.sort((a, b) => a - b)
  const ok = Object.entries(statuses)
    .filter(([status]) => status.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0)
  const scheduledSpan = ((count - 1) * 1000) / rate
  return {
    offered: rate,
    sent: i,
    statuses,
    ok,
    errors: count - ok,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    achievedPerSecond: ok / (Math.max(lastAnswer - t0, 1) / 1000),
    serverCpuMsPerOk: (cpu * 1000) / Math.max(ok, 1),
    dbCpuMsPerOk: dbCpu === null ? null : (dbCpu * 1000) / Math.max(ok, 1),
    generatorCpuMsPerRequest: (gen.user + gen.system) / 1000 / Math.max(count, 1),
    sendLagP99: percentile(lags, 99),
    sentPerSecond: count / (Math.max(sendSpan, 1) / 1000),
    behind: sendSpan > scheduledSpan * 1.05 + 50,
  }
}

export async function answerOf(pool: Pool, options: Parameters<Pool['request']>[0]): Promise<Answer> {
  const response = await pool.request(options)
  return { status: response.statusCode, body: await response.body.text() }
}
