import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, DIALECTS, PUBLIC_URL, randomIp, type TestContext } from './test/context.ts'

const json = (body: string) => JSON.parse(body)

describe.each(DIALECTS)('API on %s', (dialect) => {
  let ctx: TestContext
  let passenger: { id: string; email: string; password: string }
  let otherPassenger: { id: string; email: string; password: string }
  let driver: { id: string; email: string; password: string }
  let admin: { id: string; email: string; password: string }
  let passengerCookie: string
  let driverCookie: string
  let adminCookie: string

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
    passenger = await ctx.createUser({ type: 'PASSENGER', city: 'Istanbul', phone: '05321234567', ratingCenti: 485 })
    otherPassenger = await ctx.createUser({ type: 'PASSENGER' })
    driver = await ctx.createUser({
      type: 'DRIVER',
      ratingCenti: 487,
      balanceKurus: 12_345,
      driver: { licenseNumber: 'L-1', isVerified: true, isOnline: true, vehicle: { brand: 'Fiat', model: 'Egea', year: 2023, plate: '34 ABC 12', color: 'Sarı' } },
    })
    admin = await ctx.createUser({ type: 'ADMIN' })
    // Rides: three of the passenger's with this driver, one of another passenger's.
    await ctx.createRide({ passengerId: passenger.id, driverId: driver.id, status: 'COMPLETED', fareKurus: 12_345, createdAt: '2026-03-01T08:00:00Z' })
    await ctx.createRide({ passengerId: passenger.id, driverId: driver.id, status: 'COMPLETED', fareKurus: 10_000, createdAt: '2026-02-28T21:30:00Z' }) // 1 March 00:30 in Istanbul
    await ctx.createRide({ passengerId: passenger.id, driverId: driver.id, status: 'CANCELLED', fareKurus: 5_000, createdAt: '2026-02-28T20:59:00Z' }) // still February in Istanbul
    await ctx.createRide({ passengerId: otherPassenger.id, driverId: null, status: 'COMPLETED', fareKurus: 99_999, createdAt: '2026-03-02T08:00:00Z' })
    passengerCookie = await ctx.signIn(passenger)
    driverCookie = await ctx.signIn(driver)
    adminCookie = await ctx.signIn(admin)
  })
  afterAll(async () => ctx?.destroy())

  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers } })
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { origin: PUBLIC_URL, 'x-forwarded-for': randomIp(), ...headers },
    })

  describe('health', () => {
    it('answers /api/health and /api/ready with the database', async () => {
      expect(json((await get('/api/health')).body)).toEqual({ status: 'ok' })
      const ready = await get('/api/ready')
      expect(ready.statusCode).toBe(200)
      expect(json(ready.body).database).toBe(dialect)
    })
    it('answers an unknown API path with a JSON 404', async () => {
      const response = await get('/api/nope')
      expect(response.statusCode).toBe(404)
      expect(json(response.body).error.code).toBe('NOT_FOUND')
    })
  })

  describe('GET /api/me', () => {
    it('is 401 with a message in the request language when anonymous', async () => {
      const tr = await get('/api/me')
      expect(tr.statusCode).toBe(401)
      expect(json(tr.body).error).toEqual({ code: 'UNAUTHORIZED', message: 'Devam etmek için lütfen giriş yapın.' })
      const en = await get('/api/me', undefined, { 'accept-language': 'en' })
      expect(json(en.body).error.message).toBe('Please sign in to continue.')
      // the calling page's language wins over the cookie and the browser
      const page = await get('/api/me', undefined, { cookie: 'lang=tr', 'accept-language': 'tr', 'x-durak-lang': 'en' })
      expect(json(page.body).error.message).toBe('Please sign in to continue.')
      const cookie = await get('/api/me', undefined, { cookie: 'lang=en', 'accept-language': 'tr' })
      expect(json(cookie.body).error.message).toBe('Please sign in to continue.')
    })
    it('gives a passenger their profile with the default membership of spec §3', async () => {
      const response = await get('/api/me', passengerCookie)
      expect(response.statusCode).toBe(200)
      const me = json(response.body)
      expect(me).toMatchObject({
        id: passenger.id,
        email: passenger.email,
        userType: 'PASSENGER',
        city: 'Istanbul',
        phone: '05321234567',
        membershipType: 'FREE',
        membershipStatus: 'active',
        points: 0,
        isActive: true,
        ratingCenti: 485,
        driver: null,
        favoriteLocations: [],
      })
      expect(me.membership).toEqual({
        type: 'FREE',
        amountKurus: 0,
        isPaid: false,
        paidAt: null,
        paymentMethod: null,
        features: ['Basic taxi service', 'Standard customer support'],
        validUntil: null,
      })
    })
    it('gives a driver the driver shape with licence and vehicle', async () => {
      const me = json((await get('/api/me', driverCookie)).body)
      expect(me.userType).toBe('DRIVER')
      expect(me.membership).toBeNull()
      expect(me.driver).toEqual({
        licenseNumber: 'L-1',
        isVerified: true,
        isOnline: true,
        vehicle: { brand: 'Fiat', model: 'Egea', year: 2023, plate: '34 ABC 12', color: 'Sarı' },
      })
      expect(me.balanceKurus).toBe(12_345)
    })
    it('reads a legacy lowercase user type (spec §3)', async () => {
      const legacy = await ctx.createUser({ type: 'PASSENGER' })
      await ctx.db.updateTable('users').set({ userType: 'passenger' }).where('id', '=', legacy.id).execute()
      const me = json((await get('/api/me', await ctx.signIn(legacy))).body)
      expect(me.userType).toBe('PASSENGER')
    })
    it('is 401 for a forged or expired session cookie', async () => {
      expect((await get('/api/me', 'durak.session_token=forged.value')).statusCode).toBe(401)
    })
  })

  describe('GET /api/me/rides', () => {
    it('returns only the passenger’s own rides, newest first', async () => {
      const page = json((await get('/api/me/rides', passengerCookie)).body)
      expect(page.items.map((r: { fareKurus: number }) => r.fareKurus)).toEqual([12_345, 10_000, 5_000])
      expect(page.items.every((r: { passengerId: string }) => r.passengerId === passenger.id)).toBe(true)
      expect(page.items[0]).toMatchObject({ createdAt: '2026-03-01T08:00:00.000Z', pickupAddress: 'Taksim', distanceMetres: 5000, durationSeconds: 600 })
      expect(page.nextCursor).toBeNull()
    })
    it('returns a driver the rides they drove, and refuses them to anyone else', async () => {
      const page = json((await get('/api/me/rides', driverCookie)).body)
      expect(page.items).toHaveLength(3)
      expect(page.items.every((r: { driverId: string }) => r.driverId === driver.id)).toBe(true)
      const other = json((await get('/api/me/rides', await ctx.signIn(otherPassenger))).body)
      expect(other.items.map((r: { fareKurus: number }) => r.fareKurus)).toEqual([99_999])
      expect((await get('/api/me/rides')).statusCode).toBe(401)
    })
    it('pages with a keyset cursor without gaps or repeats', async () => {
      const first = json((await get('/api/me/rides?limit=2', passengerCookie)).body)
      expect(first.items).toHaveLength(2)
      expect(first.nextCursor).toEqual(expect.any(String))
      const second = json((await get(`/api/me/rides?limit=2&cursor=${first.nextCursor}`, passengerCookie)).body)
      expect(second.items.map((r: { fareKurus: number }) => r.fareKurus)).toEqual([5_000])
      expect(second.nextCursor).toBeNull()
    })
    it('filters by status', async () => {
      const page = json((await get('/api/me/rides?status=cancelled', passengerCookie)).body)
      expect(page.items.map((r: { status: string }) => r.status)).toEqual(['CANCELLED'])
    })
    it('answers bad input with 400, never 500', async () => {
      for (const query of ['limit=0', 'limit=1000', 'limit=abc', 'cursor=%%%', 'cursor=bm90LWEtY3Vyc29y', 'status=' + 'x'.repeat(40)]) {
        const response = await get(`/api/me/rides?${query}`, passengerCookie)
        expect(response.statusCode, query).toBe(400)
        expect(json(response.body).error.code).toMatch(/INVALID/)
      }
    })
  })

  describe('GET /api/me/summary', () => {
    it('computes the passenger’s figures in SQL, with this month in Europe/Istanbul', async () => {
      const summary = json((await get('/api/me/summary', passengerCookie)).body)
      expect(summary).toEqual({
        totalRides: 3,
        totalRidesSource: 'counted',
        countsByStatus: { COMPLETED: 2, CANCELLED: 1 },
        completedRides: 2,
        cancelledRides: 1,
        // 28 Feb 21:30 UTC is 1 March in Istanbul; 28 Feb 20:59 UTC is still February
        ridesThisMonth: 2,
        totalFareKurus: 22_345,
        // (12 345 + 10 000) / 2 = 11 172.5 → 11 173 (half up)
        averageFareKurus: 11_173,
      })
    })
    it('takes total rides from the user record when it has one', async () => {
      const withRecord = await ctx.createUser({ type: 'DRIVER', totalRides: 1200 })
      const summary = json((await get('/api/me/summary', await ctx.signIn(withRecord))).body)
      expect(summary).toMatchObject({ totalRides: 1200, totalRidesSource: 'record', completedRides: 0, averageFareKurus: null })
    })
    it('gives the driver the same rides seen from the driver side', async () => {
      const summary = json((await get('/api/me/summary', driverCookie)).body)
      expect(summary).toMatchObject({ totalRides: 3, completedRides: 2, totalFareKurus: 22_345 })
    })
  })

  describe('admin lists', () => {
    it('is 401 anonymous and 403 for passengers and drivers', async () => {
      for (const url of ['/api/users', '/api/rides']) {
        expect((await get(url)).statusCode).toBe(401)
        expect((await get(url, passengerCookie)).statusCode).toBe(403)
        expect((await get(url, driverCookie)).statusCode).toBe(403)
      }
    })
    it('lists users by type and all rides newest first for an admin', async () => {
      const drivers = json((await get('/api/users?userType=DRIVER&limit=50', adminCookie)).body)
      expect(drivers.items.length).toBeGreaterThanOrEqual(1)
      expect(drivers.items.every((u: { userType: string }) => u.userType === 'DRIVER')).toBe(true)
      const rides = json((await get('/api/rides', adminCookie)).body)
      expect(rides.items.map((r: { fareKurus: number }) => r.fareKurus)).toEqual([99_999, 12_345, 10_000, 5_000])
      const byPassenger = json((await get(`/api/rides?passengerId=${otherPassenger.id}`, adminCookie)).body)
      expect(byPassenger.items).toHaveLength(1)
      const byDriver = json((await get(`/api/rides?driverId=${driver.id}&status=COMPLETED`, adminCookie)).body)
      expect(byDriver.items).toHaveLength(2)
      expect((await get('/api/users?userType=ROBOT', adminCookie)).statusCode).toBe(400)
      const first = json((await get('/api/users?limit=2', adminCookie)).body)
      const second = json((await get(`/api/users?limit=2&cursor=${first.nextCursor}`, adminCookie)).body)
      expect(second.items).toHaveLength(2)
      expect(second.items.map((u: { id: string }) => u.id)).not.toContain(first.items[0].id)
      expect(Date.parse(second.items[0].createdAt)).toBeLessThanOrEqual(Date.parse(first.items[1].createdAt))
    })
    it('defaults to pages of 10', async () => {
      for (let i = 0; i < 11; i++) await ctx.createRide({ passengerId: otherPassenger.id, createdAt: `2025-01-${String(i + 1).padStart(2, '0')}T10:00:00Z` })
      const page = json((await get('/api/rides', adminCookie)).body)
      expect(page.items).toHaveLength(10)
      expect(page.nextCursor).not.toBeNull()
    })
  })

  describe('POST /api/register', () => {
    const valid = {
      firstName: 'Zeynep',
      lastName: 'Kara',
      email: 'Zeynep.Kara@Example.com',
      phone: '0555 555 55 55',
      password: 'secret1',
      passwordConfirmation: 'secret1',
      city: 'Izmir',
    }
    it('creates a PASSENGER with the spec defaults and a normalised phone, who can sign in', async () => {
      const response = await post('/api/register', { ...valid, userType: 'DRIVER' })
      expect(response.statusCode).toBe(201)
      const row = await ctx.db.selectFrom('users').selectAll().where('email', '=', 'zeynep.kara@example.com').executeTakeFirstOrThrow()
      expect(row).toMatchObject({ userType: 'PASSENGER', membershipType: 'FREE', membershipStatus: 'active', phone: '05555555555', city: 'Izmir' })
      expect(Number(row.points)).toBe(0)
      expect(Boolean(row.isActive)).toBe(true)
      const cookie = await ctx.signIn({ email: 'zeynep.kara@example.com', password: 'secret1' })
      expect(json((await get('/api/me', cookie)).body).userType).toBe('PASSENGER')
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
    it('refuses an e-mail already registered with 409 and a clear message', async () => {
      const response = await post('/api/register', valid, { 'accept-language': 'en' })
      expect(response.statusCode).toBe(409)
      expect(json(response.body).error).toMatchObject({ code: 'EMAIL_TAKEN', fields: { email: 'emailTaken' } })
      expect(json(response.body).error.message).toMatch(/already exists/)
    })
    it('answers spec §5 violations with 400 and a key per field', async () => {
      const response = await post('/api/register', { ...valid, email: 'nope', phone: '0444 555 55 55', password: '12345', passwordConfirmation: 'x', city: '', firstName: ' ' })
      expect(response.statusCode).toBe(400)
      expect(json(response.body).error.fields).toEqual({
        firstName: 'firstNameRequired',
        email: 'emailInvalid',
        phone: 'phoneInvalid',
        password: 'passwordTooShort',
        passwordConfirmation: 'passwordsDoNotMatch',
        city: 'cityRequired',
      })
      const mismatch = await post('/api/register', { ...valid, email: 'other@example.com', passwordConfirmation: 'secret2' })
      expect(json(mismatch.body).error.fields).toEqual({ passwordConfirmation: 'passwordsDoNotMatch' })
      const empty = await post('/api/register', {})
      expect(empty.statusCode).toBe(400)
      expect(json(empty.body).error.fields.lastName).toBe('lastNameRequired')
    })
    it('answers a malformed body with 400, not 500', async () => {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/register', payload: '{"broken', headers: { 'content-type': 'application/json' } })
      expect(response.statusCode).toBe(400)
      expect(json(response.body).error.message).toBe('Bazı alanlar geçerli değil.')
      const huge = await post('/api/register', { firstName: 'x'.repeat(70_000) })
      expect(huge.statusCode).toBe(413)
    })
    it('keeps the public better-auth sign-up closed, so no client can choose a user type', async () => {
      const response = await post('/api/auth/sign-up/email', { email: 'x@example.com', password: 'secret1', name: 'X', userType: 'DRIVER' })
      expect(response.statusCode).toBe(404)
    })
  })

  describe('POST /api/account-deletion-requests', () => {
    const request = { email: 'someone@example.com', firstName: 'Ali', lastName: 'Veli', reason: 'I no longer use the app' }
    it('stores a request and returns 201', async () => {
      const response = await post('/api/account-deletion-requests', request, { 'x-forwarded-for': '1.1.1.1' })
      expect(response.statusCode).toBe(201)
      const rows = await ctx.db.selectFrom('account_deletion_requests').selectAll().execute()
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ ...request, status: 'RECEIVED', language: 'tr' })
    })
    it('answers missing fields with 400 per field', async () => {
      const response = await post('/api/account-deletion-requests', { email: '', firstName: 'A' })
      expect(response.statusCode).toBe(400)
      expect(json(response.body).error.fields).toEqual({ email: 'emailRequired', lastName: 'lastNameRequired', reason: 'reasonRequired' })
    })
    it('limits each address to 5 requests an hour with 429 and Retry-After', async () => {
      const statuses: number[] = []
      const ip = { 'x-forwarded-for': '2.2.2.2' }
      for (let i = 0; i < 5; i++) statuses.push((await post('/api/account-deletion-requests', request, ip)).statusCode)
      expect(statuses).toEqual([201, 201, 201, 201, 201])
      const limited = await post('/api/account-deletion-requests', request, { ...ip, 'accept-language': 'en' })
      expect(limited.statusCode).toBe(429)
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
      expect(json(limited.body).error.message).toMatch(/Too many requests/)
    })
  })

  describe('auth', () => {
    it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
      const response = await post('/api/auth/sign-in/email', { email: driver.email, password: driver.password })
      const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((c) => c.startsWith('durak.session_token='))
      expect(cookie).toMatch(/HttpOnly/i)
      expect(cookie).toMatch(/SameSite=Lax/i)
    })
    it('rejects a cookie-carrying POST from a foreign origin (CSRF)', async () => {
      const response = await post('/api/auth/sign-out', {}, { origin: 'https://evil.example', cookie: passengerCookie })
      expect(response.statusCode).toBe(403)
      expect((await get('/api/me', passengerCookie)).statusCode).toBe(200)
    })
    it('limits sign-in attempts from one address', async () => {
      const statuses: number[] = []
      for (let i = 0; i < 11; i++) {
        const response = await post('/api/auth/sign-in/email', { email: `nobody${i}@example.com`, password: 'whatever1' }, { 'x-forwarded-for': '3.3.3.3' })
        statuses.push(response.statusCode)
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
      expect(statuses[10]).toBe(429)
    })
    it('locks an account for a while after repeated failed sign-ins, even from different addresses', async () => {
      const victim = await ctx.createUser({ type: 'PASSENGER' })
      const statuses: number[] = []
      for (let i = 0; i < 9; i++) {
        const response = await post('/api/auth/sign-in/email', { email: victim.email, password: 'wrong-password' }, { 'x-forwarded-for': `10.0.0.${i}` })
        statuses.push(response.statusCode)
      }
      expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true)
      expect(statuses[8]).toBe(429)
      const right = await post('/api/auth/sign-in/email', { email: victim.email, password: victim.password })
      expect(right.statusCode).toBe(429)
      expect(json(right.body).code).toBe('ACCOUNT_TEMPORARILY_LOCKED')
    })
    it('sends a reset mail in the page language that links to the web app, and revokes sessions on reset', async () => {
      const user = await ctx.createUser({ type: 'PASSENGER', firstName: 'Elif' })
      const oldCookie = await ctx.signIn(user)
      const response = await post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/en/reset-password' })
      expect(response.statusCode).toBe(200)
      await new Promise((r) => setTimeout(r, 50))
      const mail = ctx.mails.find((m) => m.to === user.email)!
      expect(mail.subject).toBe('Reset your Durak password')
      expect(mail.text).toContain('Hello Elif,')
      const token = new RegExp(`${PUBLIC_URL}/en/reset-password\\?token=([\\w-]+)`).exec(mail.text)?.[1]
      expect(token).toBeTruthy()
      expect(mail.html).toContain('Set a new password')
      const reset = await post('/api/auth/reset-password', { token, newPassword: 'brand-new-1' })
      expect(reset.statusCode).toBe(200)
      expect((await get('/api/me', oldCookie)).statusCode).toBe(401)
      await ctx.signIn({ email: user.email, password: 'brand-new-1' })
      const old = await post('/api/auth/sign-in/email', { email: user.email, password: user.password })
      expect(old.statusCode).toBe(401)
      const reused = await post('/api/auth/reset-password', { token, newPassword: 'another-1' })
      expect(reused.statusCode).toBe(400)
    })
    it('writes the reset mail in Turkish for a Turkish page', async () => {
      const user = await ctx.createUser({ type: 'PASSENGER', firstName: 'Can' })
      await post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/reset-password' })
      await new Promise((r) => setTimeout(r, 50))
      const mail = ctx.mails.find((m) => m.to === user.email)!
      expect(mail.subject).toBe('Durak şifrenizi sıfırlayın')
      expect(mail.text).toMatch(new RegExp(`${PUBLIC_URL}/reset-password\\?token=`))
    })
  })
})
