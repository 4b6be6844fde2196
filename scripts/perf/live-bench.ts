import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { Pool } from 'undici'
import { answerOf, openLoop, type PhaseResult } from './open-loop.ts'
import { cancelRides, offerArrival } from './ride-calls.ts'
import { openDatabase } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { insertOnlineDrivers, insertPassengers, insertStaff, randomPoint, onlineDriverTokens } from './fixture.ts'
import {
  CREDENTIAL_FORMS,
  credentialForms,
  loadAverage,
  median,
  percentile,
  signedOf,
  startServerProcess,
  throwAwayDatabase,
  waitReady,
  type CredentialForm,
} from './live-common.ts'
import {
  lagOf,
  openStaffScreens,
  quietCpuPercent,
  rideShownAfter,
  SCREEN_COUNT,
  type ScreenLag,
  type StaffScreen,
} from './live-staff-screens.ts'
import { openStream } from './sse-client.ts'

/**
 * `npm run bench:live [-- --quick] [--database-url postgres://…] [--drivers 20000] [--rate 4000] …`
 * (`--instances N --database-url …`: N servers on one PostgreSQL, as `npm run bench:instances`).
 * Issue 24's live path, measured against a bare reference in the same run (decision 060).
 *
 * N online taxis spread over Istanbul are written into a throw-away database; the real server
 * (`server/main.ts` with `npm start`'s heap flags) and the bare reference (`bare-reference.ts`: bare
 * Fastify, the same SQL and credential check) run as child processes on it. Each round, in turn:
 * - position reports at a fixed offered rate (open loop: report i leaves at i/rate and its latency
 *   counts from then), once with each credential form on the real server and once (signed bearer)
 *   on the reference. One phase is one pass over the fleet (each taxi reports once, as the fleet
 *   does every 5 s); before each phase every taxi's last report is set 5 s back, so no report is
 *   refused as too soon. Server CPU per report from /proc/<pid>/stat;
 * - nearby taxis at a fixed rate on both, every answer checked against the stated radius (by
 *   haversine, allowing the positions' 0.001° blur) and a sample's count against every taxi in the
 *   database;
 * - ride requests at a fixed rate while a position pass runs on the real server: each pickup is at a
 *   taxi whose driver holds an offers stream open (the web's cookie), timed from the request's due
 *   time to the offer's arrival on that stream, and, for the ten taxis a staff screen is zoomed in on
 *   (issue 25), to the live map's delta listing the ride. The rides are cancelled after the phase.
 * Before the rounds, the ten staff screens' own cost: the server's CPU over a quiet window with them
 * open, less the same window without them.
 * Prints a table of medians over the rounds and one JSON line (`{"bench":"live",…}`).
 */
// `--instances N` with `--database-url`: several real servers on one PostgreSQL, which
// live-instances.ts (`npm run bench:instances`) measures; its own options pass through
if (process.argv.includes('--instances')) {
  const instances = fileURLToPath(new URL('./live-instances.ts', import.meta.url))
  const run = spawnSync(process.execPath, ['--import', 'tsx', instances, ...process.argv.slice(2)], {
    stdio: 'inherit',
  })
  process.exit(run.status ?? 1)
}

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    drivers: { type: 'string' },
    rate: { type: 'string' },
    seconds: { type: 'string' },
    'nearby-rate': { type: 'string' },
    'nearby-seconds': { type: 'string' },
    'request-rate': { type: 'string' },
    streams: { type: 'string' },
    rounds: { type: 'string' },
    connections: { type: 'string' },
    'database-url': { type: 'string' },
    'quiet-seconds': { type: 'string' },
  },
})
const pick = (name: keyof typeof args, full: number, quick: number) =>
  args[name] === undefined ? (args.quick ? quick : full) : Number(args[name])
const DRIVERS = pick('drivers', 20_000, 5_000)
const RATE = pick('rate', 4_000, 1_000)
const SECONDS = pick('seconds', 5, 3)
const NEARBY_RATE = pick('nearby-rate', 1_000, 500)
const NEARBY_SECONDS = pick('nearby-seconds', 3, 2)
const REQUEST_RATE = pick('request-rate', 100, 50)
const STREAMS = Math.min(pick('streams', 200, 50), Math.floor(DRIVERS / 4))
const ROUNDS = pick('rounds', 3, 1)
const CONNECTIONS = pick('connections', 128, 64)
const QUIET_SECONDS = pick('quiet-seconds', 10, 5)
const WITH_POSTGRES = Boolean(args['database-url'])
const RADIUS = 3_000
/** `approximate()` rounds to 0.001°: at most ≈ 56 m north–south and 42 m east–west in Istanbul. */
const BLUR_METRES = 75

const port = () => 4100 + Math.floor(Math.random() * 800)
const REAL = `http://127.0.0.1:${port()}`
let REF = `http://127.0.0.1:${port()}`
while (REF === REAL) REF = `http://127.0.0.1:${port()}`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Haversine distance, metres (the bench's own: the check must not share the server's code). */
function haversine(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)))
}

async function prepare() {
  const database = await throwAwayDatabase(args['database-url'], 'durak-live')
  const handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir })
  await migrateToLatest(handle.db, handle.dialect)
  const started = Date.now()
  await insertOnlineDrivers(handle.db, DRIVERS, new Date())
  const passengers = await insertPassengers(handle.db, (ROUNDS + 1) * Math.ceil(REQUEST_RATE * SECONDS) + 2, new Date())
  const staff = await insertStaff(handle.db, SCREEN_COUNT, new Date())
  const drivers = await onlineDriverTokens(handle.db)
  console.log(
    `${DRIVERS} online taxis and ${passengers.length} passengers written in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.dialect})`,
  )
  return { ...database, handle, passengers, drivers, staff }
}

type Fixture = Awaited<ReturnType<typeof prepare>>

/** Every taxi's last report 5 s back: free to report once at once, and still online. */
async function freeToReport(fixture: Fixture) {
  await fixture.handle.db
    .updateTable('driver_presence')
    .set({ positionAtMs: Date.now() - 5_000 })
    .execute()
}

type Nearby = PhaseResult & { answers: number; outsideRadius: number; sampled: number; countWrong: number }

async function nearbyPhase(
  fixture: Fixture,
  pool: Pool,
  pid: number,
  passenger: string,
  seconds = NEARBY_SECONDS,
): Promise<Nearby> {
  const free = (
    await fixture.handle.db
      .selectFrom('driver_presence')
      .select(['lat', 'lng'])
      .where('isOnline', '=', 1)
      .where('activeRideId', 'is', null)
      .where('cell', 'is not', null)
      .execute()
  ).map((p) => ({ lat: Number(p.lat), lng: Number(p.lng) }))
  const points = Array.from({ length: Math.max(1, Math.round(NEARBY_RATE * seconds)) }, randomPoint)
  const headers = { authorization: `Bearer ${encodeURIComponent(signedOf(passenger))}` }
  let answers = 0
  let outsideRadius = 0
  const sample: { at: { lat: number; lng: number }; count: number }[] = []
  const result = await openLoop(
    NEARBY_RATE,
    points.length,
    [pid],
    (i) =>
      answerOf(pool, {
        method: 'GET',
        path: `/api/v1/taxis/nearby?lat=${points[i]!.lat.toFixed(6)}&lng=${points[i]!.lng.toFixed(6)}`,
        headers,
      }),
    (i, answer) => {
      if (answer.status !== 200) return
      answers++
      const body = JSON.parse(answer.body) as {
        count: number
        radiusMetres: number
        taxis: { lat: number; lng: number }[]
      }
      const at = { lat: Number(points[i]!.lat.toFixed(6)), lng: Number(points[i]!.lng.toFixed(6)) }
      if (body.radiusMetres !== RADIUS) outsideRadius++
      for (const taxi of body.taxis) if (haversine(at, taxi) > RADIUS + BLUR_METRES) outsideRadius++
      if (sample.length < 300) sample.push({ at, count: body.count })
    },
    WITH_POSTGRES,
  )
  // the count against every free taxi in the database (rounding at the edge: ±5 m)
  let countWrong = 0
  for (const { at, count } of sample) {
    let inside = 0
    let edge = 0
    for (const taxi of free) {
      const d = haversine(at, taxi)
      if (d <= RADIUS - 5) inside++
      else if (d <= RADIUS + 5) edge++
    }
    if (count < inside || count > inside + edge) countWrong++
  }
  return { ...result, answers, outsideRadius, sampled: sample.length, countWrong }
}

type Stream = Awaited<ReturnType<typeof openStream>>
type Requests = PhaseResult & {
  offerP50: number
  offerP99: number
  offers: number
  missing: number
  /** Request → the ride on the staff screen zoomed in on its pickup (the first SCREEN_COUNT taxis). */
  screen: ScreenLag
}

/** Ride requests at REQUEST_RATE, each pickup at a taxi whose offers stream is open; then cancelled. */
async function requestPhase(
  pool: Pool,
  pid: number,
  passengers: string[],
  streamDrivers: { home: { lat: number; lng: number }; stream: Stream }[],
  count: number,
  screens: StaffScreen[],
): Promise<Requests> {
  const offerWaits: Promise<number | null>[] = []
  const screenWaits: ReturnType<typeof rideShownAfter>[] = []
  const rides: { id: string; passenger: string }[] = []
  const result = await openLoop(
    REQUEST_RATE,
    count,
    [pid],
    (i) =>
      answerOf(pool, {
        method: 'POST',
        path: '/api/v1/rides',
        headers: {
          authorization: `Bearer ${encodeURIComponent(signedOf(passengers[i]!))}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          pickup: { address: 'Perf pickup', ...streamDrivers[i % streamDrivers.length]!.home },
          city: 'Istanbul',
          paymentMethod: 'CASH',
        }),
      }),
    (i, answer, due) => {
      if (answer.status !== 201) return
      const id = (JSON.parse(answer.body) as { id: string }).id
      rides.push({ id, passenger: passengers[i]! })
      const { stream } = streamDrivers[i % streamDrivers.length]!
      const screen = screens[i % streamDrivers.length]
      if (screen) screenWaits.push(rideShownAfter(screen, id, due))
      offerWaits.push(offerArrival(stream, id, due))
    },
    WITH_POSTGRES,
  )
  const waits = (await Promise.all(offerWaits)).filter((w): w is number => w !== null).sort((a, b) => a - b)
  const screen = lagOf(await Promise.all(screenWaits))
  await cancelRides(
    rides.map((ride) => ({ ...ride, pool })),
    'bench:live',
  )
  return {
    ...result,
    offerP50: percentile(waits, 50),
    offerP99: percentile(waits, 99),
    offers: waits.length,
    missing: rides.length - waits.length,
    screen,
  }
}

const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—')
const f3 = (n: number) => (Number.isFinite(n) ? n.toFixed(3) : '—')
const range = (values: number[], fmt: (n: number) => string) =>
  values.length === 1
    ? fmt(values[0]!)
    : `${fmt(median(values))} (${fmt(Math.min(...values))}–${fmt(Math.max(...values))})`

async function main() {
  console.log(
    `bench:live: ${DRIVERS} taxis, positions ${RATE}/s, nearby ${NEARBY_RATE}/s, requests ${REQUEST_RATE}/s, ${ROUNDS} round(s); load average ${loadAverage()}`,
  )
  const fixture = await prepare()
  const nodeArgs = ['--max-old-space-size=192', '--max-semi-space-size=8']
  const common = { dataDir: fixture.dataDir, databaseUrl: fixture.databaseUrl, nodeArgs }
  const real = startServerProcess({ ...common, port: Number(new URL(REAL).port) })
  const ref = startServerProcess({
    ...common,
    port: Number(new URL(REF).port),
    entry: 'scripts/perf/bare-reference.ts',
  })
  const pools = {
    real: new Pool(REAL, { connections: CONNECTIONS, pipelining: 1, headersTimeout: 15_000, bodyTimeout: 15_000 }),
    ref: new Pool(REF, { connections: CONNECTIONS, pipelining: 1, headersTimeout: 15_000, bodyTimeout: 15_000 }),
  }
  const streams: Stream[] = []
  try {
    await Promise.all([waitReady(REAL), waitReady(REF, '/ready')])
    const forms = credentialForms(REAL)
    const streamDrivers = fixture.drivers.slice(0, STREAMS)
    const fleet = fixture.drivers.slice(STREAMS)
    const passenger = fixture.passengers[0]!
    const riders = fixture.passengers.slice(1)
    const opened = await Promise.all(
      streamDrivers.map(async (d) => {
        const stream = await openStream(
          `${REAL}/api/v1/driver/events`,
          `durak.session_token=${encodeURIComponent(signedOf(d.token))}`,
        )
        streams.push(stream)
        return { home: d.home, stream }
      }),
    )
    const perPass = Math.min(Math.round(RATE * SECONDS), fleet.length)
    if (perPass < RATE * SECONDS)
      console.log(
        `a phase is one pass over the ${fleet.length} reporting taxis: ${(perPass / RATE).toFixed(2)} s at ${RATE}/s`,
      )
    let cursor = 0
    const positions = async (base: 'real' | 'ref', form: CredentialForm, count = perPass, rate = RATE) => {
      await freeToReport(fixture)
      const headersOf = (base === 'real' ? forms : credentialForms(REF))[form]
      const start = cursor
      cursor += count
      return openLoop(
        rate,
        count,
        [base === 'real' ? real.pid! : ref.pid!],
        (i) =>
          answerOf(pools[base], {
            method: 'PUT',
            path: '/api/v1/driver/position',
            headers: { ...headersOf(fleet[(start + i) % fleet.length]!.token), 'content-type': 'application/json' },
            body: JSON.stringify(randomPoint()),
          }),
        undefined,
        WITH_POSTGRES,
      )
    }

    const results = {
      positions: Object.fromEntries([...CREDENTIAL_FORMS, 'reference'].map((k) => [k, [] as PhaseResult[]])),
      nearby: { real: [] as Nearby[], ref: [] as Nearby[] },
      requests: [] as Requests[],
      requestsPositions: [] as PhaseResult[],
      load: [] as string[],
      screensCost: { before: Number.NaN, with: Number.NaN },
    }
    // warm-up, not recorded: a cold server compiles its code during its first thousands of requests
    const warmUp = Math.max(1, Math.round(perPass / 4))
    for (const form of CREDENTIAL_FORMS) await positions('real', form, warmUp, Math.max(1, RATE / 2))
    await positions('ref', 'signed bearer', warmUp, Math.max(1, RATE / 2))
    await nearbyPhase(fixture, pools.real, real.pid!, passenger, NEARBY_SECONDS / 3)
    await nearbyPhase(fixture, pools.ref, ref.pid!, passenger, NEARBY_SECONDS / 3)
    // the staff screens' own cost: a quiet window without them, then with them
    const quietBefore = await quietCpuPercent(real.pid!, QUIET_SECONDS)
    const homes = opened.slice(0, SCREEN_COUNT).map((d) => d.home)
    const screens = await openStaffScreens(REAL, fixture.staff, homes)
    streams.push(...screens.map((s) => s.stream))
    await sleep(2_000) // the ticker's first reads
    const quietWith = await quietCpuPercent(real.pid!, QUIET_SECONDS)
    results.screensCost = { before: quietBefore, with: quietWith }
    console.log(
      `${SCREEN_COUNT} staff screens (zoom 15): server CPU over ${QUIET_SECONDS} s of quiet ${quietBefore.toFixed(1)} % of one core without them, ${quietWith.toFixed(1)} % with them`,
    )
    const warmRequests = Math.max(1, Math.round(REQUEST_RATE / 2))
    await requestPhase(pools.real, real.pid!, riders.slice(0, warmRequests), opened, warmRequests, screens)
    let riderCursor = warmRequests
    for (let round = 1; round <= ROUNDS; round++) {
      results.load.push(loadAverage())
      // each form first in turn, so none always follows the same phase
      const order = CREDENTIAL_FORMS.map((_, k) => CREDENTIAL_FORMS[(k + round - 1) % CREDENTIAL_FORMS.length]!)
      for (const form of order) {
        const r = await positions('real', form)
        results.positions[form]!.push(r)
        console.log(`round ${round} positions, ${form}: ${line(r)}`)
        await sleep(300)
      }
      const r = await positions('ref', 'signed bearer')
      results.positions.reference!.push(r)
      console.log(`round ${round} positions, bare reference (signed bearer): ${line(r)}`)
      await sleep(300)
      for (const base of ['real', 'ref'] as const) {
        const n = await nearbyPhase(fixture, pools[base], base === 'real' ? real.pid! : ref.pid!, passenger)
        results.nearby[base].push(n)
        console.log(
          `round ${round} nearby, ${base === 'real' ? 'server' : 'bare reference'}: ${line(n)}; radius: ${n.outsideRadius} outside of ${n.answers} answers, count wrong in ${n.countWrong} of ${n.sampled}`,
        )
        await sleep(300)
      }
      // ride requests while a position pass runs on the same server
      const count = Math.round(REQUEST_RATE * (perPass / RATE))
      const [requests, underLoad] = await Promise.all([
        requestPhase(pools.real, real.pid!, riders.slice(riderCursor, riderCursor + count), opened, count, screens),
        positions('real', 'signed bearer'),
      ])
      riderCursor += count
      results.requests.push(requests)
      results.requestsPositions.push(underLoad)
      console.log(
        `round ${round} requests: ${line(requests)}; offer on the driver's stream p50 ${f1(requests.offerP50)} ms, p99 ${f1(requests.offerP99)} ms (${requests.offers} offers, ${requests.missing} missing); on the staff screen p50 ${f1(requests.screen.p50)} ms, p99 ${f1(requests.screen.p99)} ms, max ${f1(requests.screen.max)} ms after the ride's creation, p99 ${f1(requests.screen.fromSendP99)} ms after the request's send (${requests.screen.shown} shown, ${requests.screen.missing} missing); positions meanwhile: ${line(underLoad)}`,
      )
      await sleep(500)
    }
    report(results)
  } finally {
    for (const s of streams) s.close()
    await Promise.all([pools.real.close(), pools.ref.close()]).catch(() => {})
    for (const child of [real, ref]) child.kill('SIGTERM')
    await Promise.all([real, ref].map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)))
    await fixture.handle.close()
    await fixture.cleanup()
  }
}

const line = (r: PhaseResult) =>
  `${r.ok}/${r.sent} ok (${JSON.stringify(r.statuses)}), ${f1(r.achievedPerSecond)}/s of ${r.offered}/s offered, p50 ${f1(r.p50)} ms, p99 ${f1(r.p99)} ms, server CPU ${f3(r.serverCpuMsPerOk)} ms per answer${r.dbCpuMsPerOk === null ? '' : ` (+ ${f3(r.dbCpuMsPerOk)} ms postgres)`}, generator sent ${f1(r.sentPerSecond)}/s, lag p99 ${f1(r.sendLagP99)} ms${r.behind ? ' — GENERATOR FELL BEHIND' : ''}`

type Results = {
  positions: Record<string, PhaseResult[]>
  nearby: { real: Nearby[]; ref: Nearby[] }
  requests: Requests[]
  requestsPositions: PhaseResult[]
  load: string[]
  /** Server CPU, % of one core, over a quiet window without and with the staff screens. */
  screensCost: { before: number; with: number }
}

function report(results: Results) {
  const of = (rs: PhaseResult[], key: keyof PhaseResult) => rs.map((r) => r[key] as number)
  const ref = results.positions.reference!
  const refCpu = median(of(ref, 'serverCpuMsPerOk'))
  const rawCpu = median(of(results.positions['raw bearer']!, 'serverCpuMsPerOk'))
  const rows: string[][] = [['what', ...CREDENTIAL_FORMS, 'bare reference']]
  const cell = (rs: PhaseResult[], key: keyof PhaseResult, fmt: (n: number) => string) => range(of(rs, key), fmt)
  const forms = [...CREDENTIAL_FORMS.map((f) => results.positions[f]!), ref]
  rows.push(['server CPU per position report, ms', ...forms.map((rs) => cell(rs, 'serverCpuMsPerOk', f3))])
  rows.push([
    '… ratio to the bare reference',
    ...forms.map((rs) => `${(median(of(rs, 'serverCpuMsPerOk')) / refCpu).toFixed(2)}×`),
  ])
  rows.push([
    '… ratio to the raw bearer',
    ...forms.map((rs) => `${(median(of(rs, 'serverCpuMsPerOk')) / rawCpu).toFixed(2)}×`),
  ])
  rows.push([
    '… reports/s one fully available core would take',
    ...forms.map((rs) => f1(1000 / median(of(rs, 'serverCpuMsPerOk')))),
  ])
  if (args['database-url'])
    rows.push(['postgres CPU per report, ms (whole machine)', ...forms.map((rs) => cell(rs, 'dbCpuMsPerOk', f3))])
  rows.push([`position reports taken, ${RATE}/s offered`, ...forms.map((rs) => cell(rs, 'achievedPerSecond', f1))])
  rows.push(['… p50 / p99 ms', ...forms.map((rs) => `${cell(rs, 'p50', f1)} / ${cell(rs, 'p99', f1)}`)])
  rows.push(['… not 2xx (errors)', ...forms.map((rs) => rs.map((r) => r.errors).join(', '))])
  const { real: nReal, ref: nRef } = results.nearby
  rows.push([
    `nearby taxis at ${NEARBY_RATE}/s: p50 / p99 ms`,
    `${cell(nReal, 'p50', f1)} / ${cell(nReal, 'p99', f1)}`,
    '',
    '',
    `${cell(nRef, 'p50', f1)} / ${cell(nRef, 'p99', f1)}`,
  ])
  rows.push([
    '… server CPU per read, ms',
    cell(nReal, 'serverCpuMsPerOk', f3),
    '',
    '',
    cell(nRef, 'serverCpuMsPerOk', f3),
  ])
  const radiusOk = [...nReal, ...nRef].every((n) => n.outsideRadius === 0 && n.countWrong === 0 && n.answers > 0)
  rows.push([
    `… radius ${RADIUS} m true (taxis outside / counts wrong)`,
    `${sum(nReal, 'outsideRadius')} / ${sum(nReal, 'countWrong')} of ${sum(nReal, 'sampled')}`,
    '',
    '',
    `${sum(nRef, 'outsideRadius')} / ${sum(nRef, 'countWrong')} of ${sum(nRef, 'sampled')}`,
  ])
  const reqs = results.requests
  rows.push([
    `request → first offer at ${REQUEST_RATE}/s under ${RATE} positions/s: p50 / p99 ms`,
    `${range(
      reqs.map((r) => r.offerP50),
      f1,
    )} / ${range(
      reqs.map((r) => r.offerP99),
      f1,
    )}`,
    '',
    '',
    '—',
  ])
  rows.push([
    `… a new ride on a staff screen zoomed in on it (${SCREEN_COUNT} screens), after its creation: p50 / p99 / max ms`,
    `${range(
      reqs.map((r) => r.screen.p50),
      f1,
    )} / ${range(
      reqs.map((r) => r.screen.p99),
      f1,
    )} / ${range(
      reqs.map((r) => r.screen.max),
      f1,
    )} (${reqs.reduce((n, r) => n + r.screen.shown, 0)} shown, ${reqs.reduce((n, r) => n + r.screen.missing, 0)} missing)`,
    '',
    '',
    '—',
  ])
  rows.push([
    `${SCREEN_COUNT} staff screens open, quiet: server CPU, % of one core (without → with)`,
    `${results.screensCost.before.toFixed(1)} → ${results.screensCost.with.toFixed(1)}`,
    '',
    '',
    '—',
  ])
  rows.push([
    '… positions meanwhile: taken/s, p99 ms',
    `${cell(results.requestsPositions, 'achievedPerSecond', f1)}, ${cell(results.requestsPositions, 'p99', f1)}`,
    '',
    '',
    '—',
  ])
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)))
  console.log('')
  for (const [k, r] of rows.entries()) {
    console.log(`| ${r.map((v, c) => v.padEnd(widths[c]!)).join(' | ')} |`)
    if (k === 0) console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`)
  }
  const all = [...Object.values(results.positions).flat(), ...nReal, ...nRef, ...reqs, ...results.requestsPositions]
  const behind = all.filter((r) => r.behind).length
  console.log(
    `\nmedians over ${ROUNDS} round(s) (min–max); load average at each round: ${results.load.join(' | ')}; generator CPU per position report ${f3(median(of(Object.values(results.positions).flat(), 'generatorCpuMsPerRequest')))} ms`,
  )
  console.log(
    behind === 0
      ? `the generator kept every offered rate (its send lag p99, median over phases: ${f1(median(all.map((r) => r.sendLagP99)))} ms)`
      : `THE GENERATOR FELL BEHIND in ${behind} of ${all.length} phases: those rates were not fully offered`,
  )
  console.log(radiusOk ? 'radius check: passed' : 'radius check: FAILED')
  const summary = (rs: PhaseResult[]) => ({
    serverCpuMs: median(of(rs, 'serverCpuMsPerOk')),
    dbCpuMs: args['database-url'] ? median(of(rs, 'dbCpuMsPerOk')) : null,
    takenPerSecond: median(of(rs, 'achievedPerSecond')),
    p50: median(of(rs, 'p50')),
    p99: median(of(rs, 'p99')),
    errors: rs.reduce((s, r) => s + r.errors, 0),
    ok: rs.reduce((s, r) => s + r.ok, 0),
    behind: rs.some((r) => r.behind),
  })
  console.log(
    JSON.stringify({
      bench: 'live',
      database: args['database-url'] ? 'postgresql' : 'sqlite',
      drivers: DRIVERS,
      rate: RATE,
      nearbyRate: NEARBY_RATE,
      requestRate: REQUEST_RATE,
      rounds: ROUNDS,
      load: results.load,
      positions: Object.fromEntries(Object.entries(results.positions).map(([k, rs]) => [k, summary(rs)])),
      nearby: {
        server: summary(nReal),
        reference: summary(nRef),
        radiusOk,
        outsideRadius: sum(nReal, 'outsideRadius') + sum(nRef, 'outsideRadius'),
        countWrong: sum(nReal, 'countWrong') + sum(nRef, 'countWrong'),
        sampled: sum(nReal, 'sampled') + sum(nRef, 'sampled'),
      },
      requests: {
        ...summary(reqs),
        offerP50: median(reqs.map((r) => r.offerP50)),
        offerP99: median(reqs.map((r) => r.offerP99)),
        offers: reqs.reduce((s, r) => s + r.offers, 0),
        missing: reqs.reduce((s, r) => s + r.missing, 0),
        positionsMeanwhile: summary(results.requestsPositions),
      },
      staffScreens: {
        screens: SCREEN_COUNT,
        shownP50: median(reqs.map((r) => r.screen.p50)),
        shownP99: median(reqs.map((r) => r.screen.p99)),
        shownMax: Math.max(...reqs.map((r) => r.screen.max)),
        fromSendP99: median(reqs.map((r) => r.screen.fromSendP99)),
        shown: reqs.reduce((n, r) => n + r.screen.shown, 0),
        missing: reqs.reduce((n, r) => n + r.screen.missing, 0),
        quietCpuPercentWithout: results.screensCost.before,
        quietCpuPercentWith: results.screensCost.with,
      },
      generatorBehindPhases: behind,
    }),
  )
}

const sum = (rs: Nearby[], key: 'outsideRadius' | 'countWrong' | 'sampled') => rs.reduce((s, r) => s + r[key], 0)

await main()
