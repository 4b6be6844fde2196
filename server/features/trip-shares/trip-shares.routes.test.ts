import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildLoggedApp } from '#server/test/logged-app.ts'
import { createTestContext, DIALECTS, PUBLIC_URL, type TestContext } from '#server/test/context.ts'
import { json, lifecycleKit, near, sceneOrigin, type Person } from '#server/test/lifecycle-kit.ts'
import { hashShareToken } from './trip-shares.service.ts'
import { TRIP_SHARE_VIEW_LIMIT } from './trip-shares.routes.ts'

const METER = { fareLira: 180, distanceMetres: 6_000, durationSeconds: 900 }

describe.each(DIALECTS)('share my trip on %s', (dialect) => {
  let ctx: TestContext
  const kit = lifecycleKit(() => ctx)
  const { call, person, onlineDriver, requestRide, step, advance } = kit
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
  })
  afterAll(async () => ctx?.destroy())

  const share = (rideId: string, who: Person | null) => call('POST', `/api/v1/rides/${rideId}/share`, who, {})
  const revoke = (rideId: string, who: Person) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/rides/${rideId}/share`,
      headers: { origin: PUBLIC_URL, cookie: who.cookie },
    })
  const view = (token: string, lang = 'tr', ip?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/trip-shares/view',
      payload: { token },
      headers: { origin: PUBLIC_URL, 'accept-language': lang, ...(ip ? { 'x-forwarded-for': ip } : {}) },
    })

  it('shows a friend the taxi and its live position while the ride is open, and nothing once it ends', async () => {
    const origin = sceneOrigin(100)
    const passenger = await person('PASSENGER')
    const driver = await onlineDriver(near(origin, 800))
    const rideId = await requestRide(passenger, origin)
    const made = await share(rideId, passenger)
    expect(made.statusCode).toBe(201)
    const { token, expiresAt } = json(made)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(expiresAt).toBe('2026-03-16T00:00:00.000Z')
    // only the hash is stored
    const stored = await ctx.db.selectFrom('trip_shares').selectAll().where('rideId', '=', rideId).execute()
    expect(stored.map((s) => s.tokenHash)).toEqual([hashShareToken(token)])
    expect(JSON.stringify(stored)).not.toContain(token)
    expect(json(await call('GET', `/api/v1/rides/${rideId}`, passenger)).share).toEqual({ expiresAt })

    const before = await view(token)
    expect(before.statusCode).toBe(200)
    expect(before.headers['cache-control']).toBe('no-store')
    expect(json(before)).toEqual({
      status: 'REQUESTED',
      plate: null,
      vehicle: { brand: null, model: null, color: null },
      driverFirstName: null,
      passengerFirstName: 'Ayşe',
      position: null,
      pickup: { address: 'Taksim Meydanı, Beyoğlu' },
      dropoff: { address: 'Kadıköy İskelesi' },
      updatedAt: '2026-03-15T12:00:00.000Z',
    })

    advance(10_000)
    await step(rideId, 'accept', driver)
    const during = json(await view(token))
    expect(during).toMatchObject({
      status: 'ASSIGNED',
      plate: expect.stringMatching(/^34 T \d{4}$/),
      vehicle: { brand: 'Fiat', model: 'Egea', color: 'Sarı' },
      driverFirstName: 'Mehmet',
      position: { lat: near(origin, 800).lat, lng: origin.lng },
      updatedAt: '2026-03-15T12:00:10.000Z',
    })
    // a friend sees the passenger's first name only: no surname, no phone, no e-mail, no ride id
    expect(Object.keys(during).filter((key) => key.startsWith('passenger'))).toEqual(['passengerFirstName'])
    expect(JSON.stringify(during)).not.toMatch(/Demir|Yılmaz|@|\+90/)
    expect(JSON.stringify(during)).not.toContain(rideId)
    advance(5_000)
    await call('PUT', '/api/v1/driver/position', driver, near(origin, 300))
    expect(json(await view(token))).toMatchObject({
      position: { lat: near(origin, 300).lat, at: '2026-03-15T12:00:15.000Z' },
      updatedAt: '2026-03-15T12:00:15.000Z',
    })

    await step(rideId, 'arrive', driver)
    await step(rideId, 'start', driver)
    await step(rideId, 'complete', driver, METER)
    const after = await view(token)
    expect(after.statusCode).toBe(404)
    // the friend learns the passenger arrived, and nothing else of the ride (issue 30)
    expect(json(after)).toEqual({
      error: { code: 'TRIP_SHARE_ARRIVED', message: 'Yolcu varış noktasına ulaştı: bu yolculuk artık paylaşılmıyor.' },
    })
    // and no new link for an ended ride
    const late = await share(rideId, passenger)
    expect(late.statusCode).toBe(409)
    expect(json(late).error.code).toBe('RIDE_NOT_OPEN')
  })

  it('replaces the old link with a second one, revokes it on request, and answers unknown tokens 404 in both languages', async () => {
    const passenger = await person('PASSENGER')
    const rideId = await requestRide(passenger, sceneOrigin(101))
    const first = json(await share(rideId, passenger)).token
    const second = json(await share(rideId, passenger)).token
    expect(second).not.toBe(first)
    expect((await view(first)).statusCode).toBe(404)
    expect((await view(second)).statusCode).toBe(200)
    expect((await revoke(rideId, passenger)).statusCode).toBe(204)
    expect((await view(second)).statusCode).toBe(404)
    expect(json(await call('GET', `/api/v1/rides/${rideId}`, passenger)).share).toBeNull()
    const en = await view('not-a-real-token', 'en')
    expect(json(en).error).toEqual({
      code: 'TRIP_SHARE_NOT_FOUND',
      message: 'This shared trip link is not valid: it was revoked, or the trip has ended.',
    })
  })

  it('says nothing of a cancelled ride: not that anyone arrived', async () => {
    const passenger = await person('PASSENGER')
    const rideId = await requestRide(passenger, sceneOrigin(103))
    const { token } = json(await share(rideId, passenger))
    await step(rideId, 'cancel', passenger, { reason: 'Vazgeçtim' })
    expect(json(await view(token)).error.code).toBe('TRIP_SHARE_NOT_FOUND')
  })

  it("lets only the ride's passenger share or revoke it", async () => {
    const passenger = await person('PASSENGER')
    const stranger = await person('PASSENGER')
    const driver = await person('DRIVER')
    const rideId = await requestRide(passenger, sceneOrigin(102))
    const foreign = await share(rideId, stranger)
    expect(foreign.statusCode).toBe(404)
    expect(json(foreign).error.code).toBe('RIDE_NOT_FOUND')
    expect((await revoke(rideId, stranger)).statusCode).toBe(404)
    expect(json(await share(rideId, driver)).error.code).toBe('PASSENGER_ONLY')
    expect((await share(rideId, null)).statusCode).toBe(401)
  })

  it(`limits views to ${TRIP_SHARE_VIEW_LIMIT.max} a minute per address`, async () => {
    for (let i = 0; i < TRIP_SHARE_VIEW_LIMIT.max; i++)
      expect((await view('guess', 'tr', '10.7.7.7')).statusCode).toBe(404)
    const over = await view('guess', 'en', '10.7.7.7')
    expect(over.statusCode).toBe(429)
    expect(json(over).error.code).toBeTruthy()
    expect((await view('guess', 'tr', '10.7.7.8')).statusCode).toBe(404)
  })

  it.runIf(dialect === 'sqlite')('never writes the token to the request log', async () => {
    const { app: logged, lines } = await buildLoggedApp(ctx, { level: 'trace', now: () => ctx.now })
    try {
      const passenger = await person('PASSENGER')
      const rideId = await requestRide(passenger, sceneOrigin(103))
      const { token } = json(await share(rideId, passenger))
      const seen = await logged.inject({
        method: 'POST',
        url: '/api/v1/trip-shares/view',
        payload: { token },
        headers: { origin: PUBLIC_URL },
      })
      expect(seen.statusCode).toBe(200)
      await logged.inject({ method: 'POST', url: '/api/v1/trip-shares/view', payload: { token: `${token}x` } })
      expect(lines.some((l) => l.includes('/api/v1/trip-shares/view'))).toBe(true)
      expect(lines.join('\n')).not.toContain(token)
    } finally {
      await logged.close()
    }
  })
})
