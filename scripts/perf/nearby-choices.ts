/**
 * Issue 24's spatial indexes for "taxis near me", measured against one another in one run (decision
 * 065's addendum): `npm run bench:nearby -- [--taxis 20000] [--reads 2000] [--rounds 5]
 * [--database-url postgres://…]`.
 *
 * A fleet of free taxis spread over Istanbul (bench:live's area), in tables of its own in a throw-away
 * SQLite file (the product's pragmas) or PostgreSQL schema, one table per design so each write pays
 * only its own index:
 * - `cells` (the reference, what the database path does today): the 25 presence cells around the
 *   point by the `cell` B-tree, then the true radius;
 * - `lat/lng B-tree`: the radius's bounding box on a (lat, lng) index;
 * - `R*Tree` (SQLite) or `GiST` (PostgreSQL, a `point` column): the bounding box on a spatial index;
 * - `memory, grid` (the product under load) and `memory, H3` (h3-js cells, resolution 8, the ring
 *   that covers the radius): a map by cell built from one read of the fleet, as the nearby index does.
 *
 * Each round moves every taxi up to ~300 m (one position report each, timed per design), then asks
 * `reads` random points and checks every design's count against a brute-force count of the fleet.
 * Per operation: CPU of this process (SQLite runs in it) and, on PostgreSQL, the wall time of
 * sequential calls on one connection (the database's own work is inside it). Medians of the rounds,
 * each as a ratio to `cells` in the same round (the machine is shared).
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import { gridDisk, getHexagonEdgeLengthAvg, latLngToCell, UNITS } from 'h3-js'
import pg from 'pg'
import { cellOf, cellsAround, distanceMetres, type LatLng } from '#shared/ride-lifecycle/geo.ts'
import { NEARBY_RADIUS_METRES, ringsCovering } from '#server/features/ride-lifecycle/presence.service.ts'
import { AREA, randomPoint } from './fixture.ts'
import { throwAwayDatabase } from './live-common.ts'

const { values: args } = parseArgs({
  options: {
    taxis: { type: 'string', default: '20000' },
    reads: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '5' },
    'h3-resolution': { type: 'string', default: '8' },
    'database-url': { type: 'string' },
  },
})
const TAXIS = Number(args.taxis)
const READS = Number(args.reads)
const ROUNDS = Number(args.rounds)
const RADIUS = NEARBY_RADIUS_METRES
const H3_RES = Number(args['h3-resolution'])
// any cell touching the radius around a point of the centre cell: its centre is within R + 2 edges
// of the centre cell's, and cells k rings apart have centres at least 1.5 edges × k apart
const H3_EDGE = getHexagonEdgeLengthAvg(H3_RES, UNITS.m)
const H3_RINGS = Math.ceil((RADIUS + 2 * H3_EDGE) / (1.5 * H3_EDGE))
const isPostgres = Boolean(args['database-url'])

type Taxi = { id: string; lat: number; lng: number }
type Row = { id: string; lat: number; lng: number }

/** One design: how a report writes the taxi, and how a nearby read finds the rows to filter. */
type Design = {
  name: string
  write?: (taxi: Taxi) => Promise<void> | void
  /** Before a round's reads: memory designs read the fleet here (the snapshot's cost, timed apart). */
  refresh?: () => Promise<void>
  candidates: (at: LatLng) => Promise<Row[]> | Row[]
}

/** The radius's bounding box, a little wider than the circle; the true radius filters after. */
function boxAround(at: LatLng) {
  const dLat = (RADIUS * 1.01) / 111_320
  const dLng = (RADIUS * 1.01) / (111_320 * Math.cos((at.lat * Math.PI) / 180))
  return { minLat: at.lat - dLat, maxLat: at.lat + dLat, minLng: at.lng - dLng, maxLng: at.lng + dLng }
}

const within = (at: LatLng, rows: Row[]) => rows.filter((row) => distanceMetres(at, row) <= RADIUS).length

/** A map by cell from one read of the fleet: the nearby index's shape, keyed by any cell function. */
function memoryDesign(
  name: string,
  readFleet: () => Promise<Row[]>,
  cellKey: (p: LatLng) => string,
  around: (p: LatLng) => string[],
) {
  let byCell = new Map<string, Row[]>()
  return {
    name,
    refresh: async () => {
      const next = new Map<string, Row[]>()
      for (const row of await readFleet()) {
        const key = cellKey(row)
        const list = next.get(key)
        if (list) list.push(row)
        else next.set(key, [row])
      }
      byCell = next
    },
    candidates: (at: LatLng) => {
      const out: Row[] = []
      for (const key of around(at)) {
        const rows = byCell.get(key)
        if (rows) for (const row of rows) out.push(row)
      }
      return out
    },
  } satisfies Design
}

const gridAround = (at: LatLng) => cellsAround(at, ringsCovering(at, RADIUS))
const h3Of = (p: LatLng) => latLngToCell(p.lat, p.lng, H3_RES)
const h3Around = (at: LatLng) => gridDisk(h3Of(at), H3_RINGS)

function sqliteDesigns(file: string, fleet: Taxi[]): { designs: Design[]; close: () => void } {
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('cache_size = -16000')
  db.exec(`
    create table p_cells (id text primary key, lat real not null, lng real not null, cell text not null, free integer not null);
    create index p_cells_cell on p_cells (cell);
    create table p_btree (id text primary key, lat real not null, lng real not null, free integer not null);
    create index p_btree_lat_lng on p_btree (lat, lng);
    create table p_rtree_rows (id text primary key, lat real not null, lng real not null, free integer not null);
    create virtual table p_rtree using rtree(rid, minLat, maxLat, minLng, maxLng);
  `)
  const load = db.transaction(() => {
    const cells = db.prepare('insert into p_cells values (?, ?, ?, ?, 1)')
    const btree = db.prepare('insert into p_btree values (?, ?, ?, 1)')
    const rows = db.prepare('insert into p_rtree_rows values (?, ?, ?, 1)')
    const rtree = db.prepare('insert into p_rtree values (?, ?, ?, ?, ?)')
    for (const t of fleet) {
      cells.run(t.id, t.lat, t.lng, cellOf(t))
      btree.run(t.id, t.lat, t.lng)
      const { lastInsertRowid } = rows.run(t.id, t.lat, t.lng)
      rtree.run(lastInsertRowid, t.lat, t.lat, t.lng, t.lng)
    }
  })
  load()
  db.exec('analyze')

  const cellsWrite = db.prepare('update p_cells set lat = ?, lng = ?, cell = ? where id = ?')
  const cellsRead = (n: number) =>
    db.prepare(`select id, lat, lng from p_cells where cell in (${Array(n).fill('?').join(',')}) and free = 1`)
  const cellsReads = new Map<number, Database.Statement>()
  const btreeWrite = db.prepare('update p_btree set lat = ?, lng = ? where id = ?')
  const btreeRead = db.prepare(
    'select id, lat, lng from p_btree where lat between ? and ? and lng between ? and ? and free = 1',
  )
  const rowsWrite = db.prepare('update p_rtree_rows set lat = ?, lng = ? where id = ? returning rowid as rid')
  const rtreeWrite = db.prepare('update p_rtree set minLat = ?, maxLat = ?, minLng = ?, maxLng = ? where rid = ?')
  // one report is one transaction, as the product's single UPDATE is in autocommit
  const rtreeMove = db.transaction((t: Taxi) => {
    const { rid } = rowsWrite.get(t.lat, t.lng, t.id) as { rid: number }
    rtreeWrite.run(t.lat, t.lat, t.lng, t.lng, rid)
  })
  // CROSS JOIN keeps the R*Tree outermost: SQLite's planner would otherwise scan the rows and probe it
  const rtreeRead = db.prepare(
    `select r.id, r.lat, r.lng from p_rtree cross join p_rtree_rows r on r.rowid = p_rtree.rid
     where p_rtree.minLat >= ? and p_rtree.maxLat <= ? and p_rtree.minLng >= ? and p_rtree.maxLng <= ? and r.free = 1`,
  )
  const fleetRead = db.prepare('select id, lat, lng from p_cells where free = 1')
  const readFleet = async () => fleetRead.all() as Row[]
  const designs: Design[] = [
    {
      name: 'cells (reference)',
      write: (t) => void cellsWrite.run(t.lat, t.lng, cellOf(t), t.id),
      candidates: (at) => {
        const cells = gridAround(at)
        let statement = cellsReads.get(cells.length)
        if (!statement) cellsReads.set(cells.length, (statement = cellsRead(cells.length)))
        return statement.all(...cells) as Row[]
      },
    },
    {
      name: 'lat/lng B-tree',
      write: (t) => void btreeWrite.run(t.lat, t.lng, t.id),
      candidates: (at) => {
        const b = boxAround(at)
        return btreeRead.all(b.minLat, b.maxLat, b.minLng, b.maxLng) as Row[]
      },
    },
    {
      name: 'R*Tree',
      write: (t) => rtreeMove(t),
      candidates: (at) => {
        const b = boxAround(at)
        return rtreeRead.all(b.minLat, b.maxLat, b.minLng, b.maxLng) as Row[]
      },
    },
    memoryDesign('memory, grid (product under load)', readFleet, cellOf, gridAround),
    memoryDesign(`memory, H3 res ${H3_RES}`, readFleet, h3Of, h3Around),
  ]
  return { designs, close: () => db.close() }
}

async function postgresDesigns(url: string, fleet: Taxi[]): Promise<{ designs: Design[]; close: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query(`
    create table p_cells (id text primary key, lat float8 not null, lng float8 not null, cell text not null, free boolean not null);
    create index p_cells_cell on p_cells (cell);
    create table p_btree (id text primary key, lat float8 not null, lng float8 not null, free boolean not null);
    create index p_btree_lat_lng on p_btree (lat, lng);
    create table p_gist (id text primary key, lat float8 not null, lng float8 not null, pos point not null, free boolean not null);
    create index p_gist_pos on p_gist using gist (pos);
  `)
  for (let start = 0; start < fleet.length; start += 1000) {
    const batch = fleet.slice(start, start + 1000)
    const ids = batch.map((t) => t.id)
    const lats = batch.map((t) => t.lat)
    const lngs = batch.map((t) => t.lng)
    const cells = batch.map((t) => cellOf(t))
    await client.query(
      'insert into p_cells select id, lat, lng, cell, true from unnest($1::text[], $2::float8[], $3::float8[], $4::text[]) as t(id, lat, lng, cell)',
      [ids, lats, lngs, cells],
    )
    await client.query(
      'insert into p_btree select id, lat, lng, true from unnest($1::text[], $2::float8[], $3::float8[]) as t(id, lat, lng)',
      [ids, lats, lngs],
    )
    await client.query(
      'insert into p_gist select id, lat, lng, point(lng, lat), true from unnest($1::text[], $2::float8[], $3::float8[]) as t(id, lat, lng)',
      [ids, lats, lngs],
    )
  }
  await client.query('analyze')
  const run = async (name: string, text: string, values: unknown[]) =>
    (await client.query<Row>({ name, text, values })).rows
  const readFleet = () => run('fleet', 'select id, lat, lng from p_cells where free', [])
  /** A query of the radius's bounding box: $1–$2 latitude, $3–$4 longitude. */
  const inBox = (name: string, text: string) => (at: LatLng) => {
    const b = boxAround(at)
    return run(name, text, [b.minLat, b.maxLat, b.minLng, b.maxLng])
  }
  const designs: Design[] = [
    {
      name: 'cells (reference)',
      write: async (t) =>
        void (await run('w_cells', 'update p_cells set lat = $1, lng = $2, cell = $3 where id = $4', [
          t.lat,
          t.lng,
          cellOf(t),
          t.id,
        ])),
      candidates: (at) =>
        run('r_cells', 'select id, lat, lng from p_cells where cell = any($1::text[]) and free', [gridAround(at)]),
    },
    {
      name: 'lat/lng B-tree',
      write: async (t) =>
        void (await run('w_btree', 'update p_btree set lat = $1, lng = $2 where id = $3', [t.lat, t.lng, t.id])),
      candidates: inBox(
        'r_btree',
        'select id, lat, lng from p_btree where lat between $1 and $2 and lng between $3 and $4 and free',
      ),
    },
    {
      name: 'GiST (point)',
      write: async (t) =>
        void (await run('w_gist', 'update p_gist set lat = $1, lng = $2, pos = point($2, $1) where id = $3', [
          t.lat,
          t.lng,
          t.id,
        ])),
      candidates: inBox(
        'r_gist',
        'select id, lat, lng from p_gist where pos <@ box(point($3, $1), point($4, $2)) and free',
      ),
    },
    memoryDesign('memory, grid (product under load)', readFleet, cellOf, gridAround),
    memoryDesign(`memory, H3 res ${H3_RES}`, readFleet, h3Of, h3Around),
  ]
  return { designs, close: () => client.end() }
}

/** CPU of this process and wall time, per call, over `calls` sequential calls. */
async function timed(calls: number, call: (i: number) => Promise<unknown> | unknown) {
  const cpu = process.cpuUsage()
  const wall = performance.now()
  for (let i = 0; i < calls; i++) await call(i)
  const used = process.cpuUsage(cpu)
  return { cpuMs: (used.user + used.system) / 1000 / calls, wallMs: (performance.now() - wall) / calls }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** A few hundred metres from where the taxi was, kept in the city's area. */
const moved = (t: Taxi): Taxi => ({
  id: t.id,
  lat: Math.min(AREA.maxLat, Math.max(AREA.minLat, t.lat + (Math.random() - 0.5) * 0.005)),
  lng: Math.min(AREA.maxLng, Math.max(AREA.minLng, t.lng + (Math.random() - 0.5) * 0.007)),
})

const fleet: Taxi[] = Array.from({ length: TAXIS }, (_, i) => ({ id: `taxi-${i}`, ...randomPoint() }))
const database = await throwAwayDatabase(args['database-url'], 'durak-nearby')
const { designs, close } = isPostgres
  ? await postgresDesigns(database.databaseUrl!, fleet)
  : sqliteDesigns(path.join(database.dataDir, 'nearby.db'), fleet)

type Sample = {
  readCpu: number
  readWall: number
  writeCpu: number
  writeWall: number
  refreshMs: number
  wrong: number
}
const samples = new Map<string, Sample[]>(designs.map((d) => [d.name, []]))
let meanCandidates = new Map<string, number>()
let meanWithin = 0

try {
  for (let round = 0; round <= ROUNDS; round++) {
    // every taxi reports once, the same new position in every design
    const next = fleet.map(moved)
    const writes = new Map<string, { cpuMs: number; wallMs: number }>()
    for (const design of designs)
      if (design.write) writes.set(design.name, await timed(next.length, (i) => design.write!(next[i]!)))
    next.forEach((t, i) => (fleet[i] = t))

    const points = Array.from({ length: READS }, () => randomPoint())
    const truth = points.map((at) => within(at, fleet))
    meanWithin = truth.reduce((a, b) => a + b, 0) / READS
    meanCandidates = new Map()
    for (const design of designs) {
      const refreshStart = performance.now()
      await design.refresh?.()
      const refreshMs = design.refresh ? performance.now() - refreshStart : 0
      let wrong = 0
      let candidates = 0
      const read = await timed(READS, async (i) => {
        const rows = await design.candidates(points[i]!)
        candidates += rows.length
        if (within(points[i]!, rows) !== truth[i]) wrong++
      })
      meanCandidates.set(design.name, candidates / READS)
      // round 0 warms the caches and the JIT: not counted
      if (round === 0) continue
      const write = writes.get(design.name) ?? { cpuMs: 0, wallMs: 0 }
      samples.get(design.name)!.push({
        readCpu: read.cpuMs,
        readWall: read.wallMs,
        writeCpu: write.cpuMs,
        writeWall: write.wallMs,
        refreshMs,
        wrong,
      })
    }
    process.stderr.write(`round ${round} of ${ROUNDS} done\n`)
  }
} finally {
  await close()
  await database.cleanup()
}

// per design: the median of each figure, and of its ratio to the reference in the same round
const reference = samples.get(designs[0]!.name)!
const cost = (s: Sample, kind: 'read' | 'write') =>
  isPostgres ? (kind === 'read' ? s.readWall : s.writeWall) : kind === 'read' ? s.readCpu : s.writeCpu
const results = designs.map((design) => {
  const own = samples.get(design.name)!
  const ratio = (kind: 'read' | 'write') => median(own.map((s, r) => cost(s, kind) / cost(reference[r]!, kind)))
  return {
    design: design.name,
    rowsRead: Math.round(meanCandidates.get(design.name) ?? 0),
    readMs: median(own.map((s) => cost(s, 'read'))),
    readRatio: ratio('read'),
    writeMs: design.write ? median(own.map((s) => cost(s, 'write'))) : null,
    writeRatio: design.write ? ratio('write') : null,
    refreshMs: design.refresh ? median(own.map((s) => s.refreshMs)) : null,
    wrongCounts: own.reduce((sum, s) => sum + s.wrong, 0),
  }
})
const measure = isPostgres ? 'wall ms (sequential, one connection)' : 'CPU ms (SQLite in process)'
console.log(
  JSON.stringify({
    database: isPostgres ? 'postgres' : 'sqlite',
    taxis: TAXIS,
    reads: READS,
    rounds: ROUNDS,
    h3Rings: H3_RINGS,
    meanWithin,
    results,
  }),
)
console.log(
  `\n${TAXIS} taxis, ${READS} reads a round, ${ROUNDS} rounds; ${measure}; about ${meanWithin.toFixed(0)} taxis within ${RADIUS} m`,
)
console.log(
  '| design | rows read per nearby | nearby, per read | × cells | report, per write | × cells | snapshot of the fleet | counts wrong |',
)
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |')
const fixed = (v: number | null, digits = 3) => (v === null ? '—' : v.toFixed(digits))
for (const r of results)
  console.log(
    `| ${r.design} | ${r.rowsRead} | ${fixed(r.readMs)} ms | ${fixed(r.readRatio, 2)} | ${r.writeMs === null ? '— (none)' : `${fixed(r.writeMs)} ms`} | ${fixed(r.writeRatio, 2)} | ${r.refreshMs === null ? '—' : `${fixed(r.refreshMs, 1)} ms`} | ${r.wrongCounts} |`,
  )
