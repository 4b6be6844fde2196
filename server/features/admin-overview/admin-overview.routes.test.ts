import { beforeAll, describe, expect, it } from 'vitest'
import { createApiWorld, httpOf, json, onePerDialect, type ApiWorld } from '#server/test/api-world.ts'
import { DIALECTS } from '#server/test/context.ts'

const worldOn = onePerDialect(createApiWorld)

/** Issue 30: the overview has a figure for the alert queue and one for rides stuck in progress. */
describe.each(DIALECTS)('the back-office overview’s alerts and stuck rides on %s', (dialect) => {
  let w: ApiWorld
  beforeAll(async () => {
    w = await worldOn(dialect)
  })
  const { get } = httpOf(() => w.ctx)
  const overview = async () => {
    const response = await get('/api/v1/admin/overview', w.adminCookie)
    expect(response.statusCode, response.body).toBe(200)
    return json(response.body) as Record<string, number>
  }
  /** A ride IN_PROGRESS since `since` (ISO). */
  const inProgressSince = async (since: string) => {
    const id = await w.ctx.createRide({ passengerId: w.passenger.id, driverId: w.driver.id, status: 'IN_PROGRESS' })
    await w.ctx.db.updateTable('rides').set({ statusChangedAt: since }).where('id', '=', id).execute()
    return id
  }

  it('counts open and taken alerts and rides in progress past the long-ride threshold (3 h)', async () => {
    expect(await overview()).toMatchObject({ openAlerts: 0, takenAlerts: 0, stuckRides: 0, stuckAfterSeconds: 10_800 })
    const now = w.ctx.now.getTime()
    const stuck = await inProgressSince(new Date(now - 4 * 3_600_000).toISOString())
    const justOverLimit = await inProgressSince(new Date(now - 3 * 3_600_000).toISOString())
    await inProgressSince(new Date(now - 2 * 3_600_000).toISOString()) // a long ride, not stuck yet
    const at = w.ctx.now.toISOString()
    await w.ctx.db
      .insertInto('ride_alerts')
      .values([
        { rideId: stuck, kind: 'LONG_RIDE', driverId: w.driver.id, raisedAt: at, status: 'OPEN' },
        { rideId: justOverLimit, kind: 'LONG_RIDE', driverId: w.driver.id, raisedAt: at, status: 'OPEN' },
        { rideId: stuck, kind: 'DRIVER_SILENT', driverId: w.driver.id, raisedAt: at, status: 'TAKEN' },
        { rideId: justOverLimit, kind: 'DRIVER_SILENT', driverId: w.driver.id, raisedAt: at, status: 'CLOSED' },
      ])
      .execute()
    expect(await overview()).toMatchObject({ openAlerts: 2, takenAlerts: 1, stuckRides: 2 })

    // the figure's link lists exactly the rides it counts (not every ride in progress)
    const listed = await get('/api/v1/admin/rides?stuck=1', w.adminCookie)
    expect(listed.statusCode, listed.body).toBe(200)
    const ids = (json(listed.body) as { items: { id: string }[] }).items.map((r) => r.id)
    expect(ids.sort()).toEqual([stuck, justOverLimit].sort())
    const exported = await get('/api/v1/admin/rides/export?stuck=1', w.adminCookie)
    expect(exported.body.trim().split('\n')).toHaveLength(3) // the header and the two stuck rides
    expect((await get('/api/v1/admin/rides?stuck=yes', w.adminCookie)).statusCode).toBe(400)
  })
})
