import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRIVACY_NOTICE_VERSION } from '#shared/constants.ts'
import { createTestContext, DIALECTS, PUBLIC_URL, randomIp, type TestContext } from '#server/test/context.ts'
import { PHONE_SEND_LIMITS } from './phone-sign-in-limits.ts'

const PROFILE = {
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  city: 'Istanbul',
  privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
}
let serial = 0
/** A mobile number no other test uses, as a person types it, and in our normal form. */
function freshNumber() {
  serial += 1
  const digits = `5${String(Date.now() % 1_000_000).padStart(6, '0')}${String(serial).padStart(3, '0')}`
  return {
    typed: `+90 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`,
    normal: `0${digits}`,
  }
}

/** Issue 23, "Sign in with the phone": codes, limits, sign-up and one number one account (decision 039). */
describe.each(DIALECTS)('sign-in by SMS code on %s', (dialect) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(dialect)
  })
  afterAll(async () => ctx?.destroy())

  const post = (url: string, payload: object, ip = randomIp(), lang = 'tr') =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: {
        origin: PUBLIC_URL,
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        'accept-language': lang,
      },
      payload,
    })
  const sendCode = (phoneNumber: string, ip?: string, lang?: string) =>
    post('/api/auth/phone-number/send-otp', { phoneNumber }, ip, lang)
  const verify = (payload: object, ip?: string, lang?: string) =>
    post('/api/auth/phone-number/verify', payload, ip, lang)
  const lastCodeTo = (phone: string) => {
    const sms = ctx.smsSent.filter((s) => s.to === phone).at(-1)
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1]
    if (!code) throw new Error(`no code sent to ${phone}`)
    return code
  }
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  /** The owner once typed a code sent to the number (as phone sign-up does). */
  const confirmNumberOf = (id: string) =>
    ctx.db.updateTable('users').set({ phoneNumberVerified: 1 }).where('id', '=', id).execute()
  const userByPhone = (phone: string) => ctx.db.selectFrom('users').selectAll().where('phone', '=', phone).execute()

  it('signs up a new number: code, then the short profile, then a PASSENGER session with a verified number', async () => {
    const number = freshNumber()
    expect((await sendCode(number.typed)).statusCode).toBe(200)
    const sms = ctx.smsSent.at(-1)!
    expect(sms.to).toBe(number.normal)
    expect(sms.text).toMatch(/^Durak kodunuz: \d{6}\./)
    const code = lastCodeTo(number.normal)

    const askProfile = await verify({ phoneNumber: number.typed, code })
    expect([askProfile.statusCode, askProfile.json()]).toEqual([200, { status: false, needsProfile: true }])
    expect(await userByPhone(number.normal)).toHaveLength(0)

    const signUp = await verify({ phoneNumber: number.typed, code, profile: { ...PROFILE, marketingConsent: true } })
    expect(signUp.json()).toMatchObject({ status: true })
    expect(signUp.statusCode).toBe(200)
    expect(signUp.headers['set-cookie']).toBeTruthy()
    const rows = await userByPhone(number.normal)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ firstName: 'Ayşe', lastName: 'Yılmaz', name: 'Ayşe Yılmaz', city: 'Istanbul' })
    expect(rows[0]!.userType).toBe('PASSENGER')
    expect(Boolean(rows[0]!.phoneNumberVerified)).toBe(true)
    expect(rows[0]!.privacyNoticeVersion).toBe(PRIVACY_NOTICE_VERSION)
    expect(Boolean(rows[0]!.marketingConsent)).toBe(true)
    expect(rows[0]!.email.endsWith('.invalid')).toBe(true)

    const cookie = ([] as string[])
      .concat(signUp.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ')
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })
    expect(me.statusCode).toBe(200)

    // the code worked once
    const again = await verify({ phoneNumber: number.normal, code })
    expect([again.statusCode, again.json().code]).toEqual([400, 'OTP_NOT_FOUND'])
  })

  it('signs a number already registered in to that account instead of making a second one', async () => {
    const number = freshNumber()
    const owner = await ctx.createUser({ type: 'PASSENGER', phone: number.normal })
    await confirmNumberOf(owner.id)
    await sendCode(number.normal)
    const answer = await verify({ phoneNumber: number.typed, code: lastCodeTo(number.normal), profile: PROFILE })
    expect(answer.statusCode).toBe(200)
    expect(answer.json().user.id).toBe(owner.id)
    const rows = await userByPhone(number.normal)
    expect(rows.map((r) => r.id)).toEqual([owner.id])
    expect(Boolean(rows[0]!.phoneNumberVerified)).toBe(true)
  })

  it('does not open an e-mail account whose number was never confirmed: whoever typed it may not own it', async () => {
    const number = freshNumber()
    const squatter = await ctx.createUser({ type: 'PASSENGER', phone: number.normal })
    await sendCode(number.normal)
    const answer = await verify(
      { phoneNumber: number.typed, code: lastCodeTo(number.normal), profile: PROFILE },
      undefined,
      'en',
    )
    expect([answer.statusCode, answer.json().code]).toEqual([403, 'PHONE_NOT_VERIFIED'])
    expect(answer.json().message).toMatch(/Sign in with your email and password/)
    expect(answer.headers['set-cookie']).toBeUndefined()
    // no second account either
    expect((await userByPhone(number.normal)).map((r) => r.id)).toEqual([squatter.id])
  })

  it('refuses a driver’s number after the right code: drivers and staff keep their password', async () => {
    const number = freshNumber()
    await ctx.createUser({ type: 'DRIVER', phone: number.normal })
    await sendCode(number.normal)
    const answer = await verify({ phoneNumber: number.normal, code: lastCodeTo(number.normal) }, undefined, 'en')
    expect([answer.statusCode, answer.json().code]).toEqual([403, 'PHONE_SIGN_IN_NOT_ALLOWED'])
    expect(answer.headers['set-cookie']).toBeUndefined()
  })

  it('says a wrong code in the caller’s language and locks the code after 5 wrong tries', async () => {
    const number = freshNumber()
    await sendCode(number.normal)
    const code = lastCodeTo(number.normal)
    for (let i = 0; i < 5; i++) {
      const wrong = await verify(
        { phoneNumber: number.normal, code: wrongCode(code) },
        undefined,
        i === 0 ? 'en' : 'tr',
      )
      expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'INVALID_OTP'])
      if (i === 0) expect(wrong.json().message).toBe('This code is wrong. Check the SMS and try again.')
      else expect(wrong.json().message).toBe('Kod hatalı. SMS’i kontrol edip tekrar deneyin.')
    }
    const locked = await verify({ phoneNumber: number.normal, code })
    expect([locked.statusCode, locked.json().code]).toEqual([403, 'TOO_MANY_ATTEMPTS'])
    expect(locked.json().message).toMatch(/kilitlendi/)
  })

  it('refuses an expired code', async () => {
    const number = freshNumber()
    await sendCode(number.normal)
    const code = lastCodeTo(number.normal)
    await sql`update verifications set "expiresAt" = ${dialect === 'sqlite' ? new Date(Date.now() - 1000).toISOString() : new Date(Date.now() - 1000)}`.execute(
      ctx.db,
    )
    const expired = await verify({ phoneNumber: number.normal, code }, undefined, 'en')
    expect([expired.statusCode, expired.json().code]).toEqual([400, 'OTP_EXPIRED'])
    expect(expired.json().message).toBe('This code has expired. Ask for a new code.')
  })

  it('gives codes a life of 3 minutes and stores only their HMAC', async () => {
    const number = freshNumber()
    const before = Date.now()
    await sendCode(number.normal)
    const code = lastCodeTo(number.normal)
    const rows = await ctx.db.selectFrom('verifications').select(['value', 'expiresAt']).execute()
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.some((r) => r.value.includes(code))).toBe(false)
    const newest = Math.max(...rows.map((r) => new Date(r.expiresAt as string | Date).getTime()))
    expect(newest - before).toBeGreaterThan(170_000)
    expect(newest - before).toBeLessThan(190_000)
    // the stored hash typed as the code is refused before the plugin sees it
    const stored = rows.find((r) => /^[\w-]{40,}:0$/.test(r.value))!.value.split(':')[0]!
    const answer = await verify({ phoneNumber: number.normal, code: stored })
    expect([answer.statusCode, answer.json().code]).toEqual([400, 'INVALID_OTP_FORMAT'])
  })

  it("keeps the plugin's password and reset endpoints closed: a code only signs in", async () => {
    for (const url of [
      '/api/auth/sign-in/phone-number',
      '/api/auth/phone-number/request-password-reset',
      '/api/auth/phone-number/reset-password',
    ]) {
      expect(
        (await post(url, { phoneNumber: '05321234567', password: 'x', otp: '1', newPassword: 'y' })).statusCode,
      ).toBe(404)
    }
  })

  it('ignores updatePhoneNumber: a signed-in account cannot take over a number with it', async () => {
    const number = freshNumber()
    const owner = await ctx.createUser({ type: 'PASSENGER', phone: number.normal })
    await confirmNumberOf(owner.id)
    const other = await ctx.createUser({ type: 'PASSENGER' })
    const cookie = await ctx.signIn(other)
    await sendCode(number.normal)
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/phone-number/verify',
      headers: { origin: PUBLIC_URL, 'content-type': 'application/json', 'x-forwarded-for': randomIp(), cookie },
      payload: { phoneNumber: number.normal, code: lastCodeTo(number.normal), updatePhoneNumber: true },
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.json().user.id).toBe(owner.id)
    expect((await userByPhone(number.normal)).map((r) => r.id)).toEqual([owner.id])
  })

  it('refuses an invalid number and an incomplete profile, in Turkish', async () => {
    const bad = await sendCode('0212 555 55 55')
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'INVALID_PHONE_NUMBER'])
    expect(bad.json().message).toContain('05 ile başlayan')
    const number = freshNumber()
    await sendCode(number.normal)
    const code = lastCodeTo(number.normal)
    const noCity = await verify({ phoneNumber: number.normal, code, profile: { ...PROFILE, city: '' } })
    expect([noCity.statusCode, noCity.json().code]).toEqual([400, 'PHONE_PROFILE_INVALID'])
    expect(await userByPhone(number.normal)).toHaveLength(0)
  })

  it('limits sends per number, then per address, with a Turkish 429 and Retry-After', async () => {
    const number = freshNumber()
    for (let i = 0; i < PHONE_SEND_LIMITS.perNumber.max; i++)
      expect((await sendCode(number.normal)).statusCode).toBe(200)
    const sent = ctx.smsSent.filter((s) => s.to === number.normal).length
    const limited = await sendCode(number.normal)
    expect([limited.statusCode, limited.json().code]).toEqual([429, 'PHONE_SENDS_LIMITED'])
    expect(limited.json().message).toMatch(/^Çok fazla kod istendi\. Lütfen \d+ dakika sonra/)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(ctx.smsSent.filter((s) => s.to === number.normal)).toHaveLength(sent)

    const ip = randomIp()
    for (let i = 0; i < PHONE_SEND_LIMITS.perAddress.max; i++) {
      const answer = await sendCode(freshNumber().normal, ip)
      expect([answer.statusCode, answer.body]).toEqual([200, expect.anything()])
    }
    const fromSameAddress = await sendCode(freshNumber().normal, ip, 'en')
    expect([fromSameAddress.statusCode, fromSameAddress.json().code]).toEqual([429, 'PHONE_SENDS_LIMITED'])
    expect(fromSameAddress.json().message).toMatch(/^Too many codes were asked for/)
  })

  it('counts against the service-wide budget only the sends it allows: a refused address cannot shut SMS sign-in (issue 30)', async () => {
    const ip = randomIp()
    for (let i = 0; i < PHONE_SEND_LIMITS.perAddress.max; i++)
      expect((await sendCode(freshNumber().normal, ip)).statusCode).toBe(200)
    // one send short of the service's hour: any refused send that still counted would spend it
    const budget = () =>
      ctx.db.selectFrom('api_rate_limits').select('count').where('key', '=', 'sms-send:all').executeTakeFirstOrThrow()
    await ctx.db
      .updateTable('api_rate_limits')
      .set({ count: PHONE_SEND_LIMITS.perHour.max - 1 })
      .where('key', '=', 'sms-send:all')
      .execute()
    for (let i = 0; i < 30; i++) expect((await sendCode(freshNumber().normal, ip)).statusCode).toBe(429)
    expect(Number((await budget()).count)).toBe(PHONE_SEND_LIMITS.perHour.max - 1)
    // another address still signs in by SMS with the last send of the hour
    const number = freshNumber()
    expect((await sendCode(number.normal, randomIp())).statusCode).toBe(200)
    const code = lastCodeTo(number.normal)
    const signUp = await verify({ phoneNumber: number.normal, code, profile: PROFILE })
    expect([signUp.statusCode, signUp.json()]).toEqual([200, expect.objectContaining({ status: true })])
    expect(Number((await budget()).count)).toBe(PHONE_SEND_LIMITS.perHour.max)
  })
})
