import { beforeAll, describe, expect, it } from 'vitest'
import { apiRoutes } from '#server/api-routes.ts'
import { createApiWorld, onePerDialect, type ApiWorld } from '#server/test/api-world.ts'
import { DIALECTS, PUBLIC_URL, randomIp } from '#server/test/context.ts'

const worldOn = onePerDialect(createApiWorld)

/**
 * Generated from the route table (server/api-routes.ts): a route added later is covered without
 * anybody remembering to. Every non-public route refuses anonymous callers with 401, every admin
 * route refuses a passenger and a driver with 403, before reading any input.
 */
describe.each(DIALECTS)('access control of every /api/v1 route on %s', (dialect) => {
  let w: ApiWorld
  beforeAll(async () => {
    w = await worldOn(dialect)
  })
  const routes = () => apiRoutes({ ...w.ctx, client: null, publicUrl: PUBLIC_URL, now: () => w.ctx.now } as never)
  const call = (route: { method: string; path: string }, headers: Record<string, string>) =>
    w.ctx.app.inject({
      method: route.method as 'GET',
      url: route.path.replace(/:(\w+)/g, 'someone-elses-$1'),
      headers: { origin: PUBLIC_URL, 'x-forwarded-for': randomIp(), ...headers },
      ...(route.method === 'GET' ? {} : { payload: {} }),
    })

  it('refuses anonymous callers on every non-public route with 401', async () => {
    const guarded = routes().filter((r) => r.access !== 'public')
    expect(guarded.length).toBeGreaterThan(10)
    for (const route of guarded) {
      const attempts: Record<string, string>[] = [
        {},
        { authorization: 'Bearer forged.token' },
        { cookie: 'durak.session_token=forged.sig' },
      ]
      for (const headers of attempts) {
        const response = await call(route, headers)
        expect(response.statusCode, `${route.method} ${route.path} ${JSON.stringify(headers)}`).toBe(401)
      }
    }
  })
  it('refuses passengers and drivers on every admin and staff route with 403', async () => {
    const adminOnly = routes().filter((r) => r.access === 'admin' || r.access === 'staff')
    expect(adminOnly.length).toBeGreaterThan(0)
    for (const route of adminOnly) {
      for (const cookie of [w.passengerCookie, w.driverCookie]) {
        expect((await call(route, { cookie })).statusCode, `${route.method} ${route.path}`).toBe(403)
      }
    }
  })
})
