import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildLoggedApp } from '#server/test/logged-app.ts'
import { createTestContext, PUBLIC_URL, type TestContext } from '#server/test/context.ts'
import { maskEmail } from './security-log.ts'

describe('security log (ASVS 16): failures with a request id, no secrets', () => {
  let ctx: TestContext
  let app: FastifyInstance
  let lines: string[] = []
  beforeAll(async () => {
    ctx = await createTestContext('sqlite')
    ;({ app, lines } = await buildLoggedApp(ctx, { level: 'info', now: () => new Date() }))
  })
  afterAll(async () => {
    await app?.close()
    await ctx?.destroy()
  })

  it('masks e-mail addresses', () => {
    expect(maskEmail('Zeynep.Kara@Example.com')).toBe('Z***@example.com')
    expect(maskEmail('no-at-sign')).toBeUndefined()
  })
  it('logs a wrong password, a missing session, a wrong role and a cross-site request, each with its request id', async () => {
    const passenger = await ctx.createUser({ type: 'PASSENGER', email: 'zeynep.kara@example.com' })
    const signIn = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: PUBLIC_URL, 'x-forwarded-for': '10.9.9.9' },
        payload: { email: passenger.email, password },
      })
    expect((await signIn('Sup3r-secret-guess')).statusCode).toBe(401)
    const good = await signIn(passenger.password)
    const token = String(good.headers['set-auth-token'])
    const cookie = ([] as string[])
      .concat(good.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ')
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/v1/me?secret=querytoken',
          headers: { authorization: 'Bearer forged-token-value' },
        })
      ).statusCode,
    ).toBe(401)
    expect((await app.inject({ method: 'GET', url: '/api/v1/users', headers: { cookie } })).statusCode).toBe(403)
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/register',
          headers: { origin: 'https://evil.example' },
          payload: {},
        })
      ).statusCode,
    ).toBe(403)

    const failures = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => typeof l.event === 'string')
    expect(failures.map((l) => [l.event, l.status, l.path])).toEqual([
      ['authentication-failed', 401, '/api/auth/sign-in/email'],
      ['authentication-failed', 401, '/api/v1/me'],
      ['access-refused', 403, '/api/v1/users'],
      ['access-refused', 403, '/api/v1/register'],
    ])
    for (const line of failures) expect(line.reqId).toEqual(expect.stringMatching(/\S/))
    expect(failures[0]).toMatchObject({ account: 'z***@example.com', ip: '10.9.9.9' })
    const everything = lines.join('\n')
    for (const secret of [
      'Sup3r-secret-guess',
      passenger.password,
      'zeynep.kara@example.com',
      token,
      token.split('.')[0]!,
      'forged-token-value',
      'querytoken',
    ]) {
      expect(everything, secret).not.toContain(secret)
    }
  })
})
