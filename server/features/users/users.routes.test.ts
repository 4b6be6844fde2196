import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiWorld, httpOf, json, type ApiWorld } from '#server/test/api-world.ts'
import { DIALECTS } from '#server/test/context.ts'

describe.each(DIALECTS)('GET /api/v1/users (admin) on %s', (dialect) => {
  let w: ApiWorld
  beforeAll(async () => {
    w = await createApiWorld(dialect)
  })
  afterAll(async () => w?.ctx.destroy())
  const { get } = httpOf(() => w.ctx)
  const ids = (page: { items: { id: string }[] }) => page.items.map((u) => u.id)

  it('is 401 anonymous and 403 for passengers and drivers', async () => {
    expect((await get('/api/v1/users')).statusCode).toBe(401)
    expect((await get('/api/v1/users', w.passengerCookie)).statusCode).toBe(403)
    expect((await get('/api/v1/users', w.driverCookie)).statusCode).toBe(403)
  })
  it('lists users by type for an admin', async () => {
    const drivers = json((await get('/api/v1/users?userType=DRIVER&limit=50', w.adminCookie)).body)
    expect(ids(drivers)).toEqual([w.driver.id])
    expect(drivers.items.map((u: { userType: string }) => u.userType)).toEqual(['DRIVER'])
    expect((await get('/api/v1/users?userType=ROBOT', w.adminCookie)).statusCode).toBe(400)
  })
  it('pages users newest first without gaps or repeats', async () => {
    const all = json((await get('/api/v1/users?limit=50', w.adminCookie)).body)
    expect([...ids(all)].sort()).toEqual([w.passenger.id, w.otherPassenger.id, w.driver.id, w.admin.id].sort())
    const first = json((await get('/api/v1/users?limit=2', w.adminCookie)).body)
    const second = json((await get(`/api/v1/users?limit=2&cursor=${first.nextCursor}`, w.adminCookie)).body)
    expect(second.items).toHaveLength(2)
    expect(ids(second)).not.toContain(first.items[0].id)
    expect([...ids(first), ...ids(second)]).toEqual(ids(all))
    expect(Date.parse(second.items[0].createdAt)).toBeLessThanOrEqual(Date.parse(first.items[1].createdAt))
  })
})
