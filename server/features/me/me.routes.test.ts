import { beforeAll, describe, expect, it } from 'vitest'
import { createApiWorld, httpOf, json, onePerDialect, type ApiWorld } from '#server/test/api-world.ts'
import { DIALECTS } from '#server/test/context.ts'

const worldOn = onePerDialect(createApiWorld)

describe.each(DIALECTS)('GET /api/v1/me on %s', (dialect) => {
  let w: ApiWorld
  beforeAll(async () => {
    w = await worldOn(dialect)
  })
  const { get } = httpOf(() => w.ctx)

  it('is 401 with a message in the request language when anonymous', async () => {
    const tr = await get('/api/v1/me')
    expect(tr.statusCode).toBe(401)
    expect(json(tr.body).error).toEqual({ code: 'UNAUTHORIZED', message: 'Devam etmek için lütfen giriş yapın.' })
    const en = await get('/api/v1/me', undefined, { 'accept-language': 'en' })
    expect(json(en.body).error.message).toBe('Please sign in to continue.')
    // the calling page's language wins over the cookie and the browser
    const page = await get('/api/v1/me', undefined, {
      cookie: 'lang=tr',
      'accept-language': 'tr',
      'x-durak-lang': 'en',
    })
    expect(json(page.body).error.message).toBe('Please sign in to continue.')
    const cookie = await get('/api/v1/me', undefined, { cookie: 'lang=en', 'accept-language': 'tr' })
    expect(json(cookie.body).error.message).toBe('Please sign in to continue.')
  })
  it('gives a passenger their profile with the default membership of spec §3', async () => {
    const response = await get('/api/v1/me', w.passengerCookie)
    expect(response.statusCode).toBe(200)
    const me = json(response.body)
    expect(me).toMatchObject({
      id: w.passenger.id,
      email: w.passenger.email,
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
    const me = json((await get('/api/v1/me', w.driverCookie)).body)
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
    const legacy = await w.ctx.createUser({ type: 'PASSENGER' })
    await w.ctx.db.updateTable('users').set({ userType: 'passenger' }).where('id', '=', legacy.id).execute()
    const me = json((await get('/api/v1/me', await w.ctx.signIn(legacy))).body)
    expect(me.userType).toBe('PASSENGER')
  })
  it('is 401 for a forged or expired session cookie', async () => {
    expect((await get('/api/v1/me', 'durak.session_token=forged.value')).statusCode).toBe(401)
  })
})

describe.each(DIALECTS)('GET /api/v1/me/rides on %s', (dialect) => {
  let w: ApiWorld
  beforeAll(async () => {
    w = await worldOn(dialect)
  })
  const { get } = httpOf(() => w.ctx)
  const fares = (page: { items: { fareKurus: number }[] }) => page.items.map((r) => r.fareKurus)

  it('returns only the passenger’s own rides, newest first', async () => {
    const page = json((await get('/api/v1/me/rides', w.passengerCookie)).body)
    expect(fares(page)).toEqual([12_345, 10_000, 5_000])
    expect(page.items.map((r: { passengerId: string }) => r.passengerId)).toEqual([
      w.passenger.id,
      w.passenger.id,
      w.passenger.id,
    ])
    expect(page.items[0]).toMatchObject({
      createdAt: '2026-03-01T08:00:00.000Z',
      pickupAddress: 'Taksim',
      distanceMetres: 5000,
      durationSeconds: 600,
    })
    expect(page.nextCursor).toBeNull()
  })
  it('returns a driver the rides they drove, and refuses them to anyone else', async () => {
    const page = json((await get('/api/v1/me/rides', w.driverCookie)).body)
    expect(page.items).toHaveLength(3)
    expect(page.items.map((r: { driverId: string }) => r.driverId)).toEqual([w.driver.id, w.driver.id, w.driver.id])
    expect(fares(page)).toEqual([12_345, 10_000, 5_000])
    const other = json((await get('/api/v1/me/rides', await w.ctx.signIn(w.otherPassenger))).body)
    expect(fares(other)).toEqual([99_999])
    expect((await get('/api/v1/me/rides')).statusCode).toBe(401)
  })
  it('pages with a keyset cursor without gaps or repeats', async () => {
    const first = json((await get('/api/v1/me/rides?limit=2', w.passengerCookie)).body)
    expect(first.items).toHaveLength(2)
    expect(first.nextCursor).toEqual(expect.any(String))
    const second = json((await get(`/api/v1/me/rides?limit=2&cursor=${first.nextCursor}`, w.passengerCookie)).body)
    expect(fares(second)).toEqual([5_000])
    expect(second.nextCursor).toBeNull()
  })
  it('filters by status', async () => {
    const page = json((await get('/api/v1/me/rides?status=cancelled', w.passengerCookie)).body)
    expect(page.items.map((r: { status: string }) => r.status)).toEqual(['CANCELLED'])
  })
  it('answers bad input with 400, never 500', async () => {
    for (const query of [
      'limit=0',
      'limit=1000',
      'limit=abc',
      'cursor=%%%',
      'cursor=bm90LWEtY3Vyc29y',
      'status=' + 'x'.repeat(40),
    ]) {
      const response = await get(`/api/v1/me/rides?${query}`, w.passengerCookie)
      expect(response.statusCode, query).toBe(400)
      expect(json(response.body).error.code).toMatch(/INVALID/)
    }
  })
})

describe.each(DIALECTS)('GET /api/v1/me/summary on %s', (dialect) => {
  let w: ApiWorld
  beforeAll(async () => {
    w = await worldOn(dialect)
  })
  const { get } = httpOf(() => w.ctx)

  it('computes the passenger’s figures in SQL, with this month in Europe/Istanbul', async () => {
    const summary = json((await get('/api/v1/me/summary', w.passengerCookie)).body)
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
  it('counts total rides from the rides, not from a number stored on the user record (decision 040)', async () => {
    const withRecord = await w.ctx.createUser({ type: 'DRIVER', totalRides: 1200 })
    const summary = json((await get('/api/v1/me/summary', await w.ctx.signIn(withRecord))).body)
    expect(summary).toMatchObject({
      totalRides: 0,
      totalRidesSource: 'counted',
      completedRides: 0,
      averageFareKurus: null,
    })
  })
  it('gives the driver the same rides seen from the driver side', async () => {
    const summary = json((await get('/api/v1/me/summary', w.driverCookie)).body)
    expect(summary).toMatchObject({ totalRides: 3, completedRides: 2, totalFareKurus: 22_345 })
  })
  it('is 401 anonymous and 404 for a stored user type it cannot read', async () => {
    expect((await get('/api/v1/me/summary')).statusCode).toBe(401)
    const odd = await w.ctx.createUser({ type: 'PASSENGER' })
    const cookie = await w.ctx.signIn(odd)
    await w.ctx.db.updateTable('users').set({ userType: 'pilot' }).where('id', '=', odd.id).execute()
    for (const url of ['/api/v1/me', '/api/v1/me/summary', '/api/v1/me/rides']) {
      const response = await get(url, cookie)
      expect(response.statusCode, url).toBe(404)
      expect(json(response.body).error.code).toBe('USER_NOT_FOUND')
    }
  })
})
