import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { BUS_RESUMED_TOPIC, createInProcessBus, type EventBus } from '#server/events/event-bus.ts'
import { createTestContext, DIALECTS, PUBLIC_URL, type TestContext } from '#server/test/context.ts'
import { lifecycleKit, near, sceneOrigin } from '#server/test/lifecycle-kit.ts'
import { urlOf } from '#server/test/pg-instance.ts'
import { openSse } from '#server/test/sse-client.ts'

/**
 * A bus that loses every message while it is down, as the PostgreSQL bus does while its database
 * restarts, and says it listens again (`BUS_RESUMED_TOPIC`) when it comes back.
 */
function outageBus() {
  const inner = createInProcessBus()
  let down = false
  const bus: EventBus = {
    ...inner,
    publish: (topic, message) => (down ? Promise.resolve() : inner.publish(topic, message)),
    isUp: () => !down,
  }
  return {
    bus,
    goDown: () => (down = true),
    comeBack: async () => ((down = false), await inner.publish(BUS_RESUMED_TOPIC, { type: 'resumed' })),
  }
}

describe.each(DIALECTS)('open streams resynchronise when the bus comes back (issue 30) on %s', (dialect) => {
  let base: TestContext
  let ctx: TestContext
  const outage = outageBus()
  const kit = lifecycleKit(() => ctx)
  beforeAll(async () => {
    base = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
    const app = await buildApp({
      db: base.db,
      dialect: base.dialect,
      auth: base.auth,
      publicUrl: PUBLIC_URL,
      client: null,
      now: () => base.now,
      trustProxy: 1,
      bus: outage.bus,
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    ctx = { ...base, app }
  })
  afterAll(async () => {
    await ctx?.app.close()
    await base?.destroy()
  })

  it('sends the offer, the transitions and the position published while it was down, in order, once', async () => {
    const origin = sceneOrigin(62)
    const passenger = await kit.person('PASSENGER')
    const driver = await kit.onlineDriver(near(origin, 300))
    const rideId = await kit.requestRide(passenger, origin)
    const ride = await openSse(`${urlOf(ctx.app)}/api/v1/rides/${rideId}/events`, { cookie: passenger.cookie })
    const offers = await openSse(`${urlOf(ctx.app)}/api/v1/driver/events`, { cookie: driver.cookie })
    await ride.next((e) => e.data.status === 'REQUESTED')

    outage.goDown()
    // the first offer went out before the stream opened; a second passenger's comes during the outage
    kit.advance(1_000)
    const second = await kit.requestRide(await kit.person('PASSENGER'), near(origin, 50))
    expect((await kit.step(rideId, 'accept', driver)).statusCode).toBe(200)
    expect((await kit.step(rideId, 'arrive', driver)).statusCode).toBe(200)
    kit.advance(5_000)
    await kit.call('PUT', '/api/v1/driver/position', driver, near(origin, 20))
    expect(ride.events.map((e) => e.data.status ?? e.event)).toEqual(['REQUESTED'])
    expect(offers.events).toEqual([])

    await outage.comeBack()
    expect((await ride.next((e) => e.event === 'position')).data).toMatchObject({ lat: near(origin, 20).lat })
    expect(ride.events.map((e) => e.data.status ?? e.event)).toEqual(['REQUESTED', 'ASSIGNED', 'ARRIVED', 'position'])
    const ids = ride.events.filter((e) => e.event === 'status').map((e) => Number(e.id))
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect((await offers.next((e) => e.event === 'offer')).data).toMatchObject({ offer: { rideId: second } })

    // live again: the next step arrives through the bus as before
    expect((await kit.step(rideId, 'start', driver)).statusCode).toBe(200)
    await ride.next((e) => e.data.status === 'IN_PROGRESS')
    ride.close()
    offers.close()
  })

  it('ends the streams of a session signed out while it was down (the close it carried was lost)', async () => {
    const passenger = await kit.person('PASSENGER')
    const stays = await kit.person('PASSENGER')
    const rideId = await kit.requestRide(passenger, sceneOrigin(63))
    const otherRide = await kit.requestRide(stays, near(sceneOrigin(63), 500))
    const ride = await openSse(`${urlOf(ctx.app)}/api/v1/rides/${rideId}/events`, { cookie: passenger.cookie })
    const kept = await openSse(`${urlOf(ctx.app)}/api/v1/rides/${otherRide}/events`, { cookie: stays.cookie })
    await ride.next((e) => e.event === 'status')
    outage.goDown()
    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: passenger.cookie, origin: PUBLIC_URL, 'content-type': 'application/json' },
      payload: {},
    })
    expect(signOut.statusCode).toBe(200)
    let endedAt: 'before' | 'after' | null = null
    void ride.ended.then(() => (endedAt ??= outage.bus.isUp() ? 'after' : 'before'))
    await outage.comeBack()
    await withinMs(ride.ended, 5_000)
    expect(endedAt).toBe('after')
    // another account's stream goes on
    expect(
      (await kit.call('POST', `/api/v1/rides/${otherRide}/cancel`, stays, { reason: 'Vazgeçtim' })).statusCode,
    ).toBe(200)
    await kept.next((e) => e.data.status === 'CANCELLED')
    kept.close()
  })
})

/** Fails the test when `promise` has not settled in `ms` (a timer, not a sleep: it resolves as soon as it can). */
function withinMs<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
  )
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}
