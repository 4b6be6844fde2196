import { createHmac } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { createHMAC } from '@better-auth/utils/hmac'
import { createApiWorld, httpOf, json, onePerDialect, type ApiWorld } from '#server/test/api-world.ts'
import { DIALECTS } from '#server/test/context.ts'
import { freshTotpCode, signInStaff, staffSecretOf, totpCodeAt } from '#server/test/staff-sign-in.ts'

const worldOn = onePerDialect(createApiWorld)

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string }
const setCookiesOf = (response: Answer) =>
  ([] as string[]).concat((response.headers['set-cookie'] as string[] | string | undefined) ?? [])
const cookiesOf = (response: Answer) =>
  setCookiesOf(response)
    .map((c) => c.split(';')[0])
    .filter((c) => c && !c.endsWith('='))
    .join('; ')

/** Issue 22, items 2–4: a TOTP code works once; staff trust no device; only a session that entered a code is staff. */
describe.each(DIALECTS)('staff two-factor, issue 22, on %s', (dialect) => {
  let w: ApiWorld
  beforeAll(async () => {
    w = await worldOn(dialect)
  })
  const { get, post } = httpOf(() => w.ctx)
  const password = (email: string, extra: Record<string, string> = {}) =>
    post('/api/auth/sign-in/email', { email, password: 'secret-123' }, extra)

  /** A new ADMIN, enrolled through the browser's path (its first code spent). */
  async function enrolledAdmin() {
    const admin = await w.ctx.createUser({ type: 'ADMIN' })
    await signInStaff(w.ctx, admin)
    return admin
  }

  /** The password step of a sign-in: the Cookie header holding its two-factor challenge. */
  async function challenge(email: string, cookie?: string) {
    const signIn = await password(email, cookie ? { cookie } : {})
    expect(json(signIn.body)).toMatchObject({ twoFactorRedirect: true })
    return cookiesOf(signIn)
  }

  const verify = (cookie: string, code: string, headers: Record<string, string> = {}, trustDevice?: boolean) =>
    post('/api/auth/two-factor/verify-totp', { code, ...(trustDevice ? { trustDevice } : {}) }, { cookie, ...headers })

  it('refuses a code the second time, in the caller’s language, and signs the first client in', async () => {
    const admin = await enrolledAdmin()
    const [first, second, third] = [
      await challenge(admin.email),
      await challenge(admin.email),
      await challenge(admin.email),
    ]
    const code = await freshTotpCode(w.ctx, admin.email)
    const accepted = await verify(first, code)
    expect(accepted.statusCode).toBe(200)
    expect((await get('/api/v1/admin/users', cookiesOf(accepted))).statusCode).toBe(200)

    const replayed = await verify(second, code, { 'accept-language': 'tr' })
    expect([replayed.statusCode, json(replayed.body).code]).toEqual([401, 'TOTP_CODE_USED'])
    expect(json(replayed.body).message).toBe(
      'Bu kod zaten kullanıldı. Doğrulama uygulamanızda bir sonraki kodu bekleyip onu girin.',
    )
    expect(setCookiesOf(replayed).some((c) => /session_token=[^;]/.test(c))).toBe(false)
    const english = await verify(third, code, { 'accept-language': 'en' })
    expect(json(english.body).message).toBe(
      'This code has already been used. Wait for the next code in your authenticator app and enter it.',
    )
    // the refused client is still at the code step: the next code lets it in
    const next = await verify(second, await freshTotpCode(w.ctx, admin.email))
    expect(next.statusCode).toBe(200)
  })

  it('refuses the code that finished enrolment at a sign-in within its window', async () => {
    const admin = await w.ctx.createUser({ type: 'ADMIN' })
    await signInStaff(w.ctx, admin)
    const { secret, lastStep } = staffSecretOf(w.ctx, admin.email)!
    const replayed = await verify(await challenge(admin.email), await totpCodeAt(secret, lastStep!))
    expect([replayed.statusCode, json(replayed.body).code]).toEqual([401, 'TOTP_CODE_USED'])
  })

  it('lets exactly one of two simultaneous uses of one code in', async () => {
    const admin = await enrolledAdmin()
    const [first, second] = [await challenge(admin.email), await challenge(admin.email)]
    const code = await freshTotpCode(w.ctx, admin.email)
    const answers = await Promise.all([verify(first, code), verify(second, code)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401])
    expect(answers.map((a) => json(a.body).code ?? 'OK').sort()).toEqual(['OK', 'TOTP_CODE_USED'])
  })

  it('trusts no device for staff: the next sign-in asks for the code again', async () => {
    const admin = await enrolledAdmin()
    const signedIn = await verify(await challenge(admin.email), await freshTotpCode(w.ctx, admin.email), {}, true)
    expect(signedIn.statusCode).toBe(200)
    expect(setCookiesOf(signedIn).filter((c) => c.includes('trust_device=') && !/trust_device=;/.test(c))).toEqual([])
    // the browser sends back everything it holds: the session and any trust cookie
    const again = await password(admin.email, { cookie: cookiesOf(signedIn) })
    expect(json(again.body)).toMatchObject({ twoFactorRedirect: true })
    expect(json(again.body).token).toBeUndefined()
  })

  it('ignores a trust-device cookie made before the fix at a staff sign-in', async () => {
    const admin = await enrolledAdmin()
    const context = await w.ctx.auth.$context
    const identifier = `trust-device-${crypto.randomUUID()}`
    await context.internalAdapter.createVerificationValue({
      value: admin.id,
      identifier,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    const token = await createHMAC('SHA-256', 'base64urlnopad').sign(context.secret, `${admin.id}!${identifier}`)
    const value = `${token}!${identifier}`
    const signed = `${value}.${createHmac('sha256', context.secret).update(value).digest('base64')}`
    const name = context.createAuthCookie('trust_device').name
    const signIn = await password(admin.email, { cookie: `${name}=${encodeURIComponent(signed)}` })
    expect(json(signIn.body)).toMatchObject({ twoFactorRedirect: true })
  })

  it('keeps a password-only session made before enrolment out of staff data after another session enrols', async () => {
    const admin = await w.ctx.createUser({ type: 'ADMIN' })
    const before = await password(admin.email)
    const [beforeCookie, beforeToken] = [cookiesOf(before), json(before.body).token as string]
    expect((await get('/api/v1/admin/users', beforeCookie)).statusCode).toBe(403)
    await signInStaff(w.ctx, admin)

    const byCookie = await get('/api/v1/admin/users', beforeCookie)
    expect([byCookie.statusCode, json(byCookie.body).error?.code]).toEqual([403, 'TWO_FACTOR_REQUIRED'])
    const bearer = { authorization: `Bearer ${beforeToken}` }
    const byBearer = await get('/api/v1/admin/users', undefined, bearer)
    expect([byBearer.statusCode, json(byBearer.body).error?.code]).toEqual([403, 'TWO_FACTOR_REQUIRED'])
    const rides = await get('/api/v1/rides', undefined, bearer)
    expect(rides.statusCode).toBe(403)
    // nor does a code sent from it make it staff: on that path the plugin counts no failed guesses
    await verify(beforeCookie, await freshTotpCode(w.ctx, admin.email))
    expect((await get('/api/v1/admin/users', beforeCookie)).statusCode).toBe(403)
    // the page can tell this session apart from the account: it has not passed two-factor itself
    const session = json((await get('/api/auth/get-session', beforeCookie)).body)
    expect([session.user.twoFactorEnabled, session.session.twoFactorVerified]).toEqual([true, false])
  })
})
