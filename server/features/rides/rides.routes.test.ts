import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiWorld, httpOf, json, type ApiWorld } from '#server/test/api-world.ts'
import { DIALECTS } from '#server/test/context.ts'

describe.each(DIALECTS)('GET /api/v1/rides (admin) on %s', (dialect) => {
  let w: ApiWorld
  beforeAll(async () => {
    w = await createApiWorld(dialect)
  })
  afterAll(async () => w?.ctx.destroy())
  const { get } = httpOf(() => w.ctx)
  const fares = (page: { items: { fareKurus: number }[] }) => page.items.map((r) => r.fareKurus)

  it('is 401 anonymous and 403 for passengers and drivers', async () => {
    expect((await get('/api/v1/rides')).statusCode).toBe(401)
    expect((await get('/api/v1/rides', w.passengerCookie)).statusCode).toBe(403)
    expect((await get('/api/v1/rides', w.driverCookie)).statusCode).toBe(403)
  })
  it('lists all rides newest first for an admin, by passenger, driver and status', async () => {
    const rides = json((await get('/api/v1/rides', w.adminCookie)).body)
    expect(fares(rides)).toEqual([99_999, 12_345, 10_000, 5_000])
    const byPassenger = json((await get(`/api/v1/rides?passengerId=${w.otherPassenger.id}`, w.adminCookie)).body)
    expect(byPassenger.items).toHaveLength(1)
    expect(fares(byPassenger)).toEqual([99_999])
    const byDriver = json((await get(`/api/v1/rides?driverId=${w.driver.id}&status=COMPLETED`, w.adminCookie)).body)
    expect(byDriver.items).toHaveLength(2)
    expect(fares(byDriver)).toEqual([12_345, 10_000])
  })
  it('defaults to pages of 10', async () => {
    for (let i = 0; i < 11; i++) {
      await w.ctx.createRide({
        passengerId: w.otherPassenger.id,
        createdAt: `2025-01-${String(i + 1).padStart(2, '0')}T10:00:00Z`,
      })
    }
    const page = json((await get('/api/v1/rides', w.adminCookie)).body)
    expect(page.items).toHaveLength(10)
    expect(page.nextCursor).not.toBeNull()
  })
})
