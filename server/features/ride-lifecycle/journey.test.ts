import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { json, lifecycleKit, near, sceneOrigin } from '#server/test/lifecycle-kit.ts'
import { DriverStatusSchema, NearbyTaxisSchema, OfferListSchema, RideDetailSchema } from '#shared/schemas/rides-api.ts'

const METER = { fareLira: 123.45, distanceMetres: 5_200, durationSeconds: 840 }

describe.each(DIALECTS)('ride lifecycle API on %s', (dialect) => {
  let ctx: TestContext
  const kit = lifecycleKit(() => ctx)
  const { call, person, onlineDriver, requestRide, step } = kit
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
  })
  afterAll(async () => ctx?.destroy())

  const userRow = (id: string) =>
    ctx.db
      .selectFrom('users')
      .select(['totalRides', 'points', 'ratingCenti'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()

  it('goes request → accept → arrive → start → complete → both ratings, with counters updated once', async () => {
    const origin = sceneOrigin(1)
    const passenger = await person('PASSENGER', { totalRides: 4 })
    const driver = await onlineDriver(near(origin, 300), { totalRides: 10 })
    const rideId = await requestRide(passenger, origin)

    const offers = OfferListSchema.strict().parse(json(await call('GET', '/api/v1/driver/offers', driver)))
    expect(offers.items).toHaveLength(1)
    expect(offers.items[0]).toMatchObject({
      rideId,
      distanceMetres: 300,
      paymentMethod: 'CARD',
      expiresAt: '2026-03-15T12:00:30.000Z',
    })
    // before assignment the passenger sees no driver
    expect(json(await call('GET', `/api/v1/rides/${rideId}`, passenger)).driver).toBeNull()

    expect((await step(rideId, 'accept', driver)).statusCode).toBe(200)
    const assigned = json(await call('GET', `/api/v1/rides/${rideId}`, passenger))
    expect(assigned).toMatchObject({
      status: 'ASSIGNED',
      driver: { firstName: 'Mehmet', lastName: 'D.', vehicle: { brand: 'Fiat', model: 'Egea', color: 'Sarı' } },
    })
    expect(assigned.driver.vehicle.plate).toMatch(/^34 T \d{4}$/)
    expect((await step(rideId, 'arrive', driver)).statusCode).toBe(200)
    expect((await step(rideId, 'start', driver)).statusCode).toBe(200)
    const completed = await step(rideId, 'complete', driver, METER)
    expect(completed.statusCode).toBe(200)
    expect(RideDetailSchema.strict().parse(json(completed))).toMatchObject({
      status: 'COMPLETED',
      fareKurus: 12_345,
      distanceMetres: 5_200,
      durationSeconds: 840,
    })

    expect(await userRow(passenger.id)).toMatchObject({ totalRides: 5, points: 12 })
    expect((await userRow(driver.id)).totalRides).toBe(11)

    // a retried completion answers the same ride and counts nothing twice
    const retried = await step(rideId, 'complete', driver, METER)
    expect(retried.statusCode).toBe(200)
    expect(json(retried).status).toBe('COMPLETED')
    expect(await userRow(passenger.id)).toMatchObject({ totalRides: 5, points: 12 })
    expect((await userRow(driver.id)).totalRides).toBe(11)

    const rated = await call('POST', `/api/v1/rides/${rideId}/rating`, passenger, { rating: 4, comment: 'Temiz araç' })
    expect(rated.statusCode).toBe(200)
    expect(json(rated).ratingForDriver).toEqual({ rating: 4, comment: 'Temiz araç' })
    expect((await call('POST', `/api/v1/rides/${rideId}/rating`, driver, { rating: 5 })).statusCode).toBe(200)
    expect((await userRow(driver.id)).ratingCenti).toBe(400)
    expect((await userRow(passenger.id)).ratingCenti).toBe(500)
    const again = await call('POST', `/api/v1/rides/${rideId}/rating`, passenger, { rating: 1 })
    expect(again.statusCode).toBe(409)
    expect(json(again).error.code).toBe('ALREADY_RATED')
    expect((await userRow(driver.id)).ratingCenti).toBe(400)

    // every answer has the shape the shared schemas (and so the OpenAPI document) describe
    const detail = RideDetailSchema.strict().parse(json(await call('GET', `/api/v1/rides/${rideId}`, passenger)))
    expect(
      detail.timeline.map((e: { from: string | null; to: string; actor: string }) => [e.from, e.to, e.actor]),
    ).toEqual([
      [null, 'REQUESTED', 'passenger'],
      ['REQUESTED', 'ASSIGNED', 'driver'],
      ['ASSIGNED', 'ARRIVED', 'driver'],
      ['ARRIVED', 'IN_PROGRESS', 'driver'],
      ['IN_PROGRESS', 'COMPLETED', 'driver'],
    ])
    // the driver is free again: nearby taxis count them
    const nearby = NearbyTaxisSchema.strict().parse(
      json(await call('GET', `/api/v1/taxis/nearby?lat=${origin.lat}&lng=${origin.lng}`, passenger)),
    )
    expect(nearby.count).toBe(1)
    expect(DriverStatusSchema.strict().parse(json(await call('POST', '/api/v1/driver/offline', driver, {})))).toEqual({
      isOnline: false,
      activeRideId: null,
      positionIntervalMs: 4_500,
    })
  })

  it('makes one ride of a request retried with the same Idempotency-Key, and refuses the key for another body', async () => {
    const origin = sceneOrigin(2)
    const passenger = await person('PASSENGER')
    const body = kit.rideRequest(origin)
    const headers = { 'idempotency-key': 'retry-key-0001' }
    const [first, second] = await Promise.all([
      call('POST', '/api/v1/rides', passenger, body, headers),
      call('POST', '/api/v1/rides', passenger, body, headers),
    ])
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201])
    expect(json(first).id).toBe(json(second).id)
    const third = await call('POST', '/api/v1/rides', passenger, body, headers)
    expect(third.statusCode).toBe(200)
    expect(third.headers['idempotent-replayed']).toBe('true')
    const rides = await ctx.db.selectFrom('rides').select('id').where('passengerId', '=', passenger.id).execute()
    expect(rides).toHaveLength(1)
    const other = await call('POST', '/api/v1/rides', passenger, { ...body, paymentMethod: 'CASH' }, headers)
    expect(other.statusCode).toBe(422)
    expect(json(other).error.code).toBe('IDEMPOTENCY_KEY_REUSED')
    const missing = await call('POST', '/api/v1/rides', passenger, body, { 'accept-language': 'en' })
    expect(missing.statusCode).toBe(400)
    expect(json(missing).error).toEqual({
      code: 'IDEMPOTENCY_KEY_REQUIRED',
      message: 'Send an Idempotency-Key header (for example a UUID) with every ride request.',
    })
  })

  it('lets exactly one of two drivers accepting at once win', async () => {
    const origin = sceneOrigin(3)
    const passenger = await person('PASSENGER')
    const a = await onlineDriver(near(origin, 200))
    const b = await onlineDriver(near(origin, 400))
    const rideId = await requestRide(passenger, origin)
    const responses = await Promise.all([step(rideId, 'accept', a), step(rideId, 'accept', b)])
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const loser = responses.find((r) => r.statusCode === 409)!
    expect(json(loser).error.code).toBe('RIDE_ALREADY_TAKEN')
    const events = await ctx.db.selectFrom('ride_events').select('toStatus').where('rideId', '=', rideId).execute()
    expect(events.map((e) => e.toStatus)).toEqual(['REQUESTED', 'ASSIGNED'])
    const presence = await ctx.db
      .selectFrom('driver_presence')
      .select(['driverId', 'activeRideId'])
      .where('activeRideId', '=', rideId)
      .execute()
    expect(presence).toHaveLength(1)
  })

  it('refuses an illegal transition with 409 and changes nothing', async () => {
    const origin = sceneOrigin(4)
    const passenger = await person('PASSENGER')
    const driver = await onlineDriver(near(origin, 100))
    const rideId = await requestRide(passenger, origin)
    await step(rideId, 'accept', driver)
    const before = await ctx.db.selectFrom('rides').selectAll().where('id', '=', rideId).executeTakeFirstOrThrow()
    const start = await step(rideId, 'start', driver, {}) // must arrive first
    expect(start.statusCode).toBe(409)
    expect(json(start).error).toEqual({
      code: 'ILLEGAL_TRANSITION',
      message: 'Yolculuk “Şoför atandı” durumundayken bu işlem yapılamaz.',
    })
    const complete = await step(rideId, 'complete', driver, METER)
    expect(complete.statusCode).toBe(409)
    const after = await ctx.db.selectFrom('rides').selectAll().where('id', '=', rideId).executeTakeFirstOrThrow()
    expect(after).toEqual(before)
    const events = await ctx.db.selectFrom('ride_events').select('toStatus').where('rideId', '=', rideId).execute()
    expect(events).toHaveLength(2)
  })
})
