import { CompiledQuery, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { presenceCellsIn } from '#shared/operations-live.ts'
import { randomUUID } from 'node:crypto'
import { insertOnlineDrivers } from '../../../scripts/perf/fixture.ts'
import { bareRideRow, createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { lifecycleKit, near, sceneOrigin } from '#server/test/lifecycle-kit.ts'
import { queryCapture, type CapturedQuery } from '#server/test/query-capture.ts'
import type { Db } from '#server/db/database.ts'
import {
  countTaxisByCell,
  findRideById,
  findTaxiByPlate,
  listOfferedTaxis,
  listOpenRides,
  listTaxisInBox,
} from './operations-live.queries.ts'

type PgPlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PgPlanNode[] }
function* pgNodes(node: PgPlanNode): Generator<PgPlanNode> {
  yield node
  for (const child of node.Plans ?? []) yield* pgNodes(child)
}

/** How a statement reads its tables: the indexes it uses, and `SCAN <table>` for each table read whole. */
async function accessPaths(db: Db, dialect: string, query: CapturedQuery): Promise<string[]> {
  if (dialect === 'postgres') {
    return db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx)
      const result = await trx.executeQuery<{ 'QUERY PLAN': { Plan: PgPlanNode }[] }>(
        CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
      )
      return [...pgNodes(result.rows[0]!['QUERY PLAN'][0]!.Plan)].flatMap((n) =>
        n['Node Type'] === 'Seq Scan' ? [`SCAN ${n['Relation Name']}`] : n['Index Name'] ? [n['Index Name']] : [],
      )
    })
  }
  const plan = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  )
  return plan.rows.flatMap(({ detail }) => {
    const match =
      /^(SCAN|SEARCH) (?:TABLE )?(\w+)(?: USING (?:COVERING )?INDEX (\w+)| USING INTEGER PRIMARY KEY)?/.exec(detail)
    if (!match) return []
    return [match[3] ?? (match[1] === 'SCAN' ? `SCAN ${match[2]}` : `${match[2]} rowid`)]
  })
}

/**
 * The live map's reads (decision 062) go through indexes: the ticker's grouped count walks
 * driver_presence_cell_idx, open rides come by rides_status_changed_idx, offers by
 * ride_offers_status_idx, a zoomed-in box by its cells; joins by primary keys.
 */
describe.each(DIALECTS)('query plans of the live map on %s', (dialect) => {
  let ctx: TestContext
  const kit = lifecycleKit(() => ctx)
  const capture = queryCapture(dialect)
  let db: Db
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-16T08:00:00Z') })
    const origin = sceneOrigin(1)
    for (let i = 0; i < 6; i++) await kit.onlineDriver(near(origin, 200 + i * 150))
    const passenger = await kit.person('PASSENGER')
    await kit.requestRide(passenger, origin)
    // a city's worth of rows, so the planner prices its choices as it would in service
    await insertOnlineDrivers(ctx.db, 2_000, ctx.now)
    for (let start = 0; start < 4_000; start += 500)
      await ctx.db
        .insertInto('rides')
        .values(
          Array.from({ length: 500 }, () => ({
            ...bareRideRow(passenger.id),
            id: randomUUID(),
            status: 'COMPLETED',
            pickupAddress: 'Taksim',
          })),
        )
        .execute()
    if (dialect === 'postgres') await sql`analyze`.execute(ctx.db)
    db = ctx.db.withPlugin(capture.plugin)
  })
  afterAll(async () => ctx?.destroy())

  const pathsOf = async (run: () => Promise<unknown>) => {
    capture.take()
    await run()
    const statements = capture.take()
    expect(statements).toHaveLength(1)
    return accessPaths(ctx.db, dialect, statements[0]!)
  }
  const pkOf = (table: string) => (dialect === 'postgres' ? `${table}_pkey` : `sqlite_autoindex_${table}_1`)

  it('counts taxis per cell along the cell index', async () => {
    expect(await pathsOf(() => countTaxisByCell(db))).toEqual(['driver_presence_cell_idx'])
  })

  it('reads the open rides by status, their taxis by primary key', async () => {
    const paths = await pathsOf(() => listOpenRides(db))
    expect(paths).toContain('rides_status_changed_idx')
    expect(paths.filter((p) => p.startsWith('SCAN'))).toEqual([])
  })

  it('reads offered taxis by the offers’ status index', async () => {
    const paths = await pathsOf(() => listOfferedTaxis(db, ctx.now.toISOString()))
    // PostgreSQL may walk the (driver, status, expiry) index of the few offers instead: an index too
    expect(paths.filter((p) => p.startsWith('ride_offers_'))).toHaveLength(1)
    expect(paths).toContain(pkOf('driver_presence'))
    expect(paths.filter((p) => p.startsWith('SCAN'))).toEqual([])
  })

  it('reads a zoomed-in box by its cells', async () => {
    const origin = sceneOrigin(1)
    const box = { south: origin.lat - 0.01, north: origin.lat + 0.01, west: origin.lng - 0.01, east: origin.lng + 0.01 }
    const paths = await pathsOf(() =>
      listTaxisInBox(db, { ...box, cells: presenceCellsIn({ ...box, zoom: 15 }) }, { limit: 301 }),
    )
    expect(paths).toContain('driver_presence_cell_idx')
    expect(paths.filter((p) => p.startsWith('SCAN'))).toEqual([])
  })

  it('finds a taxi by its plate’s key along the plate index (migration 022)', async () => {
    const paths = await pathsOf(() => findTaxiByPlate(db, '34NOPE999'))
    expect(paths).toContain('driver_profiles_plate_key_idx')
    expect(paths.filter((p) => p.startsWith('SCAN'))).toEqual([])
  })

  it('finds a ride by its primary key', async () => {
    const paths = await pathsOf(() => findRideById(db, 'nope'))
    expect(paths).toContain(pkOf('rides'))
    expect(paths.filter((p) => p.startsWith('SCAN'))).toEqual([])
  })
})
