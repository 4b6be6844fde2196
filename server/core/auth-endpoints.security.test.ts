import { beforeAll, describe, expect, it } from 'vitest'
import { createApiWorld, json, onePerDialect, type ApiWorld } from '#server/test/api-world.ts'
import { DIALECTS, PUBLIC_URL, randomIp } from '#server/test/context.ts'
import { OPEN_AUTH_ENDPOINTS } from './auth-route.ts'

const worldOn = onePerDialect(createApiWorld)

describe.each(DIALECTS)(
  'better-auth endpoints the product does not use are closed on %s (issue 11, finding 5)',
  (dialect) => {
    let w: ApiWorld
    beforeAll(async () => {
      w = await worldOn(dialect)
    })
    const call = (method: string, path: string, payload?: unknown) =>
      w.ctx.app.inject({
        method: method as 'GET' | 'POST',
        url: `/api/auth${path.replace(/:(\w+)/g, 'x')}${method === 'GET' ? '?callbackURL=/' : ''}`,
        headers: { origin: PUBLIC_URL, cookie: w.passengerCookie, 'x-forwarded-for': randomIp() },
        ...(method === 'POST' ? { payload: (payload ?? {}) as object } : {}),
      })

    it("answers 404 on every endpoint of better-auth's router outside the list, whatever the body", async () => {
      const closed = Object.values(w.ctx.auth.api)
        .map((endpoint) => endpoint as unknown as { path?: string; options?: { method?: string | string[] } })
        .filter((endpoint) => endpoint.path)
        .flatMap((endpoint) => [endpoint.options?.method ?? 'GET'].flat().map((method) => `${method} ${endpoint.path}`))
        .filter((key) => !OPEN_AUTH_ENDPOINTS.has(key) && !key.startsWith('*'))
      expect(closed).toEqual(
        expect.arrayContaining([
          'POST /update-user',
          'POST /change-email',
          'POST /delete-user',
          'POST /sign-up/email',
          'POST /change-password',
        ]),
      )
      for (const key of closed) {
        const [method, path] = key.split(' ') as [string, string]
        if (method !== 'GET' && method !== 'POST') continue
        const response = await call(method, path, {
          name: 'x',
          email: 'new@example.com',
          newEmail: 'new@example.com',
          password: 'x',
        })
        expect(response.statusCode, key).toBe(404)
      }
    })
    it('stores nothing through update-user: no phone, city or name of any size or type', async () => {
      const before = await w.ctx.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', w.passenger.id)
        .executeTakeFirstOrThrow()
      for (const body of [
        { phone: '123' },
        { city: 'Atlantis' },
        { firstName: '' },
        { firstName: 'x'.repeat(5000) },
        { firstName: null },
        { lastName: {} },
        { city: [] },
      ]) {
        const response = await call('POST', '/update-user', body)
        expect(response.statusCode).toBe(404)
        expect(json(response.body)).toMatchObject({ code: 'NOT_FOUND' })
      }
      const after = await w.ctx.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', w.passenger.id)
        .executeTakeFirstOrThrow()
      expect(after).toEqual(before)
    })
    it('keeps the endpoints the web app and the apps call', async () => {
      expect((await call('GET', '/get-session')).statusCode).toBe(200)
      expect((await call('GET', '/list-sessions')).statusCode).toBe(200)
      expect(
        (await call('POST', '/request-password-reset', { email: 'a@example.com', redirectTo: '/reset-password' }))
          .statusCode,
      ).toBe(200)
    })
  },
)
