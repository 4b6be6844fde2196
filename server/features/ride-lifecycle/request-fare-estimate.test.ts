import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RequestedRideSchema } from '#shared/schemas/rides-api.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { json, lifecycleKit, sceneOrigin } from '#server/test/lifecycle-kit.ts'

/** Issue 13: the ride request of the lifecycle API answers the fare estimate of its tariff. */
describe.each(DIALECTS)('the ride request answers its fare estimate on %s', (dialect) => {
  let ctx: TestContext
  const kit = lifecycleKit(() => ctx)
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
  })
  afterAll(async () => ctx?.destroy())

  const request = (body: Record<string, unknown>, headers: Record<string, string> = {}, key = randomUUID()) =>
    kit
      .person('PASSENGER')
      .then((passenger) => kit.call('POST', '/api/v1/rides', passenger, body, { 'idempotency-key': key, ...headers }))

  it('prices the routed length by the tariff in effect when the ride is requested', async () => {
    const body = { ...kit.rideRequest(sceneOrigin(31)), routeDistanceMetres: 10_000 }
    const response = await request(body)
    expect(response.statusCode).toBe(201)
    const ride = RequestedRideSchema.strict().parse(json(response))
    expect(ride.status).toBe('REQUESTED')
    expect(ride.fareEstimate?.distanceSource).toBe('route')
    // İstanbul yellow from 16 Feb 2026: 65.40 TL + 10 km × 43.56 TL = 501.00 TL
    expect(ride.fareEstimate?.estimate).toMatchObject({
      kind: 'estimate',
      taxiClass: 'yellow',
      effectiveFrom: '2026-02-16',
      distanceMetres: 10_000,
      fareKurus: 50_100,
      totalKurus: 50_100,
      at: '2026-03-15T12:00:00.000Z',
    })
  })

  it('without a routed length assumes the straight line × 1.3, and says so', async () => {
    const origin = sceneOrigin(32)
    // 0.1° north ≈ 11,119 m straight → 14,455 m assumed
    const body = { ...kit.rideRequest(origin), dropoff: { address: 'Kuzey', lat: origin.lat + 0.1, lng: origin.lng } }
    const ride = json(await request(body))
    expect(ride.fareEstimate.distanceSource).toBe('straightLine')
    expect(ride.fareEstimate.estimate.distanceMetres).toBe(Math.round(11_119 * 1.3))
    expect(ride.fareEstimate.estimate.fareKurus).toBe(6540 + Math.round((14_455 * 4356) / 1000))
  })

  it('without a destination answers no estimate (the meter decides) and a ride with no dropoff', async () => {
    const { dropoff: _none, ...body } = { ...kit.rideRequest(sceneOrigin(36)), routeDistanceMetres: 4_000 }
    const response = await request(body)
    expect(response.statusCode).toBe(201)
    const ride = RequestedRideSchema.strict().parse(json(response))
    expect(ride.dropoff).toBeNull()
    expect(ride.fareEstimate).toBeNull()
  })

  it('answers the same estimate on a replay, and the class asked for', async () => {
    const passenger = await kit.person('PASSENGER')
    const body = { ...kit.rideRequest(sceneOrigin(33)), taxiClass: 'turquoise', routeDistanceMetres: 4_000 }
    const headers = { 'idempotency-key': 'fare-replay-0001' }
    const first = await kit.call('POST', '/api/v1/rides', passenger, body, headers)
    kit.advance(60_000)
    const replay = await kit.call('POST', '/api/v1/rides', passenger, body, headers)
    expect([first.statusCode, replay.statusCode]).toEqual([201, 200])
    expect(json(replay).fareEstimate).toEqual(json(first).fareEstimate)
    // turquoise has no confirmed figures after 16 Feb 2026: no guess, in the caller's language
    expect(json(first).fareEstimate.estimate).toMatchObject({
      kind: 'unknown',
      taxiClass: 'turquoise',
      reason: 'figuresUnknown',
    })
  })

  it('says in English that a city has no known tariff, and refuses a nonsense length', async () => {
    const izmir = { ...kit.rideRequest(sceneOrigin(34)), city: 'Izmir' }
    const ride = json(await request(izmir, { 'accept-language': 'en' }))
    expect(ride.fareEstimate?.estimate).toMatchObject({ kind: 'unknown', reason: 'cityUnknown' })
    expect(ride.fareEstimate.estimate.message).toMatch(/^We do not know the taxi tariff of Izmir yet/)
    const bad = await request({ ...kit.rideRequest(sceneOrigin(35)), routeDistanceMetres: -5 })
    expect(bad.statusCode).toBe(400)
  })
})
