import { beforeAll, describe, expect, it } from 'vitest'
import { createApiWorld, httpOf, json, onePerDialect, type ApiWorld } from '#server/test/api-world.ts'
import { DIALECTS } from '#server/test/context.ts'

const worldOn = onePerDialect(createApiWorld)

/** The world's rides (15 March 2026): 1 Mar 08:00Z, 28 Feb 21:30Z (1 Mar in Istanbul), 28 Feb 20:59Z (28 Feb in Istanbul), 2 Mar. */
describe.each(DIALECTS)('back-office rides and overview on %s (issue 14)', (dialect) => {
  let w: ApiWorld
  beforeAll(async () => {
    w = await worldOn(dialect)
  })
  const { get } = httpOf(() => w.ctx)
  const rides = async (query: string) => {
    const response = await get(`/api/v1/admin/rides?${query}`, w.adminCookie)
    expect(response.statusCode, response.body).toBe(200)
    return json(response.body).items as { id: string; status: string; createdAt: string; fareCheck: unknown }[]
  }

  it('filters by status, passenger, driver and Istanbul days', async () => {
    expect(await rides('limit=50')).toHaveLength(4)
    expect((await rides('status=CANCELLED')).map((r) => r.status)).toEqual(['CANCELLED'])
    expect(await rides(`passengerId=${w.otherPassenger.id}`)).toHaveLength(1)
    expect(await rides(`driverId=${w.driver.id}`)).toHaveLength(3)
    // 1 March in Istanbul starts at 28 Feb 21:00 UTC
    const march1 = await rides('from=2026-03-01&to=2026-03-01')
    expect(march1.map((r) => r.createdAt).sort()).toEqual(['2026-02-28T21:30:00.000Z', '2026-03-01T08:00:00.000Z'])
    expect((await rides('to=2026-02-28')).map((r) => r.createdAt)).toEqual(['2026-02-28T20:59:00.000Z'])
    expect((await rides('status=COMPLETED&from=2026-03-01')).every((r) => r.fareCheck !== null)).toBe(true)
  })

  it('answers 400 with a clear message for a bad or reversed date range', async () => {
    for (const query of ['from=2026-02-30', 'from=2026-03-02&to=2026-03-01', 'from=yesterday']) {
      const response = await get(`/api/v1/admin/rides?${query}`, w.adminCookie, { 'x-durak-lang': 'en' })
      expect([query, response.statusCode]).toEqual([query, 400])
    }
    const reversed = await get('/api/v1/admin/rides?from=2026-03-02&to=2026-03-01', w.adminCookie, {
      'x-durak-lang': 'tr',
    })
    expect(json(reversed.body).error.message).toContain('YYYY-AA-GG')
  })

  it("shows a ride's page with its timeline, fare and fare check; 404 for an unknown ride", async () => {
    const [ride] = await rides(`status=COMPLETED&passengerId=${w.passenger.id}&limit=1`)
    const page = json((await get(`/api/v1/admin/rides/${ride!.id}`, w.adminCookie)).body)
    expect(page).toMatchObject({
      passengerId: w.passenger.id,
      driverId: w.driver.id,
      ride: { id: ride!.id, status: 'COMPLETED' },
    })
    expect(Array.isArray(page.ride.timeline)).toBe(true)
    expect(page.fareCheck).toMatchObject({ status: expect.any(String) })
    expect((await get('/api/v1/admin/rides/nope', w.adminCookie)).statusCode).toBe(404)
  })

  it('counts the overview: rides today and this week by status in Istanbul days, drivers, open requests', async () => {
    await w.ctx.createRide({ passengerId: w.passenger.id, status: 'REQUESTED', createdAt: '2026-03-15T09:00:00Z' })
    await w.ctx.createRide({ passengerId: w.passenger.id, status: 'COMPLETED', createdAt: '2026-03-09T08:00:00Z' }) // Monday
    await w.ctx.createRide({ passengerId: w.passenger.id, status: 'COMPLETED', createdAt: '2026-03-08T20:59:00Z' }) // Sunday 23:59
    const overview = json((await get('/api/v1/admin/overview', w.adminCookie)).body)
    expect(overview.todayStartsAt).toBe('2026-03-14T21:00:00.000Z')
    expect(overview.weekStartsAt).toBe('2026-03-08T21:00:00.000Z')
    expect(overview.today).toEqual({ total: 1, byStatus: { REQUESTED: 1 } })
    expect(overview.week).toEqual({ total: 2, byStatus: { REQUESTED: 1, COMPLETED: 1 } })
    expect(overview).toMatchObject({
      onlineDrivers: 1,
      verifiedDrivers: 1,
      waitingVerification: 0,
      openProblemReports: 0,
    })
  })

  it('exports rides as CSV: every row, exact lira, formula cells neutralised', async () => {
    await w.ctx.createRide({
      passengerId: w.otherPassenger.id,
      pickupAddress: '=HYPERLINK("x")',
      fareKurus: 12_305,
      createdAt: '2026-03-03T08:00:00Z',
    })
    const response = await get(`/api/v1/admin/rides/export?passengerId=${w.otherPassenger.id}`, w.adminCookie)
    expect(response.headers['content-disposition']).toBe('attachment; filename="durak-rides.csv"')
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain(`;123,05;`)
    expect(lines[1]).toContain(`;"'=HYPERLINK(""x"")";`)
  })
})
