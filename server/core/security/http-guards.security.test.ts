import { beforeAll, describe, expect, it } from 'vitest'
import { createApiWorld, json, onePerDialect, type ApiWorld } from '#server/test/api-world.ts'
import { DIALECTS, PUBLIC_URL, randomIp } from '#server/test/context.ts'
import { jsonDepth, MAX_JSON_DEPTH } from './http-guards.ts'

const worldOn = onePerDialect(createApiWorld)
const registration = {
  firstName: 'Zeynep',
  lastName: 'Kara',
  phone: '0555 555 55 55',
  password: 'kedi-kopek-7',
  passwordConfirmation: 'kedi-kopek-7',
  city: 'Izmir',
}
const deletion = { email: 'someone@example.com', firstName: 'Ali', lastName: 'Veli', reason: 'I no longer use the app' }

describe('jsonDepth', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[{{{"}]}')).toBe(3)
    expect(jsonDepth('"\\\\"')).toBe(0)
    expect(jsonDepth('[]')).toBe(1)
    expect(jsonDepth('['.repeat(20_000), 40)).toBe(41)
  })
})

describe.each(DIALECTS)('HTTP guards on %s (issue 11, findings 6, 9, 10, 11, 13)', (dialect) => {
  let w: ApiWorld
  beforeAll(async () => {
    w = await worldOn(dialect)
  })
  const send = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: unknown) =>
    w.ctx.app.inject({
      method,
      url,
      headers: { 'x-forwarded-for': randomIp(), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })

  const stateChanging: [string, () => unknown][] = [
    ['/api/v1/register', () => ({ ...registration, email: `x${Math.random()}@example.com` })],
    ['/api/v1/account-deletion-requests', () => deletion],
    ['/api/auth/request-password-reset', () => ({ email: 'someone@example.com', redirectTo: '/reset-password' })],
    ['/api/auth/reset-password', () => ({ token: 'abc', newPassword: 'brand-new-1' })],
    ['/api/auth/sign-in/email', () => ({ email: 'someone@example.com', password: 'whatever-1' })],
  ]
  const foreign: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { 'sec-fetch-site': 'cross-site' },
    { origin: PUBLIC_URL, 'sec-fetch-site': 'cross-site' },
  ]
  it.each(stateChanging)(
    'refuses a cross-site POST %s, signed in or not, with 403 and a message',
    async (url, body) => {
      const before = await w.ctx.db.selectFrom('account_deletion_requests').select('id').execute()
      for (const headers of foreign) {
        const response = await send('POST', url, { ...headers, 'accept-language': 'en' }, body())
        expect(response.statusCode, JSON.stringify(headers)).toBe(403)
        const error = url.startsWith('/api/auth/') ? json(response.body) : json(response.body).error
        expect(error).toMatchObject({ code: 'CROSS_SITE_REQUEST', message: expect.stringMatching(/another site/) })
      }
      expect(await w.ctx.db.selectFrom('account_deletion_requests').select('id').execute()).toHaveLength(before.length)
    },
  )
  it('accepts the same requests from our own pages, and from the apps (no Origin, bearer token)', async () => {
    expect(
      (
        await send(
          'POST',
          '/api/v1/account-deletion-requests',
          { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
          deletion,
        )
      ).statusCode,
    ).toBe(201)
    expect((await send('POST', '/api/v1/account-deletion-requests', {}, deletion)).statusCode).toBe(201)
    const signIn = await send(
      'POST',
      '/api/auth/sign-in/email',
      {},
      { email: w.passenger.email, password: w.passenger.password },
    )
    expect(signIn.statusCode).toBe(200)
    const token = String(signIn.headers['set-auth-token'])
    const signOut = await send('POST', '/api/auth/sign-out', { authorization: `Bearer ${token}` }, {})
    expect(signOut.statusCode).toBe(200)
  })
  it('refuses a cross-site signed-in state change too (sign-out with the cookie)', async () => {
    const response = await send(
      'POST',
      '/api/auth/sign-out',
      { cookie: w.driverCookie, 'sec-fetch-site': 'cross-site' },
      {},
    )
    expect(response.statusCode).toBe(403)
    expect((await send('GET', '/api/v1/me', { cookie: w.driverCookie })).statusCode).toBe(200)
  })

  it.each([
    '/api/v1/register',
    '/api/auth/sign-in/email',
    '/api/auth/request-password-reset',
    '/api/auth/reset-password',
  ])('answers a deeply nested body on %s with 400 and a clear message, not 500', async (url) => {
    for (const payload of [
      '['.repeat(20_000) + ']'.repeat(20_000),
      `{"email":${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}}`,
    ]) {
      const response = await send(
        'POST',
        url,
        { origin: PUBLIC_URL, 'content-type': 'application/json', 'accept-language': 'en' },
        payload,
      )
      expect(response.statusCode).toBe(400)
      expect(response.body).toMatch(/BODY_TOO_DEEP/)
      expect(response.body).toMatch(/nested too deeply/)
    }
  })

  it('marks every personal API answer Cache-Control: no-store', async () => {
    const cookie = { cookie: w.adminCookie }
    for (const url of [
      '/api/v1/me',
      '/api/v1/me/summary',
      '/api/v1/users',
      '/api/v1/rides',
      '/api/auth/get-session',
      '/api/auth/list-sessions',
    ]) {
      const response = await send('GET', url, cookie)
      expect(response.statusCode, url).toBeLessThan(500)
      expect(response.headers['cache-control'], url).toBe('no-store')
    }
    const signIn = await send(
      'POST',
      '/api/auth/sign-in/email',
      { origin: PUBLIC_URL },
      { email: w.driver.email, password: w.driver.password },
    )
    expect(signIn.statusCode).toBe(200)
    expect(signIn.headers['cache-control']).toBe('no-store')
  })

  it('gives every 429 a standard Retry-After: better-auth per-address limit, account lock, our limits', async () => {
    const ip = randomIp()
    let perAddress
    for (let i = 0; i < 11; i++)
      perAddress = await send(
        'POST',
        '/api/auth/sign-in/email',
        { 'x-forwarded-for': ip },
        { email: `n${i}@example.com`, password: 'whatever-1' },
      )
    expect(perAddress!.statusCode).toBe(429)
    expect(Number(perAddress!.headers['retry-after'])).toBeGreaterThan(0)
    const victim = await w.ctx.createUser({ type: 'PASSENGER' })
    let locked
    for (let i = 0; i < 9; i++)
      locked = await send('POST', '/api/auth/sign-in/email', {}, { email: victim.email, password: 'wrong-one' })
    expect(locked!.statusCode).toBe(429)
    expect(Number(locked!.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('gives API answers the short API policy and pages the full one, refusals and errors included', async () => {
    const answers = [
      await send('GET', '/api/v1/me', { cookie: w.passengerCookie }),
      await send('GET', '/api/v1/me'),
      await send('POST', '/api/v1/account-deletion-requests', { origin: 'https://evil.example' }, deletion),
      await send('GET', '/api/v1/no-such-thing'),
      await send('POST', '/api/auth/sign-in/email', {}, { email: 'nobody@example.com', password: 'whatever-1' }),
    ]
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 403, 404, 401])
    for (const response of answers) {
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(response.headers['permissions-policy']).toMatch(/camera=\(\)/)
    }
    for (const url of ['/api/docs', '/no-such-page']) {
      const page = await send('GET', url)
      expect(page.headers['content-security-policy'], url).toMatch(/default-src 'self'.*frame-ancestors 'none'/)
      expect(page.headers['permissions-policy'], url).toMatch(/camera=\(\)/)
    }
  })

  it('sends Permissions-Policy on API answers and does not name the database in /api/v1/ready', async () => {
    const ready = await send('GET', '/api/v1/ready')
    expect(ready.headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(self\).*microphone=\(\)/)
    expect(ready.body).not.toMatch(/sqlite|postgres/i)
  })
})
