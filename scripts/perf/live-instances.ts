import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import { Pool } from 'undici'
import { openDatabase } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { insertOnlineDrivers, insertPassengers, randomPoint, onlineDriverTokens } from './fixture.ts'
import {
  loadAverage,
  median,
  percentile,
  signedOf,
  startServerProcess,
  throwAwayDatabase,
  waitReady,
} from './live-common.ts'
import { answerOf, openLoop, type PhaseResult } from './open-loop.ts'
import { cancelRides, offerArrival } from './ride-calls.ts'
import { openStream } from './sse-client.ts'

/**
 * `npm run bench:instances -- --database-url postgres://… [--instances 3] [--rate 1500] [--request-rate 30]`
 * Issue 24's "three instances on one PostgreSQL": N real servers (`server/main.ts`, `npm start`'s
 * heap flags) on one throw-away database, N online taxis over Istanbul. Each round, at once:
 * - the fleet's position reports at a fixed offered rate (open loop), report i to instance i mod N,
 *   with the README's signed bearer; server CPU is the sum over the instances;
 * - ride requests at a fixed rate, each pickup at a taxi whose offers stream is open on instance
 *   j mod N, the request sent to instance j + 1 mod N: every offer is made on one instance and
 *   must reach the driver's stream on another through the PostgreSQL event bus. Timed from the
 *   request's due time to the offer's arrival on that stream. The rides are cancelled after.
 * Prints each round, the medians and one JSON line (`{"bench":"instances",…}`).
 */
const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    instances: { type: 'string' },
    drivers: { type: 'string' },
    rate: { type: 'string' },
    'request-rate': { type: 'string' },
    seconds: { type: 'string' },
    streams: { type: 'string' },
    rounds: { type: 'string' },
  },
})
const num = (name: keyof typeof args, fallback: number) => (args[name] === undefined ? fallback : Number(args[name]))
const DATABASE_URL = args['database-url']
if (!DATABASE_URL) {
  console.error(
    'bench:instances needs --database-url postgres://…: instances share one PostgreSQL (SQLite is one instance)',
  )
  process.exit(2)
}
const INSTANCES = num('instances', 3)
const DRIVERS = num('drivers', 20_000)
const RATE = num('rate', 1_500)
const REQUEST_RATE = num('request-rate', 30)
const SECONDS = num('seconds', 5)
const STREAMS = Math.min(num('streams', 60), Math.floor(DRIVERS / 4))
const ROUNDS = num('rounds', 3)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—')
const f3 = (n: number) => (Number.isFinite(n) ? n.toFixed(3) : '—')

async function main() {
  console.log(
    `bench:instances: ${INSTANCES} instances on PostgreSQL, ${DRIVERS} taxis, positions ${RATE}/s, requests ${REQUEST_RATE}/s, ${ROUNDS} round(s); load average ${loadAverage()}`,
  )
  const database = await throwAwayDatabase(DATABASE_URL, 'durak-instances')
  const handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir })
  await migrateToLatest(handle.db, handle.dialect)
  await insertOnlineDrivers(handle.db, DRIVERS, new Date())
  const perRound = Math.ceil(REQUEST_RATE * SECONDS)
  const passengers = await insertPassengers(handle.db, (ROUNDS + 1) * perRound, new Date())
  const drivers = await onlineDriverTokens(handle.db)

  const bases = Array.from(
    { length: INSTANCES },
    (_, k) => `http://127.0.0.1:${4900 + k * 7 + Math.floor(Math.random() * 5)}`,
  )
  const servers = bases.map((base) =>
    startServerProcess({
      port: Number(new URL(base).port),
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      nodeArgs: ['--max-old-space-size=192', '--max-semi-space-size=8'],
    }),
  )
  const pids = () => servers.map((s) => s.pid!)
  const pools = bases.map(
    (base) => new Pool(base, { connections: 64, pipelining: 1, headersTimeout: 15_000, bodyTimeout: 15_000 }),
  )
  const streams: Awaited<ReturnType<typeof openStream>>[] = []
  try {
    await Promise.all(bases.map((base) => waitReady(base)))
    const streamDrivers = await Promise.all(
      drivers.slice(0, STREAMS).map(async (d, j) => {
        const stream = await openStream(
          `${bases[j % INSTANCES]}/api/v1/driver/events`,
          `durak.session_token=${encodeURIComponent(signedOf(d.token))}`,
        )
        streams.push(stream)
        return { ...d, stream }
      }),
    )
    const fleet = drivers.slice(STREAMS)
    const perPass = Math.min(Math.round(RATE * SECONDS), fleet.length)
    let cursor = 0
    const positions = async (count: number, rate: number) => {
      // every taxi's last report 5 s back: free to report at once, and still online
      await handle.db
        .updateTable('driver_presence')
        .set({ positionAtMs: Date.now() - 5_000 })
        .execute()
      const start = cursor
      cursor += count
      return openLoop(
        rate,
        count,
        pids(),
        (i) =>
          answerOf(pools[i % INSTANCES]!, {
            method: 'PUT',
            path: '/api/v1/driver/position',
            headers: {
              authorization: `Bearer ${encodeURIComponent(signedOf(fleet[(start + i) % fleet.length]!.token))}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify(randomPoint()),
          }),
        undefined,
        true,
      )
    }
    let riderCursor = 0
    const requests = async (count: number) => {
      const riders = passengers.slice(riderCursor, riderCursor + count)
      riderCursor += count
      const waits: Promise<number | null>[] = []
      const rides: { id: string; passenger: string; pool: Pool }[] = []
      const result = await openLoop(
        REQUEST_RATE,
        count,
        pids(),
        (i) =>
          answerOf(pools[((i % STREAMS) + 1) % INSTANCES]!, {
            method: 'POST',
            path: '/api/v1/rides',
            headers: {
              authorization: `Bearer ${encodeURIComponent(signedOf(riders[i]!))}`,
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({
              pickup: { address: 'Perf pickup', ...streamDrivers[i % STREAMS]!.home },
              city: 'Istanbul',
              paymentMethod: 'CASH',
            }),
          }),
        (i, answer, due) => {
          if (answer.status !== 201) return
          const id = (JSON.parse(answer.body) as { id: string }).id
          rides.push({ id, passenger: riders[i]!, pool: pools[((i % STREAMS) + 1) % INSTANCES]! })
          waits.push(offerArrival(streamDrivers[i % STREAMS]!.stream, id, due))
        },
        true,
      )
      const arrived = (await Promise.all(waits)).filter((w): w is number => w !== null).sort((a, b) => a - b)
      await cancelRides(rides, 'bench:instances')
      return {
        ...result,
        crossP50: percentile(arrived, 50),
        crossP99: percentile(arrived, 99),
        offers: arrived.length,
        missing: rides.length - arrived.length,
      }
    }

    // warm-up, not recorded: each instance compiles its code on its first requests
    await positions(Math.max(1, Math.round(perPass / 4)), Math.max(1, RATE / 2))
    await requests(Math.max(1, Math.round(REQUEST_RATE / 2)))
    const rounds: { positions: PhaseResult; requests: Awaited<ReturnType<typeof requests>>; load: string }[] = []
    for (let round = 1; round <= ROUNDS; round++) {
      const load = loadAverage()
      const count = Math.min(perRound, passengers.length - riderCursor)
      const [p, r] = await Promise.all([positions(perPass, RATE), requests(count)])
      rounds.push({ positions: p, requests: r, load })
      console.log(
        `round ${round} (load ${load}): positions ${p.ok}/${p.sent} ok, ${f1(p.achievedPerSecond)}/s of ${RATE}/s, p50 ${f1(p.p50)} ms, p99 ${f1(p.p99)} ms, server CPU ${f3(p.serverCpuMsPerOk)} ms per report (all instances) + ${f3(p.dbCpuMsPerOk ?? Number.NaN)} ms postgres; requests ${r.ok}/${r.sent} ok, p99 ${f1(r.p99)} ms; offer made on one instance, on the driver's stream on another: p50 ${f1(r.crossP50)} ms, p99 ${f1(r.crossP99)} ms (${r.offers} offers, ${r.missing} missing)${p.behind || r.behind ? ' — GENERATOR FELL BEHIND' : ''}`,
      )
      await sleep(500)
    }
    const med = (pick: (x: (typeof rounds)[number]) => number) => median(rounds.map(pick))
    const summary = {
      bench: 'instances',
      instances: INSTANCES,
      drivers: DRIVERS,
      rate: RATE,
      requestRate: REQUEST_RATE,
      rounds: ROUNDS,
      load: rounds.map((r) => r.load),
      positions: {
        takenPerSecond: med((r) => r.positions.achievedPerSecond),
        p99: med((r) => r.positions.p99),
        serverCpuMs: med((r) => r.positions.serverCpuMsPerOk),
        dbCpuMs: med((r) => r.positions.dbCpuMsPerOk ?? Number.NaN),
        errors: rounds.reduce((n, r) => n + r.positions.errors, 0),
      },
      crossInstanceOffer: {
        p50: med((r) => r.requests.crossP50),
        p99: med((r) => r.requests.crossP99),
        offers: rounds.reduce((n, r) => n + r.requests.offers, 0),
        missing: rounds.reduce((n, r) => n + r.requests.missing, 0),
      },
      generatorBehind: rounds.some((r) => r.positions.behind || r.requests.behind),
    }
    console.log(
      `\nmedians over ${ROUNDS} round(s): positions ${f1(summary.positions.takenPerSecond)}/s of ${RATE}/s, p99 ${f1(summary.positions.p99)} ms, ${summary.positions.errors} errors; an offer across instances p50 ${f1(summary.crossInstanceOffer.p50)} ms, p99 ${f1(summary.crossInstanceOffer.p99)} ms (${summary.crossInstanceOffer.offers} offers, ${summary.crossInstanceOffer.missing} missing)`,
    )
    console.log(JSON.stringify(summary))
  } finally {
    for (const s of streams) s.close()
    await Promise.all(pools.map((p) => p.close())).catch(() => {})
    for (const child of servers) child.kill('SIGTERM')
    await Promise.all(servers.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)))
    await handle.close()
    await database.cleanup()
  }
}

await main()
