import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { json, lifecycleKit, near, sceneOrigin } from '#server/test/lifecycle-kit.ts'
import { etaSeconds } from './passenger-view.service.ts'

const METER = { fareLira: 212.5, distanceMetres: 8_000, durationSeconds: 1_200 }

describe.each(DIALECTS)('the current ride (GET /api/v1/rides/current) on %s', (dialect) => {
  let ctx: TestContext
  const kit = lifecycleKit(() => ctx)
  const { call, person, onlineDriver, requestRide, step, advance } = kit
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
  })
  afterAll(async () => ctx?.destroy())
  const current = async (who: Parameters<typeof call>[2]) => json(await call('GET', '/api/v1/rides/current', who)).ride

  it('returns the ride under way to its passenger and driver at every step, then the unrated completed ride for 30 minutes', async () => {
    const origin = sceneOrigin(70)
    const passenger = await person('PASSENGER')
    const driver = await onlineDriver(near(origin, 1_000))
    expect(await current(passenger)).toBeNull()
    const rideId = await requestRide(passenger, origin)
    expect(await current(passenger)).toMatchObject({ id: rideId, status: 'REQUESTED', driver: null })
    expect(await current(driver)).toBeNull()

    await step(rideId, 'accept', driver)
    const assigned = await current(passenger)
    expect(assigned).toMatchObject({
      id: rideId,
      status: 'ASSIGNED',
      driver: { firstName: 'Mehmet', lastName: 'D.', vehicle: { brand: 'Fiat', model: 'Egea', color: 'Sarı' } },
      driverPosition: { lat: near(origin, 1_000).lat, lng: origin.lng },
      share: null,
    })
    // 1 km × 1.3 at 25 km/h ≈ 187 s
    expect(assigned.etaSeconds).toBe(etaSeconds(near(origin, 1_000), origin))
    expect(assigned.etaSeconds).toBeGreaterThan(180)
    expect(assigned.etaSeconds).toBeLessThan(195)
    // the driver sees his own full name, and no passenger-only fields
    const forDriver = await current(driver)
    expect(forDriver).toMatchObject({ id: rideId, driver: { lastName: 'Demir' } })
    expect(forDriver.etaSeconds).toBeUndefined()

    advance(5_000)
    await call('PUT', '/api/v1/driver/position', driver, near(origin, 100))
    const closer = await current(passenger)
    expect(closer.driverPosition).toMatchObject({ lat: near(origin, 100).lat, at: '2026-03-15T12:00:05.000Z' })
    expect(closer.etaSeconds).toBeLessThan(25)

    await step(rideId, 'arrive', driver)
    expect(await current(passenger)).toMatchObject({ status: 'ARRIVED', etaSeconds: null })
    await step(rideId, 'start', driver)
    await step(rideId, 'complete', driver, METER)
    expect(await current(passenger)).toMatchObject({ id: rideId, status: 'COMPLETED', fareKurus: 21_250 })
    expect(await current(driver)).toMatchObject({ id: rideId, status: 'COMPLETED' })

    await call('POST', `/api/v1/rides/${rideId}/rating`, passenger, { rating: 5 })
    expect(await current(passenger)).toBeNull()
    // the driver has not rated yet: still his, until 30 minutes have passed
    expect(await current(driver)).toMatchObject({ id: rideId })
    advance(31 * 60_000)
    expect(await current(driver)).toBeNull()
  })

  it('refuses staff with 403 in the caller’s language, and anybody signed out with 401', async () => {
    const admin = await person('ADMIN')
    const tr = await call('GET', '/api/v1/rides/current', admin)
    expect(tr.statusCode).toBe(403)
    expect(json(tr).error).toEqual({ code: 'PASSENGER_ONLY', message: 'Bu işlemi yalnızca yolcular yapabilir.' })
    const en = await call('GET', '/api/v1/rides/current', admin, undefined, { 'accept-language': 'en' })
    expect(json(en).error.message).toBe('Only passengers can do this.')
    expect((await call('GET', '/api/v1/rides/current', null)).statusCode).toBe(401)
  })
})
