import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_FAVOURITE_PLACES } from '#shared/schemas/favourite-places.ts'
import { createTestContext, DIALECTS, PUBLIC_URL, randomIp, type TestContext } from '#server/test/context.ts'
import { json, lifecycleKit, sceneOrigin, type Person } from '#server/test/lifecycle-kit.ts'

const HOME = { name: 'Ev', address: 'Moda Caddesi 12, Kadıköy', lat: 40.9862, lng: 29.0265 }
const PLACES = '/api/v1/me/favourite-places'

describe.each(DIALECTS)('favourite and recent places on %s', (dialect) => {
  let ctx: TestContext
  const kit = lifecycleKit(() => ctx)
  const { call, person, requestRide, step } = kit
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
  })
  afterAll(async () => ctx?.destroy())

  const send = (method: 'PATCH' | 'DELETE', url: string, who: Person, payload?: object, lang = 'tr') =>
    ctx.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { origin: PUBLIC_URL, 'x-forwarded-for': randomIp(), cookie: who.cookie, 'accept-language': lang },
    })

  it('adds, lists, renames and removes a passenger’s own places', async () => {
    const passenger = await person('PASSENGER')
    expect(json(await call('GET', PLACES, passenger))).toEqual({ items: [] })
    const added = await call('POST', PLACES, passenger, HOME)
    expect(added.statusCode).toBe(201)
    const home = json(added)
    expect(home).toEqual({ id: expect.any(String), ...HOME, createdAt: '2026-03-15T12:00:00.000Z' })
    const work = json(await call('POST', PLACES, passenger, { ...HOME, name: 'İş', address: 'Levent, Beşiktaş' }))
    expect(json(await call('GET', PLACES, passenger)).items.map((p: { name: string }) => p.name)).toEqual(['Ev', 'İş'])

    const renamed = await send('PATCH', `${PLACES}/${home.id}`, passenger, { name: 'Annemler' })
    expect(renamed.statusCode).toBe(200)
    expect(json(renamed)).toMatchObject({ id: home.id, name: 'Annemler', address: HOME.address })
    expect((await send('DELETE', `${PLACES}/${work.id}`, passenger)).statusCode).toBe(204)
    expect(json(await call('GET', PLACES, passenger)).items).toEqual([{ ...home, name: 'Annemler' }])
    // the profile (and so the KVKK export) lists the same favourites
    const me = json(await call('GET', '/api/v1/me', passenger))
    expect(JSON.stringify(me)).toContain('Annemler')
    const exported = (await call('GET', '/api/v1/me/data-export', passenger)).body
    expect(exported).toContain('Annemler')
    expect(exported).toContain(String(HOME.lng))
  })

  it('answers 404 in the caller’s language for another passenger’s place, and leaves it alone', async () => {
    const owner = await person('PASSENGER')
    const other = await person('PASSENGER')
    const place = json(await call('POST', PLACES, owner, HOME))
    const tr = await send('PATCH', `${PLACES}/${place.id}`, other, { name: 'Benim' })
    expect(tr.statusCode).toBe(404)
    expect(json(tr).error).toEqual({ code: 'FAVOURITE_PLACE_NOT_FOUND', message: 'Favori yer bulunamadı.' })
    const en = await send('DELETE', `${PLACES}/${place.id}`, other, undefined, 'en')
    expect(json(en).error).toEqual({ code: 'FAVOURITE_PLACE_NOT_FOUND', message: 'Favourite place not found.' })
    expect(json(await call('GET', PLACES, owner)).items).toEqual([place])
  })

  it(`refuses a place beyond ${MAX_FAVOURITE_PLACES} with 409, and names longer than 40 characters or empty with 400`, async () => {
    const passenger = await person('PASSENGER')
    for (let i = 0; i < MAX_FAVOURITE_PLACES; i++)
      expect((await call('POST', PLACES, passenger, { ...HOME, name: `Yer ${i + 1}` })).statusCode).toBe(201)
    const over = await call('POST', PLACES, passenger, HOME)
    expect(over.statusCode).toBe(409)
    expect(json(over).error).toEqual({
      code: 'TOO_MANY_FAVOURITE_PLACES',
      message: 'En fazla 20 favori yer kaydedebilirsiniz. Yenisini eklemeden önce birini silin.',
    })
    const en = await call('POST', PLACES, passenger, HOME, { 'accept-language': 'en' })
    expect(json(en).error.message).toBe('You can keep at most 20 favourite places. Remove one before adding another.')

    const fresh = await person('PASSENGER')
    const long = await call('POST', PLACES, fresh, { ...HOME, name: 'x'.repeat(41) })
    expect(long.statusCode).toBe(400)
    expect(json(long).error).toMatchObject({ code: 'INVALID_INPUT', fields: { name: 'tooLong' } })
    expect((await call('POST', PLACES, fresh, { ...HOME, name: '   ' })).statusCode).toBe(400)
    expect((await call('POST', PLACES, fresh, { ...HOME, name: 'x'.repeat(40) })).statusCode).toBe(201)
  })

  it('is for passengers only: a driver gets 403, nobody signed in 401', async () => {
    const driver = await person('DRIVER')
    const refused = await call('GET', PLACES, driver)
    expect(refused.statusCode).toBe(403)
    expect(json(refused).error.code).toBe('PASSENGER_ONLY')
    expect((await call('GET', '/api/v1/me/recent-places', driver)).statusCode).toBe(403)
    expect((await call('GET', PLACES, null)).statusCode).toBe(401)
  })

  it("lists the passenger's last five distinct pickups and destinations, newest first", async () => {
    const passenger = await person('PASSENGER')
    expect(json(await call('GET', '/api/v1/me/recent-places', passenger))).toEqual({ items: [] })
    for (let scene = 90; scene < 94; scene++) {
      const origin = sceneOrigin(scene)
      const rideId = await requestRide(passenger, origin)
      // each ride from its own pickup; all of them to the same destination address
      await step(rideId, 'cancel', passenger, { reason: 'Vazgeçtim' })
      await ctx.db
        .updateTable('rides')
        .set({ pickupAddress: `Çıkış ${scene}`, createdAt: new Date(Date.UTC(2026, 2, 1, scene)).toISOString() })
        .where('id', '=', rideId)
        .execute()
    }
    const recent = json(await call('GET', '/api/v1/me/recent-places', passenger)).items
    expect(recent.map((p: { address: string }) => p.address)).toEqual([
      'Kadıköy İskelesi',
      'Çıkış 93',
      'Çıkış 92',
      'Çıkış 91',
      'Çıkış 90',
    ])
    expect(recent[1]).toEqual({ address: 'Çıkış 93', ...sceneOrigin(93) })
  })
})
