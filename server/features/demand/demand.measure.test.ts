import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cellOf } from '#shared/ride-lifecycle/geo.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { insertOnlineDrivers, randomPoint } from '../../../scripts/perf/fixture.ts'
import { demandGrid, demandRows, sampleSupply, topAreas, type DemandDeps } from './demand.service.ts'

/**
 * Decision 064's figures, run by hand: `DEMAND_MEASURE=1 npx vitest run server/features/demand/demand.measure.test.ts`
 * (with TEST_DATABASE_URL for PostgreSQL too). Seeds 8 days of rides (RIDES_PER_DAY, default
 * 50,000, over 600 random cells of Istanbul, a quarter expired) and a sample a minute of those cells, then
 * times each figure's queries (median of 5 runs) and one minute's sample over 20,000 taxis.
 */
const RIDES_PER_DAY = Number(process.env.RIDES_PER_DAY ?? 50_000)
const CELLS = 600
const NOW = new Date('2026-03-16T18:30:00Z')
const DAY_MS = 86_400_000

describe.skipIf(!process.env.DEMAND_MEASURE).each(DIALECTS)('demand figures over a seeded week on %s', (dialect) => {
  let ctx: TestContext
  let deps: DemandDeps
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: NOW })
    deps = { db: ctx.db, dialect, now: () => ctx.now }
    const passenger = await ctx.createUser({ type: 'PASSENGER' })
    const start = NOW.getTime() - 8 * DAY_MS
    const total = RIDES_PER_DAY * 8
    // the cells of Istanbul's built-up area (the load test's), about 680 of them
    const unique = new Set<string>()
    while (unique.size < CELLS) unique.add(cellOf(randomPoint()))
    const cells = [...unique]
    const cell = (i: number) => cells[i]!
    const began = performance.now()
    for (let i = 0; i < total; i += 1_000) {
      const rows = Array.from({ length: Math.min(1_000, total - i) }, (_, k) => {
        const n = i + k
        return {
          id: `r${n}`,
          passengerId: passenger.id,
          status: n % 4 === 0 ? 'EXPIRED' : 'COMPLETED',
          fareKurus: 0,
          distanceMetres: 0,
          durationSeconds: 0,
          pickupAddress: 'x',
          pickupLat: 41,
          pickupLng: 29,
          pickupCell: cell((n * 7919) % CELLS),
          createdAt: new Date(start + Math.floor((n / total) * 8 * DAY_MS)).toISOString(),
        }
      })
      await ctx.db.insertInto('rides').values(rows).execute()
    }
    for (let h = 0; h < 8 * 24; h++) {
      const hour = new Date(Math.floor(start / 3_600_000) * 3_600_000 + h * 3_600_000).toISOString()
      await ctx.db.insertInto('supply_sample_hours').values({ hour, samples: 60, lastMinute: 0 }).execute()
      const rows = Array.from({ length: CELLS }, (_, c) => ({ hour, cell: cell(c), freeTaxiSum: 60 * (c % 40) }))
      for (let i = 0; i < rows.length; i += 300)
        await ctx.db
          .insertInto('supply_samples')
          .values(rows.slice(i, i + 300))
          .execute()
    }
    // 20,000 taxis online over Istanbul, a quarter of them on a ride
    await insertOnlineDrivers(ctx.db, 20_000, NOW)
    await sql`update driver_presence set "activeRideId" = 'r0' where "driverId" in (select "driverId" from driver_presence order by "driverId" limit 5000)`.execute(
      ctx.db,
    )
    await (dialect === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(ctx.db)
    console.log(`${dialect}: seeded ${total} rides in ${Math.round(performance.now() - began)} ms`)
  }, 900_000)
  afterAll(async () => ctx?.destroy())

  async function median(label: string, run: () => Promise<unknown>) {
    const times: number[] = []
    for (let i = 0; i < 5; i++) {
      const t = performance.now()
      await run()
      times.push(performance.now() - t)
    }
    times.sort((a, b) => a - b)
    console.log(
      `${dialect} ${label}: median ${times[2]!.toFixed(1)} ms (min ${times[0]!.toFixed(1)}, max ${times[4]!.toFixed(1)})`,
    )
  }

  it('times the grid, the top areas, the CSV rows and one minute sample', async () => {
    await median('grid 7d', () => demandGrid(deps, { period: '7d' }))
    await median('grid 7d hour 8', () => demandGrid(deps, { period: '7d', hour: 8 }))
    await median('grid today', () => demandGrid(deps, { period: 'today' }))
    await median('top areas 7d', () => topAreas(deps, '7d'))
    await median('csv rows 7d', () => demandRows(deps, '7d'))
    let minute = 0
    await median('sample 20,000 taxis', () => sampleSupply(ctx.db, new Date(NOW.getTime() + ++minute * 60_000)))
    const grid = await demandGrid(deps, { period: '7d' })
    expect(grid.cells.length).toBeGreaterThan(300)
  }, 300_000)
})
