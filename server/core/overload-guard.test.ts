import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { createTestContext, PUBLIC_URL, type TestContext } from '#server/test/context.ts'
import type { OverloadLimits } from './overload-guard.ts'

const yieldToTimers = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * Keeps the event loop busy for `ms` in slices of 250 ms, as a flood of requests would: the loop
 * still turns between slices (so the delay monitor has samples), but is idle almost never.
 * Ends once the guard has taken a sample of it.
 */
async function loadEventLoop(ms: number) {
  for (let spent = 0; spent < ms; spent += 250) {
    const end = Date.now() + 250
    while (Date.now() < end) {
      /* busy */
    }
    await yieldToTimers()
  }
}

describe('overload: past capacity the instance refuses early with 503 and Retry-After (issue 24)', () => {
  let ctx: TestContext
  let app: FastifyInstance | null = null
  beforeAll(async () => {
    ctx = await createTestContext('sqlite')
  })
  afterEach(async () => {
    await app?.close()
    app = null
  })
  afterAll(async () => ctx?.destroy())

  async function appWith(limits: OverloadLimits) {
    app = await buildApp({
      db: ctx.db,
      dialect: ctx.dialect,
      auth: ctx.auth,
      publicUrl: PUBLIC_URL,
      client: null,
      now: () => new Date(),
      overloadLimits: limits,
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

  it('answers normally while the loop has room', async () => {
    const target = await appWith({ shedPositionsAtUtilization: 0.95, shedAllAtDelayMs: 500 })
    // building the app kept the loop busy: let the guard take two samples of a quiet loop
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    expect((await send(target, 'PUT', '/api/v1/driver/position')).statusCode).toBe(401)
    expect((await send(target, 'GET', '/api/v1/ready')).statusCode).toBe(200)
  })

  it('sheds position reports first: 503 OVERLOADED in the caller’s language, while other requests are still served and readiness says so', async () => {
    const target = await appWith({ shedPositionsAtUtilization: 0.5, shedAllAtDelayMs: 60_000 })
    await loadEventLoop(1_000)
    const position = await send(target, 'PUT', '/api/v1/driver/position')
    expect([position.statusCode, position.headers['retry-after'], position.json()]).toEqual([
      503,
      '5',
      {
        error: { code: 'OVERLOADED', message: 'Hizmet şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.' },
      },
    ])
    // the rest is still served: an unsigned caller gets its 401, not a 503
    const me = await send(target, 'GET', '/api/v1/me')
    expect([me.statusCode, me.body]).toEqual([401, expect.any(String)])
    expect((await send(target, 'GET', '/api/v1/health')).statusCode).toBe(200)
    const ready = await send(target, 'GET', '/api/v1/ready', 'en')
    expect([ready.statusCode, ready.json().error.code, ready.json().error.message]).toEqual([
      503,
      'OVERLOADED',
      'The service is very busy right now. Please try again in a few seconds.',
    ])
  })

  it('past the delay limit sheds every API request, but never the liveness check', async () => {
    const target = await appWith({ shedPositionsAtUtilization: 0.5, shedAllAtDelayMs: 100 })
    await loadEventLoop(1_000)
    const me = await send(target, 'GET', '/api/v1/me', 'en')
    expect([me.statusCode, me.headers['retry-after'], me.json().error.code]).toEqual([503, '2', 'OVERLOADED'])
    const signIn = await send(target, 'GET', '/api/auth/get-session', 'en')
    expect([signIn.statusCode, signIn.json().code]).toEqual([503, 'OVERLOADED'])
    expect((await send(target, 'GET', '/api/v1/health')).statusCode).toBe(200)
  })

  it('recovers by itself once the load is gone', async () => {
    const target = await appWith({ shedPositionsAtUtilization: 0.5, shedAllAtDelayMs: 100 })
    await loadEventLoop(1_000)
    expect((await send(target, 'GET', '/api/v1/ready')).statusCode).toBe(503)
    // quiet samples (500 ms each); a busy machine may take a few
    await expect
      .poll(async () => (await send(target, 'GET', '/api/v1/ready')).statusCode, { timeout: 8_000, interval: 500 })
      .toBe(200)
    expect((await send(target, 'PUT', '/api/v1/driver/position')).statusCode).toBe(401)
  })
})
