import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, DIALECTS, PUBLIC_URL, randomIp, type TestContext } from '#server/test/context.ts'
import { json, lifecycleKit, near, sceneOrigin, type Person } from '#server/test/lifecycle-kit.ts'

describe.each(DIALECTS)('who may call the ride API, on %s', (dialect) => {
  let ctx: TestContext
  const kit = lifecycleKit(() => ctx)
  const { call, person, onlineDriver, requestRide, step } = kit
  let passenger: Person
  let stranger: Person
  let driver: Person
  let otherDriver: Person
  let admin: Person
  let rideId: string
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
    const origin = sceneOrigin(20)
    passenger = await person('PASSENGER')
    stranger = await person('PASSENGER')
    admin = await person('ADMIN')
    driver = await onlineDriver(near(origin, 100))
    otherDriver = await onlineDriver(near(origin, 50_000))
    rideId = await requestRide(passenger, origin)
    await step(rideId, 'accept', driver)
  })
  afterAll(async () => ctx?.destroy())

  it('refuses anonymous calls with 401', async () => {
    for (const [method, url] of [
      ['GET', `/api/v1/rides/${rideId}`],
      ['POST', '/api/v1/rides'],
      ['GET', '/api/v1/taxis/nearby?lat=41&lng=29'],
      ['GET', '/api/v1/driver/offers'],
      ['GET', `/api/v1/rides/${rideId}/events`],
    ] as const) {
      expect((await call(method, url, null, method === 'POST' ? {} : undefined)).statusCode).toBe(401)
    }
  })

  it('does not let a passenger drive', async () => {
    const accept = await step(rideId, 'accept', stranger)
    expect(accept.statusCode).toBe(403)
    expect(json(accept).error.code).toBe('DRIVER_ONLY')
    expect((await call('POST', '/api/v1/driver/online', stranger, { lat: 41, lng: 29 })).statusCode).toBe(403)
    expect((await call('GET', '/api/v1/driver/offers', stranger)).statusCode).toBe(403)
  })

  it('does not let a driver call a taxi', async () => {
    const response = await call('POST', '/api/v1/rides', driver, kit.rideRequest(sceneOrigin(21)), {
      'idempotency-key': 'driver-key-1',
    })
    expect(response.statusCode).toBe(403)
    expect(json(response).error.code).toBe('PASSENGER_ONLY')
  })

  it("does not let a driver touch another driver's ride", async () => {
    for (const action of ['arrive', 'start', 'complete']) {
      const response = await step(rideId, action, otherDriver, { fareLira: 1, distanceMetres: 1, durationSeconds: 1 })
      expect(response.statusCode).toBe(404)
    }
    expect((await call('POST', `/api/v1/rides/${rideId}/cancel`, otherDriver, { reason: 'x' })).statusCode).toBe(404)
    expect((await call('GET', `/api/v1/rides/${rideId}`, otherDriver)).statusCode).toBe(404)
    const row = await ctx.db
      .selectFrom('rides')
      .select(['status', 'driverId'])
      .where('id', '=', rideId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'ASSIGNED', driverId: driver.id })
  })

  it('lets nobody read a ride that is not theirs, in their language', async () => {
    const response = await call('GET', `/api/v1/rides/${rideId}`, stranger, undefined, { 'accept-language': 'en' })
    expect(response.statusCode).toBe(404)
    expect(json(response).error).toEqual({ code: 'RIDE_NOT_FOUND', message: 'Ride not found.' })
    expect((await call('GET', `/api/v1/rides/${rideId}/events`, stranger)).statusCode).toBe(404)
    expect((await call('POST', `/api/v1/rides/${rideId}/cancel`, stranger, { reason: 'x' })).statusCode).toBe(404)
    // operations may read any ride
    expect((await call('GET', `/api/v1/rides/${rideId}`, admin)).statusCode).toBe(200)
  })

  it('refuses an unverified driver, and a verified one while offline', async () => {
    const unverified = await person('DRIVER', { driver: { isVerified: false } })
    const online = await call(
      'POST',
      '/api/v1/driver/online',
      unverified,
      { lat: 41, lng: 29 },
      { 'accept-language': 'en' },
    )
    expect(online.statusCode).toBe(403)
    expect(json(online).error.code).toBe('DRIVER_NOT_VERIFIED')
    const offline = await person('DRIVER')
    const offers = await call('GET', '/api/v1/driver/offers', offline)
    expect(offers.statusCode).toBe(409)
    expect(json(offers).error).toEqual({
      code: 'DRIVER_OFFLINE',
      message: 'Çevrim dışısınız. Yolculuk almak için çevrim içi olun.',
    })
  })

  it('refuses bad input with field keys, never a 500', async () => {
    const response = await call(
      'POST',
      '/api/v1/rides',
      stranger,
      { pickup: { address: '', lat: 200, lng: 29 }, city: 'Atlantis' },
      { 'idempotency-key': 'bad-input-1' },
    )
    expect(response.statusCode).toBe(400)
    expect(json(response).error.fields).toMatchObject({ pickup: 'invalid', city: 'cityRequired' })
    const rating = await call('POST', `/api/v1/rides/${rideId}/rating`, passenger, { rating: 6 })
    expect(rating.statusCode).toBe(400)
    const meter = await step(rideId, 'complete', driver, { fareLira: 12.345, distanceMetres: 1, durationSeconds: 1 })
    expect(meter.statusCode).toBe(400)
    expect(json(meter).error.fields).toEqual({ fareLira: 'invalid' })
  })

  it('accepts a bearer token from sign-in, and refuses it after sign-out', async () => {
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
      payload: { email: passenger.email, password: passenger.password },
    })
    expect(signIn.statusCode).toBe(200)
    const token = signIn.headers['set-auth-token'] as string
    expect(token).toBeTruthy()
    const bearer = { authorization: `Bearer ${token}` }
    const read = await ctx.app.inject({ method: 'GET', url: `/api/v1/rides/${rideId}`, headers: bearer })
    expect(read.statusCode).toBe(200)
    expect(json(read).id).toBe(rideId)
    // the hot paths read the token directly: the same session, the same refusal after sign-out
    const nearby = () => ctx.app.inject({ method: 'GET', url: '/api/v1/taxis/nearby?lat=41&lng=29', headers: bearer })
    expect((await nearby()).statusCode).toBe(200)
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/taxis/nearby?lat=41&lng=29',
          headers: { authorization: 'Bearer not-a-real-session-token' },
        })
      ).statusCode,
    ).toBe(401)
    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...bearer, origin: PUBLIC_URL },
      payload: {},
    })
    expect(signOut.statusCode).toBe(200)
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/rides/${rideId}`, headers: bearer })).statusCode).toBe(
      401,
    )
    expect((await nearby()).statusCode).toBe(401)
  })
})
