import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, DIALECTS, PUBLIC_URL, randomIp, type TestContext } from '#server/test/context.ts'
import { json, lifecycleKit, near, sceneOrigin, type Person } from '#server/test/lifecycle-kit.ts'
import { urlOf, startPgInstance } from '#server/test/pg-instance.ts'
import { openSse } from '#server/test/sse-client.ts'
import { MAX_STREAMS_PER_USER, streamCapOf } from '#server/events/stream-registry.ts'

/** Resolves true when the stream ends within a second, false otherwise. */
const endsWithinASecond = (stream: { ended: Promise<void> }) =>
  Promise.race([
    stream.ended.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1_000)),
  ])

describe.each(DIALECTS)('live streams end with their session, and are capped (issue 22) on %s', (dialect) => {
  let ctx: TestContext
  const kit = lifecycleKit(() => ctx)
  const rideEvents = (rideId: string, headers: Record<string, string>, app = ctx.app) =>
    openSse(`${urlOf(app)}/api/v1/rides/${rideId}/events`, headers)

  /** A second session of the same account (another device), as its Cookie header. */
  const secondSession = (who: Person) => ctx.signIn(who)
  /** A bearer session token, as the mobile apps sign in. */
  async function bearerOf(who: Person): Promise<string> {
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
      payload: { email: who.email, password: who.password },
    })
    return signIn.headers['set-auth-token'] as string
  }

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => ctx?.destroy())

  it('answers a stream with the API headers: Cache-Control no-store and nosniff', async () => {
    const passenger = await kit.person('PASSENGER')
    const rideId = await kit.requestRide(passenger, sceneOrigin(40))
    const stream = await rideEvents(rideId, { cookie: passenger.cookie })
    expect(stream.status).toBe(200)
    expect(stream.headers['cache-control']).toBe('no-store')
    expect(stream.headers['x-content-type-options']).toBe('nosniff')
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8')
    expect(stream.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    stream.close()
  })

  it('ends every stream of a deactivated account within a second, and it delivers nothing more', async () => {
    const origin = sceneOrigin(41)
    const admin = await kit.person('ADMIN')
    const passenger = await kit.person('PASSENGER')
    const driver = await kit.onlineDriver(near(origin, 300))
    const rideId = await kit.requestRide(passenger, origin)
    const stream = await rideEvents(rideId, { cookie: passenger.cookie })
    await stream.next((e) => e.data.status === 'REQUESTED')
    // operations watch the same ride: their stream (another account) stays open
    const watching = await rideEvents(rideId, { cookie: admin.cookie })
    await watching.next((e) => e.data.status === 'REQUESTED')

    const done = await kit.call('POST', `/api/v1/admin/users/${passenger.id}/deactivate`, admin, {
      reason: 'Abuse reported',
    })
    expect(done.statusCode).toBe(200)
    expect(await endsWithinASecond(stream)).toBe(true)
    const seen = stream.events.length
    expect((await kit.step(rideId, 'accept', driver)).statusCode).toBe(200)
    await watching.next((e) => e.data.status === 'ASSIGNED')
    expect(stream.events).toHaveLength(seen)
    watching.close()
  })

  it("ends only the signed-out session's stream (cookie), not the account's other session", async () => {
    const passenger = await kit.person('PASSENGER')
    const otherDevice = await secondSession(passenger)
    const rideId = await kit.requestRide(passenger, sceneOrigin(42))
    const signedOut = await rideEvents(rideId, { cookie: passenger.cookie })
    const stays = await rideEvents(rideId, { cookie: otherDevice })
    await signedOut.next((e) => e.data.status === 'REQUESTED')
    await stays.next((e) => e.data.status === 'REQUESTED')

    const signOut = await kit.call('POST', '/api/auth/sign-out', passenger, {})
    expect(signOut.statusCode).toBe(200)
    expect(await endsWithinASecond(signedOut)).toBe(true)
    const seen = signedOut.events.length
    const cancel = await kit.call(
      'POST',
      `/api/v1/rides/${rideId}/cancel`,
      { ...passenger, cookie: otherDevice },
      {
        reason: 'Changed my mind',
      },
    )
    expect(cancel.statusCode).toBe(200)
    await stays.next((e) => e.data.status === 'CANCELLED')
    expect(signedOut.events).toHaveLength(seen)
    stays.close()
  })

  it('ends the stream of a bearer token at its sign-out', async () => {
    const passenger = await kit.person('PASSENGER')
    const token = await bearerOf(passenger)
    const rideId = await kit.requestRide(passenger, sceneOrigin(43))
    const stream = await rideEvents(rideId, { authorization: `Bearer ${token}` })
    await stream.next((e) => e.data.status === 'REQUESTED')
    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { authorization: `Bearer ${token}`, origin: PUBLIC_URL },
      payload: {},
    })
    expect(signOut.statusCode).toBe(200)
    expect(await endsWithinASecond(stream)).toBe(true)
    // and the token opens no new one
    expect((await rideEvents(rideId, { authorization: `Bearer ${token}` })).status).toBe(401)
  })

  it(`refuses an account's stream beyond ${MAX_STREAMS_PER_USER} at once with 429 in its language`, async () => {
    const passenger = await kit.person('PASSENGER')
    const rideId = await kit.requestRide(passenger, sceneOrigin(44))
    const open = []
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) open.push(await rideEvents(rideId, { cookie: passenger.cookie }))
    expect(open.map((s) => s.status)).toEqual(Array(MAX_STREAMS_PER_USER).fill(200))
    const refused = await rideEvents(rideId, { cookie: passenger.cookie, 'accept-language': 'tr' })
    expect(refused.status).toBe(429)
    expect(refused.headers['retry-after']).toBe('30')
    await refused.ended
    expect(JSON.parse(refused.body())).toEqual({
      error: {
        code: 'TOO_MANY_STREAMS',
        message: `Hesabınızda çok fazla canlı bağlantı açık (en fazla ${MAX_STREAMS_PER_USER}). Başka bir pencereyi kapatıp yeniden deneyin.`,
      },
    })
    // another account is not held back by this one
    const other = await kit.person('PASSENGER')
    const otherRide = await kit.requestRide(other, sceneOrigin(45))
    const theirs = await rideEvents(otherRide, { cookie: other.cookie })
    expect(theirs.status).toBe(200)
    // once one closes, the account may open another
    open.pop()!.close()
    await expect
      .poll(async () => {
        const again = await rideEvents(rideId, { cookie: passenger.cookie })
        again.close()
        return again.status
      })
      .toBe(200)
    for (const s of [...open, theirs]) s.close()
  })

  it.runIf(dialect === 'postgres')(
    'ends a stream on instance B when the session signs out, or the account is deactivated, on instance A',
    async () => {
      const [a, b] = [await startPgInstance(ctx), await startPgInstance(ctx)]
      try {
        const admin = await kit.person('ADMIN')
        const passenger = await kit.person('PASSENGER')
        const rideId = await kit.requestRide(passenger, sceneOrigin(46))
        const onB = await rideEvents(rideId, { cookie: passenger.cookie }, b.app)
        await onB.next((e) => e.data.status === 'REQUESTED')
        const signOut = await a.app.inject({
          method: 'POST',
          url: '/api/auth/sign-out',
          headers: { cookie: passenger.cookie, origin: PUBLIC_URL },
          payload: {},
        })
        expect(signOut.statusCode).toBe(200)
        expect(await endsWithinASecond(onB)).toBe(true)

        const again = await secondSession(passenger)
        const stillOnB = await rideEvents(rideId, { cookie: again }, b.app)
        await stillOnB.next((e) => e.data.status === 'REQUESTED')
        const deactivated = await a.app.inject({
          method: 'POST',
          url: `/api/v1/admin/users/${passenger.id}/deactivate`,
          headers: { cookie: admin.cookie, origin: PUBLIC_URL, 'content-type': 'application/json' },
          payload: { reason: 'Abuse reported' },
        })
        expect(json(deactivated)).toMatchObject({ ok: true })
        expect(await endsWithinASecond(stillOnB)).toBe(true)
      } finally {
        await a.close()
        await b.close()
      }
    },
  )
})

describe('an instance holds the streams its memory allows, and refuses more with 503 (issue 24)', () => {
  let ctx: TestContext
  const kit = lifecycleKit(() => ctx)
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { now: new Date('2026-03-15T12:00:00Z'), maxStreams: 3 })
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => ctx?.destroy())

  it('derives the cap from the heap budget: about 6,000 streams with npm start’s 192 MB, 31,000 with 512 MB', () => {
    const MB = 1024 * 1024
    expect(streamCapOf(216 * MB)).toBe(6485)
    expect(streamCapOf(536 * MB)).toBe(33792)
    expect(streamCapOf(100 * MB)).toBe(100)
  })

  it('past the cap a stream is refused with 503 STREAMS_FULL and Retry-After, in the caller’s language; the server stays up', async () => {
    const first = await kit.person('PASSENGER')
    const second = await kit.person('PASSENGER')
    const firstRide = await kit.requestRide(first, sceneOrigin(60))
    const secondRide = await kit.requestRide(second, sceneOrigin(61))
    const url = (rideId: string) => `${urlOf(ctx.app)}/api/v1/rides/${rideId}/events`
    const open = [
      await openSse(url(firstRide), { cookie: first.cookie }),
      await openSse(url(firstRide), { cookie: first.cookie }),
      await openSse(url(secondRide), { cookie: second.cookie }),
    ]
    expect(open.map((s) => s.status)).toEqual([200, 200, 200])
    const refused = await openSse(url(secondRide), { cookie: second.cookie, 'accept-language': 'tr' })
    expect([refused.status, refused.headers['retry-after']]).toEqual([503, '10'])
    await refused.ended
    expect(JSON.parse(refused.body())).toEqual({
      error: {
        code: 'STREAMS_FULL',
        message: 'Canlı güncellemeler şu anda çok yoğun. Birkaç saniye içinde kendiliğinden yeniden bağlanacak.',
      },
    })
    // the open streams still deliver, and the API still answers
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200)
    open.pop()!.close()
    await expect
      .poll(async () => {
        const again = await openSse(url(secondRide), { cookie: second.cookie })
        again.close()
        return again.status
      })
      .toBe(200)
    for (const s of open) s.close()
  })
})
