import { gunzipSync, gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiRoutes } from '#server/api-routes.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { createApiWorld, httpOf, json, onePerDialect, type ApiWorld } from '#server/test/api-world.ts'
import { DIALECTS, PUBLIC_URL } from '#server/test/context.ts'
import { answersMayBeLarge } from './register-api-routes.ts'

const worldOn = onePerDialect(createApiWorld)

describe.each(DIALECTS)('compression of API answers on %s', (dialect) => {
  let w: ApiWorld
  beforeAll(async () => {
    w = await worldOn(dialect)
  })
  const { get } = httpOf(() => w.ctx)

  it('compresses a list over 1 KB for a client that accepts gzip, to the same JSON', async () => {
    const plain = await get('/api/v1/me/rides', w.passengerCookie)
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(1024)
    const gzipped = await get('/api/v1/me/rides', w.passengerCookie, { 'accept-encoding': 'gzip' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gzipped.headers['cache-control']).toBe('no-store')
    const items = json(gunzipSync(gzipped.rawPayload).toString()).items
    expect(items).toHaveLength(3)
    expect(items).toEqual(json(plain.body).items)
  })

  it('sends the profile as it is (one small object: no compression hooks on its route)', async () => {
    const me = await get('/api/v1/me', w.passengerCookie, { 'accept-encoding': 'gzip, br' })
    expect(me.statusCode).toBe(200)
    expect(me.headers['content-encoding']).toBeUndefined()
    expect(json(me.body).id).toBe(w.passenger.id)
  })

  it('never inflates a compressed request body: it is refused as bad JSON with a message, not unpacked', async () => {
    const response = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: PUBLIC_URL, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: w.passenger.email, password: w.passenger.password })),
    })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
    expect(response.headers['set-cookie']).toBeUndefined()
    expect(json(response.body).message).toMatch(/\w+/)
  })
})

describe('answersMayBeLarge', () => {
  it('is true for lists and downloads, false for single objects and the live stream', () => {
    // the table only: no handler runs here
    const routes = apiRoutes({} as AppDeps)
    const byId = (id: string) => routes.find((r) => r.operationId === id)!
    expect(answersMayBeLarge(byId('getMe'))).toBe(false)
    expect(answersMayBeLarge(byId('listMyRides'))).toBe(true)
    const contentTypesOf = (route: (typeof routes)[number]) =>
      Object.values(route.responses).flatMap((d) => (d && 'contentType' in d && d.contentType ? [d.contentType] : []))
    const lists = routes.filter(answersMayBeLarge)
    const downloads = lists.filter((r) => contentTypesOf(r).length > 0)
    expect(downloads.map((r) => r.operationId).length).toBeGreaterThanOrEqual(3)
    expect(
      routes.filter((r) => contentTypesOf(r).includes('text/event-stream')).every((r) => !answersMayBeLarge(r)),
    ).toBe(true)
  })
})
