import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { httpOf, json, type TestUser } from '#server/test/api-world.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'

/**
 * The fare check on the ride lists (issue 13): 10 km in 30 min on 10 March 2026 by the İstanbul
 * yellow tariff of 16 February 2026 fits between ₺435.66 and ₺702.45 (shared/tariffs).
 */
describe.each(DIALECTS)('fare check of GET /api/me/rides on %s', (dialect) => {
  let ctx: TestContext
  let passenger: TestUser
  let driver: TestUser
  let cityless: TestUser
  let passengerCookie: string
  let driverCookie: string
  let citylessCookie: string
  let ankaraCookie: string
  const ride = { distanceMetres: 10_000, durationSeconds: 1800, createdAt: '2026-03-10T09:00:00Z' }

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
    passenger = await ctx.createUser({ type: 'PASSENGER', city: 'Izmir' })
    driver = await ctx.createUser({ type: 'DRIVER', city: 'Istanbul' })
    cityless = await ctx.createUser({ type: 'PASSENGER' })
    const withDriver = { ...ride, passengerId: passenger.id, driverId: driver.id }
    await ctx.createRide({ ...withDriver, fareKurus: 50_000, pickupAddress: 'within' })
    await ctx.createRide({
      ...withDriver,
      fareKurus: 70_246,
      pickupAddress: 'above',
      createdAt: '2026-03-10T10:00:00Z',
    })
    await ctx.createRide({
      ...withDriver,
      fareKurus: 40_000,
      pickupAddress: 'below',
      createdAt: '2026-03-10T11:00:00Z',
    })
    await ctx.createRide({
      ...withDriver,
      status: 'CANCELLED',
      fareKurus: 90_000,
      pickupAddress: 'cancelled',
      createdAt: '2026-03-10T12:00:00Z',
    })
    await ctx.createRide({
      ...ride,
      passengerId: cityless.id,
      driverId: null,
      fareKurus: 50_000,
      pickupAddress: 'no city',
    })
    const ankara = await ctx.createUser({ type: 'PASSENGER', city: 'Ankara' })
    await ctx.createRide({
      ...ride,
      passengerId: ankara.id,
      driverId: null,
      fareKurus: 46_500,
      pickupAddress: 'Kızılay',
    })
    // requested in Ankara (the lifecycle records the city) with an İstanbul driver: Ankara's tariff
    const istanbulDriver = await ctx.createUser({ type: 'DRIVER', city: 'Istanbul' })
    await ctx.createRide({
      ...ride,
      passengerId: ankara.id,
      driverId: istanbulDriver.id,
      fareKurus: 46_500,
      pickupAddress: 'Ulus',
      city: 'Ankara',
      createdAt: '2026-03-10T08:00:00Z',
    })
    ankaraCookie = await ctx.signIn(ankara)
    passengerCookie = await ctx.signIn(passenger)
    driverCookie = await ctx.signIn(driver)
    citylessCookie = await ctx.signIn(cityless)
  })
  afterAll(async () => ctx?.destroy())
  const { get } = httpOf(() => ctx)
  const checks = async (cookie: string) =>
    json((await get('/api/v1/me/rides', cookie)).body).items.map((r: { pickupAddress: string; fareCheck: unknown }) => [
      r.pickupAddress,
      r.fareCheck,
    ])
  const bounds = {
    city: 'Istanbul',
    taxiClass: 'yellow',
    effectiveFrom: '2026-02-16',
    expectedKurus: 50_100,
    lowerKurus: 43_566,
    upperKurus: 70_245,
  }

  it('checks completed rides by the driver’s city (not the passenger’s İzmir), and not cancelled ones', async () => {
    expect(await checks(passengerCookie)).toEqual([
      ['cancelled', null],
      ['below', { status: 'below', ...bounds }],
      ['above', { status: 'above', ...bounds }],
      ['within', { status: 'within', ...bounds }],
    ])
  })

  it('gives the driver the same verdicts on the same rides', async () => {
    expect(await checks(driverCookie)).toEqual(await checks(passengerCookie))
  })

  it('checks by the city the ride was requested in, else the passenger’s city when it has no driver', async () => {
    const ankaraBounds = {
      status: 'within',
      city: 'Ankara',
      taxiClass: 'yellow',
      effectiveFrom: '2026-03-01',
      expectedKurus: 46_500,
      lowerKurus: 40_500,
      upperKurus: 63_000,
    }
    // by the İstanbul driver's city, ₺465 would be "within" too but with İstanbul's bounds
    expect(await checks(ankaraCookie)).toEqual([
      ['Kızılay', ankaraBounds],
      ['Ulus', ankaraBounds],
    ])
  })

  it('says there is no tariff to check against when neither the driver nor the passenger has a city', async () => {
    expect(await checks(citylessCookie)).toEqual([
      ['no city', { status: 'noTariff', city: null, taxiClass: 'yellow', reason: 'cityMissing' }],
    ])
  })
})
