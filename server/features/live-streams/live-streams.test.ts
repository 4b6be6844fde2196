import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, DIALECTS, PUBLIC_URL, type TestContext } from '#server/test/context.ts'
import { lifecycleKit, near, sceneOrigin, type Person } from '#server/test/lifecycle-kit.ts'
import { urlOf, startPgInstance, type ServerInstance } from '#server/test/pg-instance.ts'
import { openSse } from '#server/test/sse-client.ts'

describe.each(DIALECTS)('live ride events (SSE) on %s', (dialect) => {
  let ctx: TestContext
  const kit = lifecycleKit(() => ctx)
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => ctx?.destroy())

  it("streams a ride's transitions and its driver's position to the passenger, and offers to the driver", async () => {
    const origin = sceneOrigin(30)
    const passenger = await kit.person('PASSENGER')
    const driver = await kit.onlineDriver(near(origin, 300))
    const offers = await openSse(`${urlOf(ctx.app)}/api/v1/driver/events`, { cookie: driver.cookie })
    expect(offers.status).toBe(200)
    const rideId = await kit.requestRide(passenger, origin)
    const offer = await offers.next((e) => e.event === 'offer')
    expect(offer.data.offer).toMatchObject({ rideId, distanceMetres: 300 })

    const ride = await openSse(`${urlOf(ctx.app)}/api/v1/rides/${rideId}/events`, { cookie: passenger.cookie })
    expect((await ride.next((e) => e.event === 'status')).data).toMatchObject({ status: 'REQUESTED' })
    await kit.step(rideId, 'accept', driver)
    expect((await ride.next((e) => e.data.status === 'ASSIGNED')).data).toMatchObject({
      from: 'REQUESTED',
      actor: 'driver',
    })
    kit.advance(5_000)
    await kit.call('PUT', '/api/v1/driver/position', driver, near(origin, 150))
    const position = await ride.next((e) => e.event === 'position')
    expect(position.data).toMatchObject({ rideId, lat: near(origin, 150).lat, lng: origin.lng })
    offers.close()
    ride.close()
  })

  it("tells the driver's other screens when the driver declines an offer, and replays it to one that was away", async () => {
    const origin = sceneOrigin(31)
    const passenger = await kit.person('PASSENGER')
    const driver = await kit.onlineDriver(near(origin, 300))
    const phone = await openSse(`${urlOf(ctx.app)}/api/v1/driver/events`, { cookie: driver.cookie })
    const tablet = await openSse(`${urlOf(ctx.app)}/api/v1/driver/events`, { cookie: driver.cookie })
    const rideId = await kit.requestRide(passenger, origin)
    const offered = await tablet.next((e) => e.event === 'offer')
    await phone.next((e) => e.event === 'offer')
    expect((await kit.step(rideId, 'decline', driver)).statusCode).toBe(204)
    const closed = await tablet.next((e) => e.event === 'offer-closed')
    expect(closed.data).toEqual({ type: 'offer-closed', rideId, reason: 'DECLINED' })
    phone.close()
    tablet.close()
    // a screen that was away when it happened resumes from its last event and is told too
    const resumed = await openSse(`${urlOf(ctx.app)}/api/v1/driver/events`, {
      cookie: driver.cookie,
      'last-event-id': offered.id!,
    })
    expect((await resumed.next((e) => e.event === 'offer-closed')).data).toMatchObject({ rideId, reason: 'DECLINED' })
    resumed.close()
  })

  it.runIf(dialect === 'postgres')('shows a client on instance B a transition made on instance A', async () => {
    const instances: ServerInstance[] = []
    for (let i = 0; i < 2; i++) {
      instances.push(await startPgInstance(ctx))
    }
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]]
    try {
      const origin = sceneOrigin(31)
      const passenger: Person = await kit.person('PASSENGER')
      const driver = await kit.onlineDriver(near(origin, 200))
      const rideId = await kit.requestRide(passenger, origin)
      const onB = await openSse(`${urlOf(b.app)}/api/v1/rides/${rideId}/events`, { cookie: passenger.cookie })
      expect(onB.status).toBe(200)
      await onB.next((e) => e.data.status === 'REQUESTED')
      const accepted = await a.app.inject({
        method: 'POST',
        url: `/api/v1/rides/${rideId}/accept`,
        headers: { cookie: driver.cookie, origin: PUBLIC_URL },
      })
      expect(accepted.statusCode).toBe(200)
      const seen = await onB.next((e) => e.data.status === 'ASSIGNED')
      expect(seen.data).toMatchObject({ rideId, from: 'REQUESTED', actor: 'driver' })
      onB.close()
    } finally {
      for (const instance of instances) await instance.close()
    }
  })
})
