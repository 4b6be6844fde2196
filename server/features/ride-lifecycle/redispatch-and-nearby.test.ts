import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { distanceMetres } from '#shared/ride-lifecycle/geo.ts'
import { POSITION_MIN_INTERVAL_MS } from '#shared/ride-lifecycle/rules.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { json, lifecycleKit, near, sceneOrigin } from '#server/test/lifecycle-kit.ts'

describe.each(DIALECTS)('fixes of issue 23 to dispatch, nearby taxis and pacing on %s', (dialect) => {
  let ctx: TestContext
  const kit = lifecycleKit(() => ctx)
  const { call, person, onlineDriver, requestRide, step, advance } = kit
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
  })
  afterAll(async () => ctx?.destroy())

  const offers = async (rideId: string) =>
    Object.fromEntries(
      (
        await ctx.db.selectFrom('ride_offers').select(['driverId', 'status']).where('rideId', '=', rideId).execute()
      ).map((o) => [o.driverId, o.status]),
    )

  it('offers a ride its driver cancelled again to the drivers offered it before, but not to the canceller', async () => {
    const origin = sceneOrigin(60)
    const passenger = await person('PASSENGER')
    const first = await onlineDriver(near(origin, 200))
    const second = await onlineDriver(near(origin, 500))
    const rideId = await requestRide(passenger, origin)
    expect(await offers(rideId)).toEqual({ [first.id]: 'OFFERED', [second.id]: 'OFFERED' })
    advance(3_000)
    expect((await step(rideId, 'accept', first)).statusCode).toBe(200)
    expect(await offers(rideId)).toEqual({ [first.id]: 'ACCEPTED', [second.id]: 'WITHDRAWN' })
    advance(10_000)
    const cancelled = await step(rideId, 'cancel', first, { reason: 'Araç arızalandı' })
    expect(cancelled.statusCode).toBe(200)
    expect(json(cancelled).status).toBe('REQUESTED')
    expect(await offers(rideId)).toEqual({ [first.id]: 'DECLINED', [second.id]: 'OFFERED' })
    const offered = json(await call('GET', '/api/v1/driver/offers', second)).items
    expect(offered.map((o: { rideId: string }) => o.rideId)).toEqual([rideId])
    expect(json(await call('GET', '/api/v1/driver/offers', first)).items).toEqual([])
    expect((await step(rideId, 'accept', second)).statusCode).toBe(200)
  })

  it('counts a taxi 2.5 km away inside the 3 km radius, even two grid cells away, and not one 3.5 km away', async () => {
    // at the east edge of a 0.02° cell: 2.5 km east is two cells further, which ±1 cell missed
    const origin = { lat: 41.01, lng: 29.0199 }
    const east = (metres: number) => ({
      lat: origin.lat,
      lng: origin.lng + metres / (111_195 * Math.cos((origin.lat * Math.PI) / 180)),
    })
    const inside = east(2_500)
    expect(distanceMetres(origin, inside)).toBeLessThan(3_000)
    expect(Math.floor(inside.lng / 0.02) - Math.floor(origin.lng / 0.02)).toBe(2)
    await onlineDriver(inside)
    await onlineDriver(east(3_500))
    const passenger = await person('PASSENGER')
    const answer = json(await call('GET', `/api/v1/taxis/nearby?lat=${origin.lat}&lng=${origin.lng}`, passenger))
    expect(answer).toMatchObject({ count: 1, radiusMetres: 3_000 })
    expect(answer.taxis).toHaveLength(1)
  })

  it('tells the driver the real minimum interval between positions when he goes online or offline', async () => {
    const driver = await person('DRIVER')
    const online = await call('POST', '/api/v1/driver/online', driver, sceneOrigin(62))
    expect(json(online)).toMatchObject({ isOnline: true, positionIntervalMs: POSITION_MIN_INTERVAL_MS })
    expect(POSITION_MIN_INTERVAL_MS).toBe(4_500)
    expect(json(await call('POST', '/api/v1/driver/offline', driver))).toMatchObject({
      isOnline: false,
      positionIntervalMs: 4_500,
    })
    const doc = json(await call('GET', '/api/v1/openapi.json', null))
    expect(doc.paths['/api/v1/driver/position'].put.summary).toContain('one every 4.5 s')
  })
})
