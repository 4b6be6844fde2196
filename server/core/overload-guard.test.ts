import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { createTestContext, PUBLIC_URL, type TestContext } from '#server/test/context.ts'
import { DEFAULT_OVERLOAD_LIMITS } from './overload-guard.ts'

/**
 * The guard in the real app, on a clock and a loop-lag reading the test sets (decision 069): no
 * sleeping, no busy loop. Requests sent together are read in one turn of the loop, so they are in
 * flight together; requests sent one after the other are not.
 */
describe('overload: past capacity the instance refuses early with 503 and Retry-After (issues 24, 30)', () => {
  let ctx: TestContext
  let app: FastifyInstance | null = null
  const probe = { now: 0, lagMs: 0 }
  beforeAll(async () => {
    ctx = await createTestContext('sqlite')
  })
  afterEach(async () => {
    await app?.close()
    app = null
  })
  afterAll(async () => ctx?.destroy())

  async function build() {
    probe.now = 0
    probe.lagMs = 0
    app = await buildApp({
      db: ctx.db,
      dialect: ctx.dialect,
      auth: ctx.auth,
      publicUrl: PUBLIC_URL,
      client: null,
      now: () => new Date(),
      overloadLimits: {
        ...DEFAULT_OVERLOAD_LIMITS,
        probes: { now: () => probe.now, loopLagMs: () => probe.lagMs },
      },
    })
    await app.ready()
    return app
  }
  const send = (target: FastifyInstance, method: 'GET' | 'PUT', url: string, lang = 'tr') =>
    target.inject({
      method,
      url,
      headers: { origin: PUBLIC_URL, 'accept-language': lang, 'content-type': 'application/json' },
      ...(method === 'PUT' ? { payload: { lat: 41.0369, lng: 28.985 } } : {}),
    })
  /** `count` requests sent at once: read in the same turn of the loop. */
  const together = (target: FastifyInstance, count: number, method: 'GET' | 'PUT', url: string) =>
    Promise.all(Array.from({ length: count }, () => send(target, method, url)))
  const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode)

  it('an idle instance never sheds, however late its loop runs (right after start on a busy machine)', async () => {
    const target = await build()
    probe.lagMs = 5_000
    // a client's calls one after the other come in turns of the loop of their own
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve))
    for (let k = 0; k < 5; k++) {
      expect((await send(target, 'PUT', '/api/v1/driver/position')).statusCode).toBe(401)
      await nextTurn()
      expect((await send(target, 'GET', '/api/v1/openapi.json')).statusCode).toBe(200)
      await nextTurn()
      expect((await send(target, 'GET', '/api/v1/me')).statusCode).toBe(401)
      await nextTurn()
    }
    // and a few at once (a page's calls) are still few
    expect(
      statuses(await together(target, DEFAULT_OVERLOAD_LIMITS.minInFlight - 1, 'PUT', '/api/v1/driver/position')),
    ).not.toContain(503)
    expect((await send(target, 'GET', '/api/v1/ready')).statusCode).toBe(200)
  })

  it('sheds position reports first: 503 OVERLOADED in the caller’s language, while other requests are still served and readiness says so', async () => {
    const target = await build()
    // queued past the positions' limit, below everyone else's
    probe.lagMs = DEFAULT_OVERLOAD_LIMITS.shedPositionsAtQueueMs + 10
    const answers = await together(target, 40, 'PUT', '/api/v1/driver/position')
    const refused = answers.filter((a) => a.statusCode === 503)
    // the first ones were in flight with fewer than minInFlight: taken
    expect(statuses(answers.slice(0, DEFAULT_OVERLOAD_LIMITS.minInFlight - 1))).not.toContain(503)
    expect(refused.length).toBeGreaterThan(0)
    expect([refused[0]!.headers['retry-after'], refused[0]!.json()]).toEqual([
      '5',
      {
        error: { code: 'OVERLOADED', message: 'Hizmet şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.' },
      },
    ])
    // the rest is still served, even as many at once: an unsigned caller gets its 401, not a 503
    expect(new Set(statuses(await together(target, 40, 'GET', '/api/v1/me')))).toEqual(new Set([401]))
    expect((await send(target, 'GET', '/api/v1/health')).statusCode).toBe(200)
    const ready = await send(target, 'GET', '/api/v1/ready', 'en')
    expect([ready.statusCode, ready.json().error.code, ready.json().error.message]).toEqual([
      503,
      'OVERLOADED',
      'The service is very busy right now. Please try again in a few seconds.',
    ])
  })

  it('past the limit for everything sheds every API and sign-in request, but never the liveness check', async () => {
    const target = await build()
    probe.lagMs = DEFAULT_OVERLOAD_LIMITS.shedAllAtQueueMs + 10
    const me = (await together(target, 40, 'GET', '/api/v1/me')).filter((a) => a.statusCode === 503)
    expect([me.length > 0, me[0]?.headers['retry-after'], me[0]?.json().error.code]).toEqual([true, '2', 'OVERLOADED'])
    const signIn = await together(target, 40, 'GET', '/api/auth/get-session')
    expect(signIn.find((a) => a.statusCode === 503)?.json().code).toBe('OVERLOADED')
    expect(new Set(statuses(await together(target, 20, 'GET', '/api/v1/health')))).toEqual(new Set([200]))
  })

  it('a loop held without any reading is queueing too: requests read after it are shed', async () => {
    const target = await build()
    // no request answered before, and the ticker three seconds overdue: the old "Infinity"
    probe.lagMs = 3_000
    expect(statuses(await together(target, 40, 'GET', '/api/v1/me'))).toContain(503)
  })

  it('recovers by itself once the load is gone', async () => {
    const target = await build()
    probe.lagMs = 500
    expect(statuses(await together(target, 40, 'PUT', '/api/v1/driver/position'))).toContain(503)
    expect((await send(target, 'GET', '/api/v1/ready')).statusCode).toBe(503)
    // the loop is on time again and a second has passed
    probe.lagMs = 0
    probe.now += 1_100
    expect((await send(target, 'GET', '/api/v1/ready')).statusCode).toBe(200)
    expect(new Set(statuses(await together(target, 40, 'PUT', '/api/v1/driver/position')))).toEqual(new Set([401]))
  })
})
