import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { common as en } from '#shared/i18n/en/common.ts'
import { common as tr } from '#shared/i18n/tr/common.ts'
import { createTestContext, DIALECTS, PUBLIC_URL, type TestContext } from '#server/test/context.ts'
import { lifecycleKit, near, sceneOrigin } from '#server/test/lifecycle-kit.ts'
import { startPgInstance, urlOf, type ServerInstance } from '#server/test/pg-instance.ts'
import { openSse, type SseEvent } from '#server/test/sse-client.ts'

const statuses = (events: SseEvent[]) => events.filter((e) => e.event === 'status').map((e) => e.data.status)

describe.each(DIALECTS)('live streams carry event ids and replay from Last-Event-ID on %s', (dialect) => {
  let ctx: TestContext
  const kit = lifecycleKit(() => ctx)
  const { person, onlineDriver, requestRide, step, advance, call } = kit
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => ctx?.destroy())

  it('gives every message an id, and after a drop replays both transitions missed, in order, none twice, then the newest position', async () => {
    const origin = sceneOrigin(80)
    const passenger = await person('PASSENGER')
    const driver = await onlineDriver(near(origin, 400))
    const rideId = await requestRide(passenger, origin)
    const url = `${urlOf(ctx.app)}/api/v1/rides/${rideId}/events`
    const first = await openSse(url, { cookie: passenger.cookie })
    const requested = await first.next((e) => e.data.status === 'REQUESTED')
    expect(requested.id).toMatch(/^\d+$/)
    await step(rideId, 'accept', driver)
    const assigned = await first.next((e) => e.data.status === 'ASSIGNED')
    expect(Number(assigned.id)).toBeGreaterThan(Number(requested.id))
    first.close()

    // while the passenger is away: the taxi moves, arrives, and the trip starts
    advance(5_000)
    expect((await call('PUT', '/api/v1/driver/position', driver, near(origin, 10))).statusCode).toBe(204)
    await step(rideId, 'arrive', driver)
    await step(rideId, 'start', driver)

    const again = await openSse(url, { cookie: passenger.cookie, 'last-event-id': assigned.id! })
    const position = await again.next((e) => e.event === 'position')
    expect(position.data).toMatchObject({ rideId, lat: near(origin, 10).lat, at: '2026-03-15T12:00:05.000Z' })
    expect(statuses(again.events)).toEqual(['ARRIVED', 'IN_PROGRESS'])
    expect(again.events.filter((e) => e.event === 'status').map((e) => e.data.from)).toEqual(['ASSIGNED', 'ARRIVED'])
    const ids = again.events.filter((e) => e.event === 'status').map((e) => Number(e.id))
    expect(ids[0]).toBeGreaterThan(Number(assigned.id))
    expect(ids[1]).toBeGreaterThan(ids[0]!)
    // live again: the next transition arrives once, with the next id
    await step(rideId, 'complete', driver, { fareLira: 150, distanceMetres: 5_000, durationSeconds: 900 })
    const completed = await again.next((e) => e.data.status === 'COMPLETED')
    expect(Number(completed.id)).toBeGreaterThan(ids[1]!)
    expect(statuses(again.events)).toEqual(['ARRIVED', 'IN_PROGRESS', 'COMPLETED'])
    again.close()

    // a new EventSource cannot send the header: ?lastEventId= resumes the same way
    const resumed = await openSse(`${url}?lastEventId=${ids[0]}`, { cookie: passenger.cookie })
    await resumed.next((e) => e.data.status === 'COMPLETED')
    expect(statuses(resumed.events)).toEqual(['IN_PROGRESS', 'COMPLETED'])
    resumed.close()
  })

  it('replays to a driver the offer made while he was away, and the close of the one he had', async () => {
    const origin = sceneOrigin(81)
    const driver = await onlineDriver(near(origin, 300))
    const rival = await onlineDriver(near(origin, 350))
    const offers = await openSse(`${urlOf(ctx.app)}/api/v1/driver/events`, { cookie: driver.cookie })
    const firstRide = await requestRide(await person('PASSENGER'), origin)
    const offer = await offers.next((e) => e.event === 'offer')
    expect(offer.id).toMatch(/^\d+$/)
    offers.close()
    advance(2_000)
    await step(firstRide, 'accept', rival)
    const secondRide = await requestRide(await person('PASSENGER'), origin)

    const back = await openSse(`${urlOf(ctx.app)}/api/v1/driver/events`, {
      cookie: driver.cookie,
      'last-event-id': offer.id!,
    })
    const closed = await back.next((e) => e.event === 'offer-closed')
    expect(closed.data).toEqual({ type: 'offer-closed', rideId: firstRide, reason: 'TAKEN' })
    const fresh = await back.next((e) => e.event === 'offer')
    expect((fresh.data.offer as { rideId: string }).rideId).toBe(secondRide)
    expect(back.events).toHaveLength(2)
    back.close()
  })

  it('refuses a malformed lastEventId with 400 in the caller’s language', async () => {
    const passenger = await person('PASSENGER')
    const rideId = await requestRide(passenger, sceneOrigin(82))
    const refusal = async (lang: string) => {
      const url = `/api/v1/rides/${rideId}/events?lastEventId=abc`
      const answer = await call('GET', url, passenger, undefined, { 'accept-language': lang })
      return { status: answer.statusCode, ...JSON.parse(answer.body).error }
    }
    expect(await refusal('en')).toMatchObject({ status: 400, code: 'INVALID_INPUT', message: en.api.invalidInput })
    expect(await refusal('tr')).toMatchObject({ status: 400, code: 'INVALID_INPUT', message: tr.api.invalidInput })
  })

  it.runIf(dialect === 'postgres')('replays on instance B what happened on instance A', async () => {
    const b: ServerInstance = await startPgInstance(ctx)
    try {
      const origin = sceneOrigin(83)
      const passenger = await person('PASSENGER')
      const driver = await onlineDriver(near(origin, 200))
      const rideId = await requestRide(passenger, origin)
      const onA = await openSse(`${urlOf(ctx.app)}/api/v1/rides/${rideId}/events`, { cookie: passenger.cookie })
      const requested = await onA.next((e) => e.data.status === 'REQUESTED')
      onA.close()
      await step(rideId, 'accept', driver)
      await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/rides/${rideId}/arrive`,
        headers: { cookie: driver.cookie, origin: PUBLIC_URL },
      })
      const onB = await openSse(`${urlOf(b.app)}/api/v1/rides/${rideId}/events`, {
        cookie: passenger.cookie,
        'last-event-id': requested.id!,
      })
      await onB.next((e) => e.data.status === 'ARRIVED')
      expect(statuses(onB.events)).toEqual(['ASSIGNED', 'ARRIVED'])
      onB.close()
    } finally {
      await b.close()
    }
  })
})
