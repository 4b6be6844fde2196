import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cellOf } from '#shared/ride-lifecycle/geo.ts'
import { DemandGridSchema, TopAreasSchema, type DemandGrid } from '#shared/schemas/demand.ts'
import { sweep as runSweep } from '#server/features/ride-lifecycle/dispatch.service.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { csvCells, liveFormulaCells } from '#server/test/csv-cells.ts'
import { json, lifecycleKit, type Person } from '#server/test/lifecycle-kit.ts'
import { signInStaff } from '#server/test/staff-sign-in.ts'
import { pickupCellSql } from '#server/db/migrations/021-demand-by-area.ts'
import { addSupplySample } from './demand.queries.ts'
import { sampleSupply } from './demand.service.ts'

/**
 * Monday 16 March 2026, 12:30 in Istanbul (09:30 UTC). Today began at 15 March 21:00 UTC; the
 * last 7 days at 9 March 21:00 UTC (Tuesday 10 March 00:00 Istanbul).
 */
const NOW = '2026-03-16T09:30:00.000Z'
const TAKSIM = { lat: 41.037, lng: 28.9857 }
const FIELD = { lat: 40.501, lng: 30.501 } // no landmark near
const A = cellOf(TAKSIM)
const B = cellOf(FIELD)

describe.each(DIALECTS)('where taxis are needed (issue 25) on %s', (dialect) => {
  let ctx: TestContext
  const kit = lifecycleKit(() => ctx)
  const { call, person, onlineDriver, advance } = kit
  let admin: Person
  let support: Person
  let passenger: Person

  /** A ride written as the lifecycle would have left it: requested at `at`, now in `status`. */
  async function ride(at: string, where: { lat: number; lng: number }, status: string): Promise<string> {
    const id = crypto.randomUUID()
    await ctx.db
      .insertInto('rides')
      .values({
        id,
        passengerId: passenger.id,
        status,
        fareKurus: 0,
        distanceMetres: 0,
        durationSeconds: 0,
        pickupAddress: 'Taksim Meydanı',
        pickupLat: where.lat,
        pickupLng: where.lng,
        pickupCell: cellOf(where),
        createdAt: at,
        statusChangedAt: at,
      })
      .execute()
    return id
  }

  const grid = async (query: string, who: Person = admin): Promise<DemandGrid> => {
    const response = await call('GET', `/api/v1/admin/demand?${query}`, who)
    expect(response.statusCode).toBe(200)
    return DemandGridSchema.parse(json(response))
  }
  const cellIn = (g: DemandGrid, cell: string) => {
    const found = g.cells.find((c) => c.area.cell === cell)
    return found && { requests: found.requests, expired: found.expired, freeTaxis: found.freeTaxis }
  }

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date(NOW) })
    admin = await person('ADMIN')
    const supportUser = await ctx.createUser({ type: 'SUPPORT', firstName: 'Sena', lastName: 'Destek' })
    support = { ...supportUser, cookie: await signInStaff(ctx, supportUser) }
    passenger = await person('PASSENGER')
    // today, 08:10 Istanbul: three requests in Taksim's cell, two of them found no taxi
    await ride('2026-03-16T05:10:00.000Z', TAKSIM, 'EXPIRED')
    await ride('2026-03-16T05:20:00.000Z', TAKSIM, 'EXPIRED')
    await ride('2026-03-16T05:40:00.000Z', TAKSIM, 'COMPLETED')
    // the first instant of today (00:00 Istanbul) and the last of yesterday (23:59:59.999)
    await ride('2026-03-15T21:00:00.000Z', TAKSIM, 'EXPIRED')
    await ride('2026-03-15T20:59:59.999Z', TAKSIM, 'EXPIRED')
    // Tuesday 08:30 Istanbul, inside the 7 days; the first instant of the 7 days; the last before them
    await ride('2026-03-10T05:30:00.000Z', FIELD, 'EXPIRED')
    await ride('2026-03-10T05:35:00.000Z', FIELD, 'CANCELLED')
    await ride('2026-03-09T21:00:00.000Z', FIELD, 'COMPLETED')
    await ride('2026-03-09T20:59:59.999Z', FIELD, 'EXPIRED')
    // a ride of the CLI's, with no pickup position, has no area
    await ctx.createRide({ passengerId: passenger.id, status: 'EXPIRED', createdAt: '2026-03-16T06:00:00.000Z' })
  })
  afterAll(async () => ctx?.destroy())

  it('lets SUPPORT and ADMIN read it; passengers and drivers get 403, nobody signed in 401', async () => {
    for (const who of [admin, support]) {
      for (const url of ['/api/v1/admin/demand', '/api/v1/admin/demand/top-areas', '/api/v1/admin/demand/export'])
        expect((await call('GET', url, who)).statusCode).toBe(200)
    }
    const driver = await person('DRIVER')
    for (const url of ['/api/v1/admin/demand', '/api/v1/admin/demand/top-areas', '/api/v1/admin/demand/export']) {
      expect((await call('GET', url, passenger)).statusCode).toBe(403)
      expect((await call('GET', url, driver)).statusCode).toBe(403)
      expect((await call('GET', url, null)).statusCode).toBe(401)
    }
  })

  it('refuses a period or an hour it does not know with 400', async () => {
    expect((await call('GET', '/api/v1/admin/demand?period=30d', admin)).statusCode).toBe(400)
    expect((await call('GET', '/api/v1/admin/demand?hour=24', admin)).statusCode).toBe(400)
  })

  it('gives the rides before migration 021 the cell the presence grid uses (negative positions and cell edges too)', async () => {
    const spots = [TAKSIM, FIELD, { lat: 41.02, lng: 28.98 }, { lat: -0.01, lng: -33.333 }, { lat: 0, lng: 179.99 }]
    for (const spot of spots) await ride('2026-01-01T00:00:00.000Z', spot, 'COMPLETED')
    const before = ctx.db.updateTable('rides').where('createdAt', '=', '2026-01-01T00:00:00.000Z')
    await before.set({ pickupCell: null }).execute()
    await ctx.db
      .updateTable('rides')
      .set({ pickupCell: pickupCellSql(dialect) })
      .where('createdAt', '=', '2026-01-01T00:00:00.000Z')
      .execute()
    const rows = await ctx.db
      .selectFrom('rides')
      .select(['pickupLat', 'pickupLng', 'pickupCell'])
      .where('createdAt', '=', '2026-01-01T00:00:00.000Z')
      .execute()
    expect(rows).toHaveLength(spots.length)
    for (const row of rows)
      expect(row.pickupCell).toBe(cellOf({ lat: Number(row.pickupLat), lng: Number(row.pickupLng) }))
  })

  it('counts today from 00:00 Istanbul: requests and those no taxi took, per area', async () => {
    const today = await grid('period=today')
    expect(today.from).toBe('2026-03-15T21:00:00.000Z')
    expect(today.to).toBe('2026-03-16T21:00:00.000Z')
    expect(today.cells.map((c) => c.area.cell)).toEqual([A])
    expect(cellIn(today, A)).toEqual({ requests: 4, expired: 3, freeTaxis: 0 })
    const area = today.cells[0]!.area
    expect(area.landmarkId).toBe('taksim')
    expect(area.south).toBeLessThanOrEqual(TAKSIM.lat)
    expect(area.north).toBeGreaterThan(TAKSIM.lat)
  })

  it('counts the last 7 days from Tuesday 00:00 Istanbul, today included', async () => {
    const week = await grid('period=7d')
    expect(week.from).toBe('2026-03-09T21:00:00.000Z')
    expect(week.cells.map((c) => c.area.cell).sort()).toEqual([A, B].sort())
    expect(cellIn(week, A)).toEqual({ requests: 5, expired: 4, freeTaxis: 0 })
    expect(cellIn(week, B)).toEqual({ requests: 3, expired: 1, freeTaxis: 0 })
    expect(week.cells.find((c) => c.area.cell === B)!.area.landmarkId).toBeNull()
  })

  it('narrows to one hour of the day in Istanbul time', async () => {
    const eight = await grid('period=7d&hour=8')
    expect(eight.hour).toBe(8)
    expect(cellIn(eight, A)).toEqual({ requests: 3, expired: 2, freeTaxis: 0 })
    expect(cellIn(eight, B)).toEqual({ requests: 2, expired: 1, freeTaxis: 0 })
    const midnight = await grid('period=7d&hour=0')
    expect(cellIn(midnight, A)).toEqual({ requests: 1, expired: 1, freeTaxis: 0 })
    expect(cellIn(midnight, B)).toEqual({ requests: 1, expired: 0, freeTaxis: 0 })
    const lastHour = await grid('period=7d&hour=23')
    expect(cellIn(lastHour, A)).toEqual({ requests: 1, expired: 1, freeTaxis: 0 })
    expect(lastHour.cells).toHaveLength(1)
  })

  it('lists the areas with the most requests no taxi took, with their peak hours', async () => {
    const today = TopAreasSchema.parse(json(await call('GET', '/api/v1/admin/demand/top-areas?period=today', support)))
    expect(today.areas.map((a) => [a.area.cell, a.requests, a.expired, a.peakHours])).toEqual([[A, 4, 3, [8, 0]]])
    const week = TopAreasSchema.parse(json(await call('GET', '/api/v1/admin/demand/top-areas?period=7d', support)))
    expect(week.areas.map((a) => [a.area.cell, a.requests, a.expired, a.peakHours])).toEqual([
      [A, 5, 4, [8, 0, 23]],
      [B, 3, 1, [8]],
    ])
  })

  it('keeps free taxis as an average per area and hour, counted once a minute by one instance only', async () => {
    const first = await onlineDriver(TAKSIM)
    await onlineDriver({ lat: TAKSIM.lat + 0.001, lng: TAKSIM.lng })
    const busy = await onlineDriver({ lat: TAKSIM.lat - 0.001, lng: TAKSIM.lng })
    await onlineDriver(FIELD)
    // a taxi on a ride is not free
    const itsRide = await ride('2026-01-02T09:20:00.000Z', { lat: 38, lng: 27 }, 'IN_PROGRESS')
    await ctx.db.updateTable('driver_presence').set({ activeRideId: itsRide }).where('driverId', '=', busy.id).execute()

    expect(await sampleSupply(ctx.db, ctx.now)).toBe(true)
    // a second instance sweeping in the same minute counts nothing
    const minute = Math.floor(ctx.now.getTime() / 60_000)
    expect(await addSupplySample(ctx.db, '2026-03-16T09:00:00.000Z', minute)).toBe(false)
    advance(60_000)
    expect((await call('POST', '/api/v1/driver/offline', first)).statusCode).toBe(200)
    expect(await sampleSupply(ctx.db, ctx.now)).toBe(true)
    expect(await sampleSupply(ctx.db, ctx.now)).toBe(false)

    // minute 1: Taksim 2, field 1; minute 2: Taksim 1, field 1 (12:00–13:00 Istanbul)
    const noon = await grid('period=today&hour=12')
    expect(noon.sampledMinutes).toBe(2)
    expect(cellIn(noon, A)).toEqual({ requests: 0, expired: 0, freeTaxis: 1.5 })
    expect(cellIn(noon, B)).toEqual({ requests: 0, expired: 0, freeTaxis: 1 })
    const today = await grid('period=today')
    expect(cellIn(today, A)).toEqual({ requests: 4, expired: 3, freeTaxis: 1.5 })
    const eight = await grid('period=today&hour=8')
    expect(eight.sampledMinutes).toBe(0)
    expect(cellIn(eight, A)).toEqual({ requests: 3, expired: 2, freeTaxis: 0 })
    // no position is kept: only sums per hour and cell
    const kept = await ctx.db.selectFrom('supply_samples').selectAll().execute()
    expect(new Map(kept.map((r) => [r.cell, Number(r.freeTaxiSum)]))).toEqual(
      new Map([
        [A, 3],
        [B, 2],
      ]),
    )
  })

  it('writes the CSV in Turkish: words in the header, one row per area and hour, figures as numbers', async () => {
    const response = await call('GET', '/api/v1/admin/demand/export?period=7d&lang=tr', admin)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/csv/)
    expect(response.headers['content-disposition']).toBe('attachment; filename="durak-demand-7d.csv"')
    expect(response.headers['cache-control']).toBe('no-store')
    const rows = csvCells(response.body, ';')
    expect(rows[0]).toEqual([
      'ızgara hücresi',
      'yakını',
      'merkez enlem',
      'merkez boylam',
      'saat (İstanbul)',
      'çağrı',
      'taksi bulunamadı',
      'boş taksi (ortalama)',
    ])
    const row = (cell: string, hour: string) => rows.find((r) => r[0] === cell && r[4] === hour)
    expect(row(A, '08:00–09:00')).toEqual([A, 'Taksim Meydanı', '41,03', '28,99', '08:00–09:00', '3', '2', '0,0'])
    expect(row(A, '12:00–13:00')).toEqual([A, 'Taksim Meydanı', '41,03', '28,99', '12:00–13:00', '0', '0', '1,5'])
    expect(row(B, '08:00–09:00')?.slice(1)).toEqual(['', '40,51', '30,51', '08:00–09:00', '2', '1', '0,0'])
    // A at 00, 08, 12 and 23; B at 00, 08 and 12 (the rest of the 7 days had nothing)
    expect(rows.slice(1).map((r) => `${r[0]} ${r[4]!.slice(0, 2)}`)).toEqual(
      [`${A} 00`, `${A} 08`, `${A} 12`, `${A} 23`, `${B} 00`, `${B} 08`, `${B} 12`].sort(),
    )
  })

  it('writes the CSV in English with commas, and no cell a spreadsheet would run', async () => {
    // a pickup west of Greenwich and south of the equator: its cell starts with "-"
    await ride('2026-03-16T07:00:00.000Z', { lat: -0.01, lng: -0.01 }, 'EXPIRED')
    const response = await call('GET', '/api/v1/admin/demand/export?period=today&lang=en', admin)
    const rows = csvCells(response.body, ',')
    expect(rows[0]).toEqual([
      'grid cell',
      'near',
      'centre latitude',
      'centre longitude',
      'hour (Istanbul)',
      'requests',
      'no taxi found',
      'free taxis (average)',
    ])
    const negative = rows.find((r) => r[0]!.includes('-1:-1'))
    expect(negative).toEqual(["'-1:-1", '', '-0.01', '-0.01', '10:00–11:00', '1', '1', '0.0'])
    expect(liveFormulaCells(rows)).toEqual([])
  })

  it('counts a ride requested through the API in its pickup cell, and its expiry once the sweep ends it', async () => {
    const origin = { lat: 39.9, lng: 32.85 } // Ankara: no taxi online there
    const rideId = await kit.requestRide(await person('PASSENGER'), origin)
    advance(5 * 60_000 + 1_000)
    await runSweep(ctx.app.rideLifecycle)
    const status = await ctx.db.selectFrom('rides').select('status').where('id', '=', rideId).executeTakeFirstOrThrow()
    expect(status.status).toBe('EXPIRED')
    expect(cellIn(await grid('period=today'), cellOf(origin))).toEqual({ requests: 1, expired: 1, freeTaxis: 0 })
  })
})
