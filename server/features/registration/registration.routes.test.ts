import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { afterAnswerSettled } from '#server/core/after-answer.ts'
import { httpOf, json } from '#server/test/api-world.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'

describe.each(DIALECTS)('POST /api/v1/register on %s', (dialect) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(dialect)
  })
  afterAll(async () => ctx?.destroy())
  const { get, post } = httpOf(() => ctx)
  const valid = {
    firstName: 'Zeynep',
    lastName: 'Kara',
    email: 'Zeynep.Kara@Example.com',
    phone: '0555 555 55 55',
    password: 'kedi-kopek-7',
    passwordConfirmation: 'kedi-kopek-7',
    city: 'Izmir',
    privacyNoticeVersion: '2025-01-01',
  }

  it('creates a PASSENGER with the spec defaults and a normalised phone, who can sign in', async () => {
    const response = await post('/api/v1/register', { ...valid, userType: 'DRIVER' })
    expect(response.statusCode).toBe(201)
    const row = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'zeynep.kara@example.com')
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      userType: 'PASSENGER',
      membershipType: 'FREE',
      membershipStatus: 'active',
      phone: '05555555555',
      city: 'Izmir',
    })
    expect(Number(row.points)).toBe(0)
    expect(Boolean(row.isActive)).toBe(true)
    const cookie = await ctx.signIn({ email: 'zeynep.kara@example.com', password: 'kedi-kopek-7' })
    expect(json((await get('/api/v1/me', cookie)).body).userType).toBe('PASSENGER')
  })
  it('records the privacy-notice version shown and no marketing consent unless given (KVKK, İYS)', async () => {
    const row = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'zeynep.kara@example.com')
      .executeTakeFirstOrThrow()
    expect(row.privacyNoticeVersion).toBe('2025-01-01')
    expect(row.privacyNoticeShownAt).toBeTruthy()
    expect(Boolean(row.marketingConsent)).toBe(false)
    expect(row.marketingConsentAt).toBeNull()
    const consenting = { ...valid, email: 'consent@example.com', phone: '+90 532 123 45 67', marketingConsent: true }
    expect((await post('/api/v1/register', consenting)).statusCode).toBe(201)
    const other = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'consent@example.com')
      .executeTakeFirstOrThrow()
    expect(other).toMatchObject({ phone: '05321234567', privacyNoticeVersion: '2025-01-01' })
    expect(Boolean(other.marketingConsent)).toBe(true)
    expect(other.marketingConsentAt).toBeTruthy()
  })
  it('refuses a registration without the current privacy-notice version', async () => {
    const response = await post('/api/v1/register', {
      ...valid,
      email: 'nonotice@example.com',
      privacyNoticeVersion: '1999-01-01',
    })
    expect(response.statusCode).toBe(400)
    expect(json(response.body).error.fields).toEqual({ privacyNoticeVersion: 'invalid' })
  })
  it('accepts the phone as people type it and stores one normal form', async () => {
    for (const [i, phone] of ['05555555501', '555 555 55 02', '0555 555 55 03'].entries()) {
      expect((await post('/api/v1/register', { ...valid, email: `phone${i}@example.com`, phone })).statusCode).toBe(201)
      const row = await ctx.db
        .selectFrom('users')
        .select('phone')
        .where('email', '=', `phone${i}@example.com`)
        .executeTakeFirstOrThrow()
      expect(row.phone).toBe(`055555555${String(i + 1).padStart(2, '0')}`)
    }
  })
  it('stores the password as Argon2id, never in clear', async () => {
    const account = await ctx.db
      .selectFrom('accounts')
      .innerJoin('users', 'users.id', 'accounts.userId')
      .select('accounts.password')
      .where('users.email', '=', 'zeynep.kara@example.com')
      .executeTakeFirstOrThrow()
    expect(account.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })
  it('answers a taken e-mail exactly as a free one, creates nothing and mails the owner (issue 11, finding 8)', async () => {
    const fresh = await post(
      '/api/v1/register',
      { ...valid, email: 'new.person@example.com', phone: '0555 000 00 01' },
      { 'accept-language': 'en' },
    )
    const taken = await post(
      '/api/v1/register',
      {
        ...valid,
        phone: '0555 000 00 02',
        firstName: 'Mallory',
        password: 'other-pass-1',
        passwordConfirmation: 'other-pass-1',
      },
      { 'accept-language': 'en' },
    )
    expect(taken.statusCode).toBe(201)
    expect(fresh.statusCode).toBe(201)
    expect(Object.keys(json(taken.body)).sort()).toEqual(Object.keys(json(fresh.body)).sort())
    expect(json(taken.body)).toEqual({ email: 'zeynep.kara@example.com', userType: 'PASSENGER' })
    const rows = await ctx.db
      .selectFrom('users')
      .select(['firstName'])
      .where('email', '=', 'zeynep.kara@example.com')
      .execute()
    expect(rows).toEqual([{ firstName: 'Zeynep' }])
    // the owner's password still works, the newcomer's does not
    await ctx.signIn({ email: 'zeynep.kara@example.com', password: 'kedi-kopek-7' })
    await afterAnswerSettled()
    const mail = ctx.mails.find((m) => m.to === 'zeynep.kara@example.com')!
    expect(mail.subject).toBe('You already have a Durak account')
    expect(mail.text).toContain('Hello Zeynep,')
    expect(mail.text).toContain('http://durak.test/en/passenger-login')
    expect(ctx.mails.filter((m) => m.to === 'new.person@example.com')).toHaveLength(0)
  })
  it('takes about as long for a taken e-mail as for a free one (both hash the password)', async () => {
    const time = async (email: string, phone: string) => {
      const started = process.hrtime.bigint()
      expect((await post('/api/v1/register', { ...valid, email, phone })).statusCode).toBe(201)
      return Number(process.hrtime.bigint() - started) / 1e6
    }
    const takenTimes: number[] = []
    const freeTimes: number[] = []
    for (let i = 0; i < 12; i++) {
      // a free phone both times: a taken phone is refused before the e-mail is looked at
      takenTimes.push(await time('zeynep.kara@example.com', '0555 999 99 99'))
      freeTimes.push(await time(`timing-${i}-${Date.now()}@example.com`, `0555 100 00 ${String(i).padStart(2, '0')}`))
    }
    // before the fix a taken address cost a lookup and no password hash: a fraction of a free one
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
    // (measured: before 2.2 vs 46.8 ms; after 34.1 vs 33.9 ms on SQLite, 23.9 vs 38.0 ms on PostgreSQL)
    expect(median(takenTimes) / median(freeTimes)).toBeGreaterThan(0.4)
  }, 60_000)
  it('answers spec §5 violations with 400 and a key per field', async () => {
    const response = await post('/api/v1/register', {
      ...valid,
      email: 'nope',
      phone: '0444 555 55 55',
      password: '12345',
      passwordConfirmation: 'x',
      city: '',
      firstName: ' ',
    })
    expect(response.statusCode).toBe(400)
    expect(json(response.body).error.fields).toEqual({
      firstName: 'firstNameRequired',
      email: 'emailInvalid',
      phone: 'phoneInvalid',
      password: 'passwordTooShort',
      passwordConfirmation: 'passwordsDoNotMatch',
      city: 'cityRequired',
    })
    const mismatch = await post('/api/v1/register', {
      ...valid,
      email: 'other@example.com',
      passwordConfirmation: 'secret2',
    })
    expect(json(mismatch.body).error.fields).toEqual({ passwordConfirmation: 'passwordsDoNotMatch' })
    const empty = await post('/api/v1/register', {})
    expect(empty.statusCode).toBe(400)
    expect(json(empty.body).error.fields.lastName).toBe('lastNameRequired')
  })
  it("refuses a phone number another account uses, in the caller's language, and creates nothing (issue 22, item 17)", async () => {
    const body = { ...valid, email: 'second.owner@example.com', phone: '+90 555 555 55 55' }
    const tr = await post('/api/v1/register', body, { 'x-forwarded-for': '10.200.0.1' })
    expect(tr.statusCode).toBe(409)
    expect(json(tr.body).error).toEqual({
      code: 'PHONE_TAKEN',
      message: 'Bu telefon numarası başka bir hesapta kayıtlı. Numara sizinse giriş yapın ya da şifrenizi sıfırlayın.',
      fields: { phone: 'phoneTaken' },
    })
    const en = await post('/api/v1/register', body, { 'accept-language': 'en', 'x-forwarded-for': '10.200.0.1' })
    expect(json(en.body).error.message).toBe(
      'This phone number is already registered to another account. If it is yours, sign in or reset your password.',
    )
    const rows = await ctx.db.selectFrom('users').select('id').where('email', '=', 'second.owner@example.com').execute()
    expect(rows).toHaveLength(0)
  })
  it('answers a taken phone the same whether the e-mail is free or taken, so it tells nothing about e-mails', async () => {
    const headers = { 'x-forwarded-for': '10.200.0.2' }
    const withTakenEmail = await post(
      '/api/v1/register',
      { ...valid, password: 'x-other-9', passwordConfirmation: 'x-other-9' },
      headers,
    )
    const withFreeEmail = await post('/api/v1/register', { ...valid, email: 'free.mail@example.com' }, headers)
    expect([withTakenEmail.statusCode, withFreeEmail.statusCode]).toEqual([409, 409])
    expect(json(withTakenEmail.body)).toEqual(json(withFreeEmail.body))
  })
  it('tells one network about taken phones 5 times a day; then every registration from it waits (429)', async () => {
    const headers = { 'x-forwarded-for': '10.200.0.3', 'accept-language': 'en' }
    for (let i = 0; i < 5; i++) {
      const probe = await post('/api/v1/register', { ...valid, email: `probe${i}@example.com` }, headers)
      expect(probe.statusCode).toBe(409)
    }
    const sixth = await post('/api/v1/register', { ...valid, email: 'probe5@example.com' }, headers)
    expect(sixth.statusCode).toBe(429)
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0)
    // a free number from the same network gets the same wait: the 429 tells nothing either
    const free = await post(
      '/api/v1/register',
      { ...valid, email: 'probe6@example.com', phone: '0555 321 00 99' },
      headers,
    )
    expect(free.statusCode).toBe(429)
    expect(json(free.body).error.code).toBe(json(sixth.body).error.code)
    const other = await post(
      '/api/v1/register',
      { ...valid, email: 'elsewhere@example.com', phone: '0555 321 00 98' },
      {
        'x-forwarded-for': '10.200.0.4',
      },
    )
    expect(other.statusCode).toBe(201)
  })
  it('answers a malformed body with 400, not 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: '{"broken',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.statusCode).toBe(400)
    expect(json(response.body).error).toEqual({
      code: 'INVALID_JSON',
      message: 'İsteğin gövdesi geçerli bir JSON değil.',
    })
    const huge = await post('/api/v1/register', { firstName: 'x'.repeat(70_000) })
    expect(huge.statusCode).toBe(413)
  })
  it('keeps the public better-auth sign-up closed, so no client can choose a user type', async () => {
    const response = await post('/api/auth/sign-up/email', {
      email: 'x@example.com',
      password: 'kedi-kopek-7',
      name: 'X',
      userType: 'DRIVER',
    })
    expect(response.statusCode).toBe(404)
  })
})
