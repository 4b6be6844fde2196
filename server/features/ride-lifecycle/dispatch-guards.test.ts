import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { json, lifecycleKit, near, sceneOrigin, type Person } from '#server/test/lifecycle-kit.ts'
import { RIDE_REQUEST_LIMIT } from './ride-request.service.ts'

describe.each(DIALECTS)('who dispatch reaches, and how often a passenger may call (issue 22) on %s', (dialect) => {
  let ctx: TestContext
  const kit = lifecycleKit(() => ctx)
  const { call, person, onlineDriver, rideRequest, requestRide, step, advance, sweep } = kit
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
  })
  afterAll(async () => ctx?.destroy())

  const nearbyCount = async (who: Person, at: { lat: number; lng: number }) =>
    json(await call('GET', `/api/v1/taxis/nearby?lat=${at.lat}&lng=${at.lng}`, who)).count as number
  const offeredDrivers = async (rideId: string) =>
    (
      await ctx.db
        .selectFrom('ride_offers')
        .select(['driverId', 'status'])
        .where('rideId', '=', rideId)
        .orderBy('driverId')
        .execute()
    ).map((o) => `${o.driverId}:${o.status}`)
  const isOnline = async (driver: Person) =>
    Boolean(
      Number(
        (
          await ctx.db
            .selectFrom('driver_presence')
            .select('isOnline')
            .where('driverId', '=', driver.id)
            .executeTakeFirstOrThrow()
        ).isOnline,
      ),
    )

  it('takes a deactivated driver offline: his open offer is withdrawn, nearby no longer counts him, no new offer reaches him', async () => {
    const origin = sceneOrigin(50)
    const admin = await person('ADMIN')
    const passenger = await person('PASSENGER')
    const deactivated = await onlineDriver(near(origin, 200))
    expect(await nearbyCount(passenger, origin)).toBe(1)
    const firstRide = await requestRide(passenger, origin)
    expect(await offeredDrivers(firstRide)).toEqual([`${deactivated.id}:OFFERED`])

    const done = await call('POST', `/api/v1/admin/users/${deactivated.id}/deactivate`, admin, { reason: 'Complaints' })
    expect(done.statusCode).toBe(200)
    expect(await isOnline(deactivated)).toBe(false)
    expect(await offeredDrivers(firstRide)).toEqual([`${deactivated.id}:WITHDRAWN`])
    expect(await nearbyCount(passenger, origin)).toBe(0)

    const other = await onlineDriver(near(origin, 600))
    // even a presence row left online (another instance's write racing the deactivation) is skipped
    await ctx.db
      .updateTable('driver_presence')
      .set({ isOnline: 1, cell: null })
      .where('driverId', '=', deactivated.id)
      .execute()
    const otherPresence = await ctx.db
      .selectFrom('driver_presence')
      .select('cell')
      .where('driverId', '=', other.id)
      .executeTakeFirstOrThrow()
    await ctx.db
      .updateTable('driver_presence')
      .set({ cell: otherPresence.cell })
      .where('driverId', '=', deactivated.id)
      .execute()
    expect(await nearbyCount(passenger, origin)).toBe(1)
    await sweep()
    expect(await offeredDrivers(firstRide)).toEqual([`${deactivated.id}:WITHDRAWN`, `${other.id}:OFFERED`].sort())
    const secondPassenger = await person('PASSENGER')
    const secondRide = await requestRide(secondPassenger, origin)
    expect(await offeredDrivers(secondRide)).toEqual([`${other.id}:OFFERED`])
  })

  it(`refuses a passenger's ride request beyond ${RIDE_REQUEST_LIMIT.max} in ${RIDE_REQUEST_LIMIT.windowSeconds / 60} minutes with 429 in Turkish, and no offer goes out`, async () => {
    const origin = sceneOrigin(51)
    const passenger = await person('PASSENGER')
    const driver = await onlineDriver(near(origin, 300))
    const keys: string[] = []
    for (let i = 0; i < RIDE_REQUEST_LIMIT.max; i++) {
      const key = randomUUID()
      keys.push(key)
      const rideId = await requestRide(passenger, origin, key)
      const cancelled = await call('POST', `/api/v1/rides/${rideId}/cancel`, passenger, { reason: 'Wrong address' })
      expect(cancelled.statusCode).toBe(200)
    }
    // a replayed request (lost answer) is not a new one
    const replay = await call('POST', '/api/v1/rides', passenger, rideRequest(origin), { 'idempotency-key': keys[0]! })
    expect(replay.statusCode).toBe(200)
    const refused = await call('POST', '/api/v1/rides', passenger, rideRequest(origin), {
      'idempotency-key': randomUUID(),
      'accept-language': 'tr',
    })
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe(String(RIDE_REQUEST_LIMIT.windowSeconds))
    expect(json(refused)).toEqual({
      error: {
        code: 'TOO_MANY_RIDE_REQUESTS',
        message: 'Kısa sürede çok fazla yolculuk istediniz. Lütfen 5 dakika bekleyip yeniden deneyin.',
      },
    })
    const offers = await ctx.db.selectFrom('ride_offers').select('rideId').where('driverId', '=', driver.id).execute()
    expect(offers).toHaveLength(RIDE_REQUEST_LIMIT.max)
    // another passenger is not held back, and the window passes
    expect(
      (
        await call('POST', '/api/v1/rides', await person('PASSENGER'), rideRequest(near(origin, 50)), {
          'idempotency-key': randomUUID(),
        })
      ).statusCode,
    ).toBe(201)
    advance(RIDE_REQUEST_LIMIT.windowSeconds * 1000)
    await call('PUT', '/api/v1/driver/position', driver, near(origin, 300))
    expect(
      (await call('POST', '/api/v1/rides', passenger, rideRequest(origin), { 'idempotency-key': randomUUID() }))
        .statusCode,
    ).toBe(201)
  })

  const alertsOf = (rideId: string) =>
    ctx.db.selectFrom('ride_alerts').select(['rideId', 'kind', 'driverId']).where('rideId', '=', rideId).execute()

  it('takes a driver offline after the configured silence, and alerts operations instead while he is on a ride', async () => {
    const silence = ctx.app.rideLifecycle.timeouts.driverSilenceSeconds * 1000
    expect(silence).toBe(120_000)
    const origin = sceneOrigin(52)
    const passenger = await person('PASSENGER')
    const silent = await onlineDriver(near(origin, 200))
    const reporting = await onlineDriver(near(origin, 400))
    const onRide = await onlineDriver(sceneOrigin(53))
    const rideId = await requestRide(await person('PASSENGER'), sceneOrigin(53))
    expect((await step(rideId, 'accept', onRide)).statusCode).toBe(200)

    advance(silence / 2)
    await call('PUT', '/api/v1/driver/position', reporting, near(origin, 400))
    advance(silence / 2 - 1_000)
    await sweep()
    expect(await isOnline(silent)).toBe(true)
    expect(await nearbyCount(passenger, origin)).toBe(2)
    expect(await alertsOf(rideId)).toEqual([])

    advance(2_000)
    expect((await sweep()).silentDriverAlerts).toBe(1)
    expect(await isOnline(silent)).toBe(false)
    expect(await isOnline(reporting)).toBe(true)
    expect(await isOnline(onRide)).toBe(true)
    expect(await nearbyCount(passenger, origin)).toBe(1)
    const late = await call('PUT', '/api/v1/driver/position', silent, near(origin, 200))
    expect(late.statusCode).toBe(409)
    expect(json(late).error.code).toBe('DRIVER_OFFLINE')
    expect(await alertsOf(rideId)).toEqual([{ rideId, kind: 'DRIVER_SILENT', driverId: onRide.id }])
    // raised once per ride
    expect((await sweep()).silentDriverAlerts).toBe(0)
  })
})
