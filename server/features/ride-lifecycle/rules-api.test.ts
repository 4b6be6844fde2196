import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { json, lifecycleKit, near, sceneOrigin, type Person } from '#server/test/lifecycle-kit.ts'

describe.each(DIALECTS)('ride rules through the API on %s', (dialect) => {
  let ctx: TestContext
  const kit = lifecycleKit(() => ctx)
  const { call, person, onlineDriver, requestRide, step, advance, sweep } = kit
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
  })
  afterAll(async () => ctx?.destroy())

  async function assignedRide(scene: number) {
    const origin = sceneOrigin(scene)
    const passenger = await person('PASSENGER')
    const driver = await onlineDriver(near(origin, 500))
    const rideId = await requestRide(passenger, origin)
    expect((await step(rideId, 'accept', driver)).statusCode).toBe(200)
    return { origin, passenger, driver, rideId }
  }

  it('cancels for free at 1:59 after assignment', async () => {
    const { passenger, rideId } = await assignedRide(10)
    advance(119_000)
    const shown = json(await call('GET', `/api/v1/rides/${rideId}`, passenger))
    expect(shown.cancellationFee).toEqual({
      amountKurus: 0,
      freeUntil: new Date(ctx.now.getTime() + 1_000).toISOString(),
    })
    const cancelled = await call('POST', `/api/v1/rides/${rideId}/cancel`, passenger, {
      reason: 'Plans changed',
      expectedFeeKurus: 0,
    })
    expect(cancelled.statusCode).toBe(200)
    expect(json(cancelled)).toMatchObject({
      status: 'CANCELLED',
      cancellation: { by: 'passenger', reason: 'Plans changed', feeKurus: 0 },
    })
  })

  it("charges the city's fee at 2:01 after assignment, and says so before the passenger confirms", async () => {
    const { passenger, rideId } = await assignedRide(11)
    advance(121_000)
    const shown = json(await call('GET', `/api/v1/rides/${rideId}`, passenger))
    expect(shown.cancellationFee.amountKurus).toBe(5_000)
    // confirming a free cancellation that is no longer free is refused, naming the fee
    const stale = await call(
      'POST',
      `/api/v1/rides/${rideId}/cancel`,
      passenger,
      { reason: 'x', expectedFeeKurus: 0 },
      { 'accept-language': 'en' },
    )
    expect(stale.statusCode).toBe(409)
    expect(json(stale).error).toEqual({
      code: 'CANCELLATION_FEE_CHANGED',
      message: 'The cancellation fee is now ₺50.00. Confirm again to cancel.',
    })
    const cancelled = await call('POST', `/api/v1/rides/${rideId}/cancel`, passenger, {
      reason: 'Too slow',
      expectedFeeKurus: 5_000,
    })
    expect(json(cancelled).cancellation).toEqual({ by: 'passenger', reason: 'Too slow', feeKurus: 5_000 })
    const row = await ctx.db
      .selectFrom('rides')
      .select(['cancellationFeeKurus', 'cancelledBy'])
      .where('id', '=', rideId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ cancellationFeeKurus: 5_000, cancelledBy: 'passenger' })
  })

  it("sends a driver's cancellation back to other drivers without charging the passenger", async () => {
    const { origin, passenger, driver, rideId } = await assignedRide(12)
    const other = await onlineDriver(near(origin, 900))
    advance(10 * 60_000)
    // the other driver's app kept reporting (a silent driver gets no offers)
    await call('PUT', '/api/v1/driver/position', other, near(origin, 900))
    const dropped = await call('POST', `/api/v1/rides/${rideId}/cancel`, driver, { reason: 'Flat tyre' })
    expect(dropped.statusCode).toBe(200)
    const seen = json(await call('GET', `/api/v1/rides/${rideId}`, passenger))
    expect(seen).toMatchObject({
      status: 'REQUESTED',
      driver: null,
      cancellation: null,
      cancellationFee: { amountKurus: 0 },
    })
    expect(seen.timeline.at(-1)).toMatchObject({
      from: 'ASSIGNED',
      to: 'REQUESTED',
      actor: 'driver',
      reason: 'Flat tyre',
    })
    const offers = json(await call('GET', '/api/v1/driver/offers', other)).items
    expect(offers.map((o: { rideId: string }) => o.rideId)).toEqual([rideId])
    expect(json(await call('GET', '/api/v1/driver/offers', driver)).items).toEqual([])
    expect((await step(rideId, 'accept', other)).statusCode).toBe(200)
  })

  it('moves an unanswered offer to the next driver after 30 s, and expires a request after 5 minutes', async () => {
    const origin = sceneOrigin(13)
    const passenger = await person('PASSENGER')
    const drivers: Person[] = []
    for (const metres of [100, 200, 300, 400]) drivers.push(await onlineDriver(near(origin, metres)))
    const rideId = await requestRide(passenger, origin)
    const offered = async () => {
      const out = []
      for (const d of drivers)
        if (json(await call('GET', '/api/v1/driver/offers', d)).items.length) out.push(drivers.indexOf(d))
      return out
    }
    expect(await offered()).toEqual([0, 1, 2]) // the three nearest first
    advance(29_000)
    await sweep()
    expect(await offered()).toEqual([0, 1, 2])
    advance(2_000)
    expect((await sweep()).expiredOffers).toBe(3)
    expect(await offered()).toEqual([3])
    const late = await step(rideId, 'accept', drivers[0]!)
    expect(late.statusCode).toBe(409)
    expect(json(late).error.code).toBe('NO_OFFER')
    advance(5 * 60_000)
    expect((await sweep()).expiredRides).toBe(1)
    const ride = json(await call('GET', `/api/v1/rides/${rideId}`, passenger))
    expect(ride.status).toBe('EXPIRED')
    expect(ride.timeline.at(-1)).toMatchObject({ from: 'REQUESTED', to: 'EXPIRED', actor: 'system' })
  })

  it('flags a ride in progress for more than 4 hours', async () => {
    const { passenger, driver, rideId } = await assignedRide(14)
    await step(rideId, 'arrive', driver)
    await step(rideId, 'start', driver)
    advance(4 * 3_600_000)
    expect((await sweep()).flaggedRides).toBe(0)
    advance(1_000)
    expect((await sweep()).flaggedRides).toBe(1)
    expect((await sweep()).flaggedRides).toBe(0)
    expect(json(await call('GET', `/api/v1/rides/${rideId}`, passenger)).isFlagged).toBe(true)
  })

  it('limits position reports to one every 5 s and streams nothing about identity to passengers', async () => {
    const origin = sceneOrigin(15)
    const driver = await onlineDriver(near(origin, 250))
    const passenger = await person('PASSENGER')
    const tooSoon = await call('PUT', '/api/v1/driver/position', driver, near(origin, 260), { 'accept-language': 'en' })
    expect(tooSoon.statusCode).toBe(429)
    expect(tooSoon.headers['retry-after']).toBe('5')
    expect(json(tooSoon).error).toEqual({
      code: 'POSITION_TOO_SOON',
      message: 'Position sent too soon. Send it at most once every 5 seconds.',
    })
    advance(5_000)
    expect((await call('PUT', '/api/v1/driver/position', driver, near(origin, 1_200))).statusCode).toBe(204)
    const nearby = json(await call('GET', `/api/v1/taxis/nearby?lat=${origin.lat}&lng=${origin.lng}`, passenger))
    expect(nearby).toEqual({
      count: 1,
      radiusMetres: 3_000,
      taxis: [{ lat: Math.round(near(origin, 1_200).lat * 1000) / 1000, lng: origin.lng }],
    })
    advance(5_000)
    await call('PUT', '/api/v1/driver/position', driver, near(origin, 5_000))
    expect(json(await call('GET', `/api/v1/taxis/nearby?lat=${origin.lat}&lng=${origin.lng}`, passenger)).count).toBe(0)
    expect((await call('POST', '/api/v1/driver/offline', driver)).statusCode).toBe(200)
    advance(5_000)
    expect(json(await call('PUT', '/api/v1/driver/position', driver, origin)).error.code).toBe('DRIVER_OFFLINE')
  })
})
