import { beforeAll, describe, expect, it } from 'vitest'
import { afterAnswerSettled } from '#server/core/after-answer.ts'
import { createApiWorld, httpOf, json, onePerDialect, type ApiWorld } from '#server/test/api-world.ts'
import { DIALECTS, PUBLIC_URL } from '#server/test/context.ts'

const worldOn = onePerDialect(createApiWorld)

describe.each(DIALECTS)('auth: cookies, rate limits and the sign-in lock on %s', (dialect) => {
  let w: ApiWorld
  beforeAll(async () => {
    w = await worldOn(dialect)
  })
  const { get, post } = httpOf(() => w.ctx)

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await post('/api/auth/sign-in/email', { email: w.driver.email, password: w.driver.password })
    const cookie = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('durak.session_token='))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
  })
  it('rejects a cookie-carrying POST from a foreign origin (CSRF)', async () => {
    const response = await post('/api/auth/sign-out', {}, { origin: 'https://evil.example', cookie: w.passengerCookie })
    expect(response.statusCode).toBe(403)
    expect((await get('/api/v1/me', w.passengerCookie)).statusCode).toBe(200)
  })
  it('limits sign-in attempts from one address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const response = await post(
        '/api/auth/sign-in/email',
        { email: `nobody${i}@example.com`, password: 'whatever1' },
        { 'x-forwarded-for': '3.3.3.3' },
      )
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429])
  })
  it('locks an account for a while after repeated failed sign-ins, even from different addresses', async () => {
    const victim = await w.ctx.createUser({ type: 'PASSENGER' })
    const statuses: number[] = []
    for (let i = 0; i < 9; i++) {
      const response = await post(
        '/api/auth/sign-in/email',
        { email: victim.email, password: 'wrong-password' },
        { 'x-forwarded-for': `10.0.0.${i}` },
      )
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([...Array<number>(8).fill(401), 429])
    const right = await post('/api/auth/sign-in/email', { email: victim.email, password: victim.password })
    expect(right.statusCode).toBe(429)
    expect(json(right.body).code).toBe('ACCOUNT_TEMPORARILY_LOCKED')
  })
})

describe.each(DIALECTS)('auth: password reset on %s', (dialect) => {
  let w: ApiWorld
  beforeAll(async () => {
    w = await worldOn(dialect)
  })
  const { get, post } = httpOf(() => w.ctx)

  it('sends a reset mail in the page language that links to the web app, and revokes sessions on reset', async () => {
    const user = await w.ctx.createUser({ type: 'PASSENGER', firstName: 'Elif' })
    const oldCookie = await w.ctx.signIn(user)
    const response = await post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/en/reset-password',
    })
    expect(response.statusCode).toBe(200)
    await afterAnswerSettled()
    const mail = w.ctx.mails.find((m) => m.to === user.email)!
    expect(mail.subject).toBe('Reset your Durak password')
    expect(mail.text).toContain('Hello Elif,')
    const token = new RegExp(`${PUBLIC_URL}/en/reset-password\\?token=([\\w-]+)`).exec(mail.text)?.[1]
    expect(token).toBeTruthy()
    expect(mail.html).toContain('Set a new password')
    const reset = await post('/api/auth/reset-password', { token, newPassword: 'brand-new-1' })
    expect(reset.statusCode).toBe(200)
    expect((await get('/api/v1/me', oldCookie)).statusCode).toBe(401)
    await w.ctx.signIn({ email: user.email, password: 'brand-new-1' })
    const old = await post('/api/auth/sign-in/email', { email: user.email, password: user.password })
    expect(old.statusCode).toBe(401)
    const reused = await post('/api/auth/reset-password', { token, newPassword: 'another-1' })
    expect(reused.statusCode).toBe(400)
  })
  it('writes the reset mail in Turkish for a Turkish page', async () => {
    const user = await w.ctx.createUser({ type: 'PASSENGER', firstName: 'Can' })
    await post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/reset-password' })
    await afterAnswerSettled()
    const mail = w.ctx.mails.find((m) => m.to === user.email)!
    expect(mail.subject).toBe('Durak şifrenizi sıfırlayın')
    expect(mail.text).toMatch(new RegExp(`${PUBLIC_URL}/reset-password\\?token=`))
  })
})
