import { parseArgs } from 'node:util'
import { Pool } from 'undici'
import { openDatabase } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { insertOnlineDrivers, insertPassengers, onlineDriverTokens } from './fixture.ts'
import { loadAverage, median, signedOf, startServerProcess, throwAwayDatabase, waitReady } from './live-common.ts'
import { openLoop, type PhaseResult } from './open-loop.ts'
import {
  burst,
  capacity,
  idle,
  positionReport,
  rides,
  type Burst,
  type Rides,
  type Stream,
  type Target,
} from './shedding-phases.ts'
import { openStream } from './sse-client.ts'

/**
 * `npm run bench:shedding [-- --quick] [--database-url postgres://…] [--drivers 20000] [--rounds 3]
 * [--seconds 2] [--request-rate N] [--no-compare]`: issue 30's load shedding (decision 069), on the
 * real server with the guard and, as the reference in the same run, one with `OVERLOAD_SHEDDING=0`.
 * - idle: right after start, 4 calls at a time (the API document, position reports, /me): none refused;
 * - capacity: position reports taken a second by 8 callers in a closed loop (fewer than the guard's
 *   minimum in flight: never shed), the unit of the next phases;
 * - burst: reports at 5× capacity: when the first 503 arrives, what share is shed, and from the
 *   burst's end how long until readiness and a report are answered again;
 * - priority: ride requests alone, then with reports at 2× capacity: request → offer on the driver's
 *   stream, p50 / p99, and the ratio to the rides alone.
 * Prints medians over the rounds and one JSON line (`{"bench":"shedding",…}`).
 */
const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'no-compare': { type: 'boolean', default: false },
    drivers: { type: 'string' },
    rounds: { type: 'string' },
    seconds: { type: 'string' },
    'request-rate': { type: 'string' },
    'database-url': { type: 'string' },
  },
})
const pick = (name: keyof typeof args, full: number, quick: number) =>
  args[name] === undefined ? (args.quick ? quick : full) : Number(args[name])
const DRIVERS = pick('drivers', 20_000, 3_000)
const ROUNDS = pick('rounds', 3, 1)
const SECONDS = pick('seconds', 2, 1)
/** Ride requests a second: fixed, or a twentieth of the capacity measured (the 100/s at 2,000/s). */
const FIXED_REQUEST_RATE = args['request-rate'] === undefined ? null : Number(args['request-rate'])
const MAX_REQUEST_RATE = FIXED_REQUEST_RATE ?? 200
const RIDE_RATE_NAME = FIXED_REQUEST_RATE === null ? 'capacity / 20' : String(FIXED_REQUEST_RATE)
const STREAMS = Math.min(200, Math.floor(DRIVERS / 10))
const COMPARE = !args['no-compare'] && !args.quick
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const port = () => 5000 + Math.floor(Math.random() * 800)

type Round = { capacity: number; burst: Burst; alone: Rides; mixed: Rides; positions: PhaseResult }
type Run = { idle: Awaited<ReturnType<typeof idle>>; rounds: Round[] }

async function prepare() {
  const database = await throwAwayDatabase(args['database-url'], 'durak-shedding')
  const handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir })
  await migrateToLatest(handle.db, handle.dialect)
  await insertOnlineDrivers(handle.db, DRIVERS, new Date())
  const perTarget = ROUNDS * 2 * Math.ceil(MAX_REQUEST_RATE * SECONDS) + MAX_REQUEST_RATE
  const passengers = await insertPassengers(handle.db, perTarget * 2, new Date())
  const drivers = await onlineDriverTokens(handle.db)
  /** Every taxi's last report 5 s back: each may report once at once. */
  const freeToReport = () =>
    handle.db
      .updateTable('driver_presence')
      .set({ positionAtMs: Date.now() - 5_000 })
      .execute()
  return { ...database, handle, drivers, passengers, perTarget, freeToReport }
}
type Fixture = Awaited<ReturnType<typeof prepare>>

/** One server's whole run: idle at its start, then the rounds. */
async function runOn(fixture: Fixture, name: 'guard' | 'off', passengers: string[]): Promise<Run> {
  const base = `http://127.0.0.1:${port()}`
  const server = startServerProcess({
    port: Number(new URL(base).port),
    dataDir: fixture.dataDir,
    databaseUrl: fixture.databaseUrl,
    nodeArgs: ['--max-old-space-size=192', '--max-semi-space-size=8'],
    env: { OVERLOAD_SHEDDING: name === 'guard' ? '1' : '0' },
  })
  const pool = new Pool(base, { connections: 128, pipelining: 1, headersTimeout: 30_000, bodyTimeout: 30_000 })
  const streamed = fixture.drivers.slice(0, STREAMS)
  const fleet = fixture.drivers.slice(STREAMS).map((d) => d.token)
  let cursor = 0
  const taxis = (count: number) => {
    const n = Math.min(count, fleet.length)
    const out = Array.from({ length: n }, (_, k) => fleet[(cursor + k) % fleet.length]!)
    cursor += n
    return out
  }
  const target: Target = { base, pid: server.pid!, pool, taxis }
  const streams: Stream[] = []
  try {
    await waitReady(base)
    await fixture.freeToReport()
    const fresh = await idle(target, 300)
    console.log(
      `${name}: idle right after start, ${fresh.refused} of ${fresh.requests} refused ${JSON.stringify(fresh.statuses)}`,
    )
    for (const d of streamed) {
      const stream = await openStream(
        `${base}/api/v1/driver/events`,
        `durak.session_token=${encodeURIComponent(signedOf(d.token))}`,
      )
      streams.push(stream)
    }
    const drivers = streamed.map((d, k) => ({ home: d.home, stream: streams[k]! }))
    let rider = 0
    const riders = (n: number) => passengers.slice(rider, (rider += n))
    // warm-up, not recorded: a cold server compiles its code during its first thousands of requests
    await capacity(target, 1)
    await rides(target, 20, 0.5, riders(10), drivers)
    const rounds: Round[] = []
    for (let round = 1; round <= ROUNDS; round++) {
      await fixture.freeToReport()
      const taken = await capacity(target, SECONDS)
      await fixture.freeToReport()
      const b = await burst(target, Math.round(taken * 5), SECONDS)
      await sleep(1_000)
      const rideRate = FIXED_REQUEST_RATE ?? Math.min(MAX_REQUEST_RATE, Math.max(5, Math.round(taken / 20)))
      const count = Math.ceil(rideRate * SECONDS)
      const alone = await rides(target, rideRate, SECONDS, riders(count), drivers)
      await fixture.freeToReport()
      const rate = Math.round(taken * 2)
      const tokens = taxis(Math.round(rate * SECONDS))
      const [mixed, positions] = await Promise.all([
        rides(target, rideRate, SECONDS, riders(count), drivers),
        openLoop(rate, tokens.length, [target.pid], (i) => positionReport(pool, tokens[i]!)),
      ])
      rounds.push({ capacity: taken, burst: b, alone, mixed, positions })
      console.log(
        `${name} round ${round}: capacity ${taken.toFixed(0)}/s; burst ${b.offered}/s: first 503 after ${f0(b.firstShedMs)} ms, ${pct(b.shedShare)} shed, ${JSON.stringify(b.statuses)}, p99 ${f0(b.p99)} ms, recovered ${f0(b.recoveryMs)} ms after its end; rides alone at ${rideRate}/s answer p50 ${f0(alone.p50)} / p99 ${f0(alone.p99)} ms, offer p50 ${f0(alone.offerP50)} / p99 ${f0(alone.offerP99)} ms; with positions at ${rate}/s answer p50 ${f0(mixed.p50)} / p99 ${f0(mixed.p99)} ms, offer p50 ${f0(mixed.offerP50)} / p99 ${f0(mixed.offerP99)} ms (${mixed.refused} refused, ${mixed.missing} missing), positions ${JSON.stringify(positions.statuses)}`,
      )
      await sleep(500)
    }
    return { idle: fresh, rounds }
  } finally {
    for (const s of streams) s.close()
    await pool.close().catch(() => {})
    server.kill('SIGTERM')
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r))
  }
}

const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '—')
const pct = (n: number) => `${(n * 100).toFixed(0)} %`

function summary(run: Run) {
  const m = (f: (r: Round) => number) => median(run.rounds.map(f))
  const aloneP99 = m((r) => r.alone.offerP99)
  const mixedP99 = m((r) => r.mixed.offerP99)
  return {
    idleRefused: run.idle.refused,
    idleRequests: run.idle.requests,
    capacityPerSecond: m((r) => r.capacity),
    burstFirstShedMs: m((r) => r.burst.firstShedMs),
    burstShedShare: m((r) => r.burst.shedShare),
    burstP99: m((r) => r.burst.p99),
    recoveryMs: m((r) => r.burst.recoveryMs),
    ridesAloneOfferP50: m((r) => r.alone.offerP50),
    ridesAloneOfferP99: aloneP99,
    ridesMixedOfferP50: m((r) => r.mixed.offerP50),
    ridesMixedOfferP99: mixedP99,
    ridesMixedToAlone: mixedP99 / aloneP99,
    ridesMixedRefused: run.rounds.reduce((s, r) => s + r.mixed.refused, 0),
    ridesMixedMissing: run.rounds.reduce((s, r) => s + r.mixed.missing, 0),
    positionsMixedTakenPerSecond: m((r) => (r.positions.statuses['204'] ?? 0) / SECONDS),
    positionsMixedShedShare: m((r) => (r.positions.statuses['503'] ?? 0) / r.positions.sent),
  }
}

function report(results: Partial<Record<'guard' | 'off', ReturnType<typeof summary>>>) {
  const cols = Object.keys(results) as ('guard' | 'off')[]
  const row = (what: string, f: (s: ReturnType<typeof summary>) => string) =>
    console.log(`| ${what} | ${cols.map((c) => f(results[c]!)).join(' | ')} |`)
  console.log(
    `\n| what (median of ${ROUNDS} round(s)) | ${cols.map((c) => (c === 'guard' ? 'guard on' : 'OVERLOAD_SHEDDING=0')).join(' | ')} |`,
  )
  console.log(`| --- | ${cols.map(() => '---').join(' | ')} |`)
  row('idle after start: refused', (s) => `${s.idleRefused} of ${s.idleRequests}`)
  row('capacity: position reports taken/s', (s) => f0(s.capacityPerSecond))
  row('burst at 5× capacity: first 503 after, ms', (s) => f0(s.burstFirstShedMs))
  row('… share shed / answers p99 ms', (s) => `${pct(s.burstShedShare)} / ${f0(s.burstP99)}`)
  row('… recovered (ready 200 and a report 204) after its end, ms', (s) => f0(s.recoveryMs))
  row(
    `rides alone at ${RIDE_RATE_NAME}/s: offer p50 / p99 ms`,
    (s) => `${f0(s.ridesAloneOfferP50)} / ${f0(s.ridesAloneOfferP99)}`,
  )
  row(
    'rides with positions at 2× capacity: offer p50 / p99 ms',
    (s) => `${f0(s.ridesMixedOfferP50)} / ${f0(s.ridesMixedOfferP99)}`,
  )
  row('… offer p99 as a ratio to the rides alone', (s) => `${s.ridesMixedToAlone.toFixed(2)}×`)
  row('… rides refused / without an offer in 10 s', (s) => `${s.ridesMixedRefused} / ${s.ridesMixedMissing}`)
  row(
    '… positions taken/s, share shed',
    (s) => `${f0(s.positionsMixedTakenPerSecond)}, ${pct(s.positionsMixedShedShare)}`,
  )
  if (results.guard && results.off)
    console.log(
      `guard / off: burst answers p99 ${(results.guard.burstP99 / results.off.burstP99).toFixed(2)}×, ride offer p99 under positions ${(results.guard.ridesMixedOfferP99 / results.off.ridesMixedOfferP99).toFixed(2)}×`,
    )
  const g = results.guard!
  const checks = {
    idleNeverSheds: g.idleRefused === 0,
    burstShedWithinASecond: g.burstFirstShedMs < 1_000,
    recoveryWithin10s: g.recoveryMs <= 10_000,
    ridesOfferP99Within250ms: g.ridesMixedOfferP99 <= 250,
  }
  console.log(`checks: ${JSON.stringify(checks)}`)
  return checks
}

async function main() {
  console.log(
    `bench:shedding: ${DRIVERS} taxis, ${ROUNDS} round(s) of ${SECONDS} s phases, rides ${RIDE_RATE_NAME}/s; load average ${loadAverage()}`,
  )
  const fixture = await prepare()
  try {
    const results: Partial<Record<'guard' | 'off', ReturnType<typeof summary>>> = {}
    results.guard = summary(await runOn(fixture, 'guard', fixture.passengers.slice(0, fixture.perTarget)))
    if (COMPARE) results.off = summary(await runOn(fixture, 'off', fixture.passengers.slice(fixture.perTarget)))
    const checks = report(results)
    console.log(
      JSON.stringify({
        bench: 'shedding',
        database: args['database-url'] ? 'postgresql' : 'sqlite',
        drivers: DRIVERS,
        rounds: ROUNDS,
        seconds: SECONDS,
        requestRate: RIDE_RATE_NAME,
        loadAverage: loadAverage(),
        ...results,
        checks,
      }),
    )
  } finally {
    await fixture.handle.close()
    await fixture.cleanup()
  }
}

await main()
