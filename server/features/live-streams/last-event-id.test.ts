import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_LAST_EVENT_ID } from '#shared/schemas/rides-api.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { lifecycleKit, near, sceneOrigin, type Person } from '#server/test/lifecycle-kit.ts'
import { urlOf } from '#server/test/pg-instance.ts'
import { openSse } from '#server/test/sse-client.ts'

const HUGE = '9999999999999999'
const BAD_VALUES = [HUGE, String(MAX_LAST_EVENT_ID + 1), 'abc', '-1', '1e5', '']

/**
 * A Last-Event-ID a stream cannot resume from (issue 30, security): refused with 400 in the usual
 * shape before the stream opens, as the query parameter or the header, on every live stream.
 */
describe.each(DIALECTS)('a bad Last-Event-ID is refused on every live stream on %s', (dialect) => {
  let ctx: TestContext
  const kit = lifecycleKit(() => ctx)
  let passenger: Person
  let driver: Person
  let admin: Person
  let rideId: string
  const origin = sceneOrigin(61)
  const viewport = new URLSearchParams({
    south: String(origin.lat - 0.01),
    west: String(origin.lng - 0.01),
    north: String(origin.lat + 0.01),
    east: String(origin.lng + 0.01),
    zoom: '15',
  }).toString()
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    passenger = await kit.person('PASSENGER')
    driver = await kit.onlineDriver(near(origin, 300))
    admin = await kit.person('ADMIN')
    rideId = await kit.requestRide(passenger, origin)
  })
  afterAll(async () => ctx?.destroy())

  const streams = () => [
    { name: 'passenger', path: `/api/v1/rides/${rideId}/events`, who: passenger, query: true },
    { name: 'driver', path: '/api/v1/driver/events', who: driver, query: true },
    { name: 'staff live map', path: `/api/v1/admin/live/events?${viewport}`, who: admin, query: false },
  ]
  const withQuery = (path: string, value: string) =>
    `${path}${path.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(value)}`

  async function expectRefused(path: string, headers: Record<string, string>) {
    const stream = await openSse(`${urlOf(ctx.app)}${path}`, { 'accept-language': 'en', ...headers })
    await stream.ended
    expect(stream.status, `${path} ${JSON.stringify(headers)}: ${stream.body()}`).toBe(400)
    expect(JSON.parse(stream.body())).toEqual({
      error: { code: 'INVALID_INPUT', message: expect.any(String), fields: { lastEventId: 'invalid' } },
    })
  }

  it('refuses 9999999999999999 (and other bad values) as the header on the passenger, driver and staff streams', async () => {
    for (const s of streams())
      for (const value of BAD_VALUES) await expectRefused(s.path, { cookie: s.who.cookie, 'last-event-id': value })
  })

  it('refuses them as ?lastEventId= on the passenger and driver streams', async () => {
    for (const s of streams().filter((x) => x.query))
      for (const value of BAD_VALUES.filter(Boolean))
        await expectRefused(withQuery(s.path, value), { cookie: s.who.cookie })
  })

  it('still resumes from the largest id it accepts: the driver stream stays open and delivers offers', async () => {
    const stream = await openSse(`${urlOf(ctx.app)}${withQuery('/api/v1/driver/events', String(MAX_LAST_EVENT_ID))}`, {
      cookie: driver.cookie,
    })
    expect(stream.status).toBe(200)
    const next = await kit.requestRide(await kit.person('PASSENGER'), near(origin, 100))
    expect((await stream.next((e) => e.event === 'offer')).data).toMatchObject({ offer: { rideId: next } })
    stream.close()
  })
})
