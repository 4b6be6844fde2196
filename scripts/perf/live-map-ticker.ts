/**
 * The live map's ticker cost (issue 25, decision 062): `node --import tsx scripts/perf/live-map-ticker.ts`
 * [--drivers 20000] [--streams 10] [--seconds 10] [--database-url postgres://…]. A city of online
 * taxis (bench:live's fixture), a few hundred open rides and offers; each second 4,000 taxis move
 * (20,000 reporting every 5 s, the fleet's own cost, not measured), then one tick of the hub with
 * `streams` staff views open (half the whole city at zoom 11, half zoomed in at zoom 15) runs and
 * its CPU time (this process: SQLite runs in it; PostgreSQL's own side is not counted) is taken.
 * Prints one JSON line and a table.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { parseArgs } from 'node:util'
import { cellOf } from '#shared/ride-lifecycle/geo.ts'
import { openDatabase } from '#server/db/database.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { LiveHub, nextTickDelay } from '#server/features/operations-live/live-hub.ts'
import { LiveViewQuerySchema } from '#shared/schemas/operations-live.ts'
import { AREA, insertOnlineDrivers, insertPassengers, randomPoint } from './fixture.ts'
import { throwAwayDatabase } from './live-common.ts'

const { values: args } = parseArgs({
  options: {
    drivers: { type: 'string', default: '20000' },
    streams: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    'database-url': { type: 'string' },
    /** No taxi moves: the ticker's cost on a still city (the reads alone, no deltas). */
    still: { type: 'boolean', default: false },
    /** No two screens alike: the city-zoom half look at different parts at zoom 12 (no view shared). */
    distinct: { type: 'boolean', default: false },
  },
})
const DRIVERS = Number(args.drivers)
const STREAMS = Number(args.streams)
const SECONDS = Number(args.seconds)
const MOVES_PER_SECOND = Math.round(DRIVERS / 5)

const database = await throwAwayDatabase(args['database-url'], 'durak-live-map')
const handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir })
const { db } = handle
await migrateToLatest(db, handle.dialect)
const now = new Date()
await insertOnlineDrivers(db, DRIVERS, now)
const presence = await db.selectFrom('driver_presence').select(['driverId', 'lat', 'lng']).execute()
const driverIds = presence.map((r) => r.driverId)
const positions = presence.map((r) => ({ lat: Number(r.lat), lng: Number(r.lng) }))
await insertPassengers(db, 1, now)
const passengerId = (
  await db.selectFrom('users').select('id').where('userType', '=', 'PASSENGER').executeTakeFirstOrThrow()
).id

// 600 open rides: 300 waiting, 100 each assigned, arrived, in progress (those with a taxi on them); 300 offers
const statuses = [
  ...Array(300).fill('REQUESTED'),
  ...['ASSIGNED', 'ARRIVED', 'IN_PROGRESS'].flatMap((s) => Array(100).fill(s)),
]
const iso = now.toISOString()
for (const [i, status] of statuses.entries()) {
  const p = randomPoint()
  const rideId = randomUUID()
  const driverId = status === 'REQUESTED' ? null : driverIds[i]!
  await db
    .insertInto('rides')
    .values({
      id: rideId,
      passengerId,
      driverId,
      status,
      fareKurus: 0,
      distanceMetres: 0,
      durationSeconds: 0,
      pickupAddress: 'Perf',
      pickupLat: p.lat,
      pickupLng: p.lng,
      createdAt: iso,
      statusChangedAt: iso,
    })
    .execute()
  if (driverId)
    await db.updateTable('driver_presence').set({ activeRideId: rideId }).where('driverId', '=', driverId).execute()
  else
    await db
      .insertInto('ride_offers')
      .values({
        rideId,
        driverId: driverIds[DRIVERS - 1 - i]!,
        status: 'OFFERED',
        distanceMetres: 500,
        offeredAt: iso,
        expiresAt: new Date(now.getTime() + 3_600_000).toISOString(),
      })
      .execute()
}
if (handle.dialect === 'postgres') await sql`analyze`.execute(db)

const hub = new LiveHub(
  db,
  () => new Date(),
  (error) => console.error(error),
  3_600_000,
)
let messages = 0
let bytes = 0
const city = { south: AREA.minLat, west: AREA.minLng, north: AREA.maxLat, east: AREA.maxLng, zoom: '11' }
for (let s = 0; s < STREAMS; s++) {
  const c = randomPoint()
  const view =
    s % 2 === 0
      ? city
      : { south: c.lat - 0.01, west: c.lng - 0.02, north: c.lat + 0.01, east: c.lng + 0.02, zoom: '15' }
  await hub.add({
    query: LiveViewQuerySchema.parse(view),
    send: (message) => {
      messages++
      bytes += JSON.stringify(message).length
    },
  })
}
messages = 0
bytes = 0

/** Up to ~70 m in 5 s (50 km/h), any direction: what one report moves a taxi in town. */
const step = () => (Math.random() - 0.5) * 0.0013

/** The fleet's second: a fifth of the taxis report a position a few tens of metres on (not measured). */
async function moveFleet() {
  await db.transaction().execute(async (trx) => {
    for (let k = 0; k < MOVES_PER_SECOND; k++) {
      const i = Math.floor(Math.random() * DRIVERS)
      const p = positions[i]!
      p.lat += step()
      p.lng += step()
      await trx
        .updateTable('driver_presence')
        .set({ lat: p.lat, lng: p.lng, cell: cellOf(p), positionAtMs: Date.now() })
        .where('driverId', '=', driverIds[i]!)
        .execute()
    }
  })
}

const ticks: { cpuMs: number; wallMs: number; delayMs: number }[] = []
for (let second = 0; second < SECONDS; second++) {
  if (!args.still) await moveFleet()
  const cpu = process.cpuUsage()
  const wall = performance.now()
  const busyMs = await hub.tick()
  const used = process.cpuUsage(cpu)
  ticks.push({
    cpuMs: (used.user + used.system) / 1000,
    wallMs: performance.now() - wall,
    // from this tick's start to the next one's: its own time and the wait after it
    delayMs: busyMs + nextTickDelay(busyMs),
  })
}
hub.stop()
await handle.close()
await database.cleanup()

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b)
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
const cpu = sorted(ticks.map((t) => t.cpuMs))
const wall = sorted(ticks.map((t) => t.wallMs))
const result = {
  bench: 'live-map-ticker',
  database: handle.dialect,
  drivers: DRIVERS,
  openRides: statuses.length,
  streams: STREAMS,
  ticks: ticks.length,
  cpuMsPerTick: {
    mean: +mean(cpu).toFixed(1),
    p50: +cpu[Math.floor(cpu.length / 2)]!.toFixed(1),
    max: +cpu.at(-1)!.toFixed(1),
  },
  wallMsPerTick: { mean: +mean(wall).toFixed(1), max: +wall.at(-1)!.toFixed(1) },
  /** at one tick a second: CPU ms per tick / 1000 ms = share of one core */
  coreShare: +(mean(cpu) / 1000).toFixed(4),
  /** with the hub's own pacing (a slow tick stretches the wait, at most 1.8 s) */
  pacedCoreShare: +mean(ticks.map((t) => t.cpuMs / t.delayMs)).toFixed(4),
  meanTickDelayMs: Math.round(mean(ticks.map((t) => t.delayMs))),
  messagesPerSecond: +(messages / ticks.length).toFixed(1),
  bytesPerSecond: Math.round(bytes / ticks.length),
}
console.log(JSON.stringify(result))
console.log(
  `| ${result.database} | ${DRIVERS} taxis | ${STREAMS} streams | ${result.cpuMsPerTick.mean} ms CPU per tick (p50 ${result.cpuMsPerTick.p50}, max ${result.cpuMsPerTick.max}) | ${(result.coreShare * 100).toFixed(1)} % of one core at 1 s, ${(result.pacedCoreShare * 100).toFixed(1)} % paced (tick every ${result.meanTickDelayMs} ms) | ${result.bytesPerSecond} B/s sent |`,
)
