import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  LiveFoundSchema,
  LiveSnapshotSchema,
  type LiveDelta,
  type LiveSnapshot,
} from '#shared/schemas/operations-live.ts'
import { common as en } from '#shared/i18n/en/common.ts'
import { common as tr } from '#shared/i18n/tr/common.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { json, lifecycleKit, near, sceneOrigin, type Person } from '#server/test/lifecycle-kit.ts'
import { MAX_STREAMS_PER_USER } from '#server/events/stream-registry.ts'
import { urlOf } from '#server/test/pg-instance.ts'
import { openSse, type SseEvent } from '#server/test/sse-client.ts'
import { signInStaff } from '#server/test/staff-sign-in.ts'

/** A viewport `half` degrees each way around a point. */
const around = (p: { lat: number; lng: number }, zoom: number, half = 0.01) =>
  new URLSearchParams({
    south: String(p.lat - half),
    west: String(p.lng - half),
    north: String(p.lat + half),
    east: String(p.lng + half),
    zoom: String(zoom),
  }).toString()

describe.each(DIALECTS)("operations' live map (issue 25) on %s", (dialect) => {
  let ctx: TestContext
  const kit = lifecycleKit(() => ctx)
  const { call, person, onlineDriver, requestRide, step, advance } = kit
  let admin: Person
  let support: Person
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-16T08:00:00Z') })
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    admin = await person('ADMIN')
    const user = await ctx.createUser({ type: 'SUPPORT', firstName: 'Sena', lastName: 'Destek' })
    support = { ...user, cookie: await signInStaff(ctx, user) }
  })
  afterAll(async () => ctx?.destroy())

  const snapshot = async (who: Person, query: string): Promise<LiveSnapshot> => {
    const response = await call('GET', `/api/v1/admin/live/snapshot?${query}`, who)
    expect(response.statusCode, response.body).toBe(200)
    return LiveSnapshotSchema.parse(json(response))
  }

  /**
   * A known fleet at a scene: one taxi on an ASSIGNED ride, two offered a waiting request, one free
   * that came online after the request (so nobody offered it anything).
   */
  async function fleet(scene: number) {
    const origin = sceneOrigin(scene)
    const onRide = await onlineDriver(near(origin, 200))
    const assigned = await requestRide(await person('PASSENGER'), origin)
    expect((await step(assigned, 'accept', onRide)).statusCode).toBe(200)
    const offered = [await onlineDriver(near(origin, 300)), await onlineDriver(near(origin, 400))]
    const requested = await requestRide(await person('PASSENGER'), near(origin, 50))
    const free = await onlineDriver(near(origin, 500))
    return { origin, onRide, offered, free, assigned, requested }
  }

  it('lets SUPPORT and ADMIN see the map; passengers and drivers get 403, strangers 401', async () => {
    const query = around(sceneOrigin(0), 15)
    for (const staff of [admin, support])
      expect((await call('GET', `/api/v1/admin/live/snapshot?${query}`, staff)).statusCode).toBe(200)
    const passenger = await person('PASSENGER')
    const driver = await person('DRIVER')
    for (const who of [passenger, driver]) {
      expect((await call('GET', `/api/v1/admin/live/snapshot?${query}`, who)).statusCode).toBe(403)
      expect((await call('GET', `/api/v1/admin/live/find?q=34T1234`, who)).statusCode).toBe(403)
      const stream = await openSse(`${urlOf(ctx.app)}/api/v1/admin/live/events?${query}`, { cookie: who.cookie })
      expect(stream.status).toBe(403)
      stream.close()
    }
    expect((await call('GET', `/api/v1/admin/live/snapshot?${query}`, null)).statusCode).toBe(401)
  })

  it.each([
    ['tr', tr.api.invalidInput],
    ['en', en.api.invalidInput],
  ])('refuses a viewport turned inside out, in the caller’s words (%s)', async (lang, words) => {
    const url = '/api/v1/admin/live/snapshot?south=41&north=40&west=28&east=29&zoom=12'
    const response = await call('GET', url, admin, undefined, { 'accept-language': lang })
    expect(response.statusCode).toBe(400)
    expect(json(response).error).toEqual({ code: 'INVALID_INPUT', message: words, fields: { _: 'invalid' } })
  })

  it('zoomed in, lists each taxi and ride in view by state, and only those in view', async () => {
    const f = await fleet(1)
    const view = await snapshot(support, around(f.origin, 15))
    expect(view.mode).toBe('detail')
    const stateOf = (p: Person) => view.taxis.find((t) => t.id === p.id)?.state
    expect(view.taxis).toHaveLength(4)
    expect(stateOf(f.onRide)).toBe('ON_RIDE')
    expect(f.offered.map(stateOf)).toEqual(['OFFERED', 'OFFERED'])
    expect(stateOf(f.free)).toBe('FREE')
    expect(view.taxis.find((t) => t.id === f.onRide.id)?.rideId).toBe(f.assigned)
    expect(view.rides.map((r) => [r.id, r.status]).sort()).toEqual(
      [
        [f.assigned, 'ASSIGNED'],
        [f.requested, 'REQUESTED'],
      ].sort(),
    )
    expect(view.totals.taxis).toEqual({ FREE: 1, OFFERED: 2, ON_RIDE: 1 })
    expect(view.totals.rides).toEqual({ REQUESTED: 1, ASSIGNED: 1, ARRIVED: 0, IN_PROGRESS: 0 })
    expect(view.capped).toEqual({ taxis: false, rides: false })
    // another scene, 50 km away, is out of this view
    const elsewhere = await snapshot(support, around(sceneOrigin(2), 15))
    expect(elsewhere.taxis.map((t) => t.id)).not.toContain(f.free.id)
    // filters by state
    const onlyWaiting = await snapshot(support, `${around(f.origin, 15)}&taxis=FREE&rides=REQUESTED`)
    expect(onlyWaiting.taxis.map((t) => t.id)).toEqual([f.free.id])
    expect(onlyWaiting.rides.map((r) => r.id)).toEqual([f.requested])
  })

  it('at city zoom sends counts per cell, never single taxis, with the longest wait', async () => {
    const f = await fleet(3)
    const view = await snapshot(admin, around(f.origin, 11, 0.2))
    expect(view.mode).toBe('cells')
    expect(view.taxis).toEqual([])
    expect(view.rides).toEqual([])
    expect(view.cells.length).toBeGreaterThan(0)
    expect(view.totals.taxis).toEqual({ FREE: 1, OFFERED: 2, ON_RIDE: 1 })
    expect(view.totals.rides).toEqual({ REQUESTED: 1, ASSIGNED: 1, ARRIVED: 0, IN_PROGRESS: 0 })
    const waiting = view.cells.find((c) => c.rides.REQUESTED === 1)
    expect(waiting?.oldestRequestedAt).toBe(ctx.now.toISOString())
    expect(waiting!.south).toBeLessThanOrEqual(f.origin.lat)
    expect(waiting!.north).toBeGreaterThan(f.origin.lat)
  })

  it('finds a ride by its id and a taxi by its plate, spaces and case aside; 404 otherwise', async () => {
    const f = await fleet(4)
    const byId = LiveFoundSchema.parse(json(await call('GET', `/api/v1/admin/live/find?q=${f.assigned}`, support)))
    expect(byId).toMatchObject({ rideId: f.assigned, status: 'ASSIGNED' })
    expect(byId.lat).toBeCloseTo(near(f.origin, 200).lat, 6)
    const profile = await ctx.db
      .selectFrom('driver_profiles')
      .select('vehiclePlate')
      .where('userId', '=', f.onRide.id)
      .executeTakeFirstOrThrow()
    const typed = profile.vehiclePlate!.replace(/\s+/g, '').toLowerCase()
    const byPlate = json(await call('GET', `/api/v1/admin/live/find?q=${encodeURIComponent(typed)}`, support))
    expect(byPlate).toMatchObject({ rideId: f.assigned, status: 'ASSIGNED', plate: profile.vehiclePlate })
    const missing = await call('GET', '/api/v1/admin/live/find?q=00XX0000', support)
    expect(missing.statusCode).toBe(404)
    expect(json(missing).error.message).not.toMatch(/NOT_FOUND/)
  })

  it('streams a snapshot, then a delta when a taxi moves and when a ride changes state', async () => {
    const origin = sceneOrigin(5)
    const driver = await onlineDriver(near(origin, 300))
    const stream = await openSse(`${urlOf(ctx.app)}/api/v1/admin/live/events?${around(origin, 15)}`, {
      cookie: support.cookie,
    })
    expect(stream.status).toBe(200)
    const first = await stream.next((e) => e.event === 'snapshot')
    const view = (first.data as { view: LiveSnapshot }).view
    expect(view.taxis.map((t) => [t.id, t.state])).toEqual([[driver.id, 'FREE']])

    advance(5_000)
    const to = near(origin, 100)
    expect((await call('PUT', '/api/v1/driver/position', driver, to)).statusCode).toBe(204)
    const moved = await stream.next((e) => deltaOf(e)?.taxis.upsert.some((t) => t.id === driver.id) ?? false)
    expect(deltaOf(moved)!.taxis.upsert.find((t) => t.id === driver.id)).toMatchObject({ lat: to.lat, state: 'FREE' })
    expect(deltaOf(moved)!.taxis.remove).toEqual([])

    const rideId = await requestRide(await person('PASSENGER'), origin)
    const requested = await stream.next((e) => deltaOf(e)?.rides.upsert.some((r) => r.id === rideId) ?? false)
    expect(deltaOf(requested)!.rides.upsert.find((r) => r.id === rideId)?.status).toBe('REQUESTED')
    expect((await step(rideId, 'accept', driver)).statusCode).toBe(200)
    const assigned = await stream.next(
      (e) => deltaOf(e)?.rides.upsert.some((r) => r.id === rideId && r.status === 'ASSIGNED') ?? false,
    )
    expect(deltaOf(assigned)!.taxis.upsert.find((t) => t.id === driver.id)?.state).toBe('ON_RIDE')
    // a delta names what changed, not the whole view again
    const deltas = stream.events.filter((e) => e.event === 'delta').map(deltaOf)
    expect(deltas.length).toBeGreaterThanOrEqual(3)
    expect(stream.events.filter((e) => e.event === 'snapshot')).toHaveLength(1)
    stream.close()
  })

  it('streams changed cell counts at city zoom, and ends the stream when the staff member signs out', async () => {
    const origin = sceneOrigin(6)
    const staff = await person('ADMIN')
    const stream = await openSse(`${urlOf(ctx.app)}/api/v1/admin/live/events?${around(origin, 11, 0.2)}`, {
      cookie: staff.cookie,
    })
    await stream.next((e) => e.event === 'snapshot')
    await onlineDriver(near(origin, 300))
    const counted = await stream.next((e) => deltaOf(e)?.cells.upsert.some((c) => c.taxis.FREE === 1) ?? false)
    expect(deltaOf(counted)!.totals?.taxis).toEqual({ FREE: 1, OFFERED: 0, ON_RIDE: 0 })
    expect((await call('POST', '/api/auth/sign-out', staff, {})).statusCode).toBe(200)
    await stream.ended
  })

  it(`holds a staff member to ${MAX_STREAMS_PER_USER} live map streams, like the ride streams: 429 in their language`, async () => {
    const staff = support
    const url = `${urlOf(ctx.app)}/api/v1/admin/live/events?${around(sceneOrigin(7), 15)}`
    const open = []
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) open.push(await openSse(url, { cookie: staff.cookie }))
    await Promise.all(open.map((s) => s.next((e) => e.event === 'snapshot')))
    const refused = await openSse(url, { cookie: staff.cookie, 'accept-language': 'en' })
    expect(refused.status).toBe(429)
    expect(refused.headers['retry-after']).toBe('30')
    await refused.ended
    expect(JSON.parse(refused.body())).toEqual({
      error: {
        code: 'TOO_MANY_STREAMS',
        message: `Too many live connections are open for your account (at most ${MAX_STREAMS_PER_USER}). Close another window and try again.`,
      },
    })
    for (const s of open) s.close()
  })
})

const deltaOf = (e: SseEvent): LiveDelta | null => (e.event === 'delta' ? (e.data as LiveDelta) : null)
