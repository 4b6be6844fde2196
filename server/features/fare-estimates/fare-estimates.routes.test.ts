import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { httpOf, json } from '#server/test/api-world.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { FareEstimateResponseSchema } from '#shared/schemas/fare-estimate.ts'

describe.each(DIALECTS)('POST /api/v1/fare-estimates on %s', (dialect) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
  })
  afterAll(async () => ctx?.destroy())
  const http = httpOf(() => ctx)
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    http.post('/api/v1/fare-estimates', payload, headers)

  it('estimates by the tariff in effect now, with the breakdown, source and the meter note', async () => {
    const response = await post({ city: 'Istanbul', distanceMetres: 10_000, waitingSeconds: 600, tollsKurus: 4750 })
    expect(response.statusCode).toBe(200)
    const body = json(response.body)
    expect(FareEstimateResponseSchema.parse(body)).toEqual(body)
    expect(body).toMatchObject({
      kind: 'estimate',
      city: 'Istanbul',
      taxiClass: 'yellow',
      at: '2026-03-15T12:00:00.000Z',
      effectiveFrom: '2026-02-16',
      rates: { openingKurus: 6540, perKmKurus: 4356, minimumKurus: 21_000, waitingPerHourKurus: 54_445 },
      openingKurus: 6540,
      distanceKurus: 43_560,
      waitingKurus: 9074,
      fareKurus: 59_174,
      isMinimumApplied: false,
      tollsKurus: 4750,
      serviceFeeKurus: 0,
      totalKurus: 63_924,
      source: { isVerified: false },
    })
    expect(body.note).toMatch(/^Bu bir tahmindir\. Son ücreti taksimetre belirler/)
  })

  it('applies the minimum, and the tariff in effect at a given instant (midnight in Istanbul)', async () => {
    const before = json((await post({ city: 'Istanbul', distanceMetres: 1000, at: '2026-02-15T23:59:59+03:00' })).body)
    expect(before).toMatchObject({
      effectiveFrom: '2025-09-15',
      meterKurus: 9080,
      isMinimumApplied: true,
      fareKurus: 17_500,
    })
    const after = json((await post({ city: 'Istanbul', distanceMetres: 1000, at: '2026-02-16T00:00:00+03:00' })).body)
    expect(after).toMatchObject({ effectiveFrom: '2026-02-16', fareKurus: 21_000 })
  })

  it('says "tariff not known yet" in the caller’s language for a city without a tariff', async () => {
    const tr = await post({ city: 'Izmir', distanceMetres: 5000 })
    expect(tr.statusCode).toBe(200)
    expect(json(tr.body)).toEqual({
      kind: 'unknown',
      city: 'Izmir',
      taxiClass: 'yellow',
      at: '2026-03-15T12:00:00.000Z',
      reason: 'cityUnknown',
      message: 'İzmir taksi tarifesini henüz bilmiyoruz; bu yüzden ücret tahmini veremiyoruz.',
    })
    const en = json(
      (await post({ city: 'Istanbul', taxiClass: 'black', distanceMetres: 5000 }, { 'accept-language': 'en' })).body,
    )
    expect(en).toMatchObject({ kind: 'unknown', reason: 'figuresUnknown' })
    expect(en.message).toBe(
      'A new Black taxi (VIP) tariff took effect in Istanbul on Feb 16, 2026, but its figures are not confirmed yet, so we do not guess a fare.',
    )
  })

  it('answers bad input with 400, a key per field and the messages in the caller’s language', async () => {
    const bad = {
      city: 'Atlantis',
      taxiClass: 'pink',
      distanceMetres: 0,
      waitingSeconds: 1.5,
      tollsKurus: -1,
      at: 'yesterday',
    }
    const tr = await post(bad)
    expect(tr.statusCode).toBe(400)
    expect(json(tr.body).error).toEqual({
      code: 'INVALID_INPUT',
      message:
        'Bazı alanlar geçerli değil. Şehir seçimi zorunludur. Bir taksi sınıfı seçin. 0’dan büyük ve en fazla 500 km bir mesafe girin, örneğin 12,5. Bekleme süresini tam dakika olarak girin, en fazla 720. Geçiş ücretlerini lira olarak girin, en fazla 10.000, örneğin 47,50. Tarih ve saati ISO 8601 biçiminde girin, örneğin 2026-03-01T09:30:00+03:00.',
      fields: {
        city: 'cityRequired',
        taxiClass: 'taxiClassInvalid',
        distanceMetres: 'distanceInvalid',
        waitingSeconds: 'waitingInvalid',
        tollsKurus: 'tollsInvalid',
        at: 'dateInvalid',
      },
    })
    const en = await post({ city: 'Ankara' }, { 'x-durak-lang': 'en' })
    expect(en.statusCode).toBe(400)
    expect(json(en.body).error).toMatchObject({
      message: 'Some fields are not valid. Distance is required.',
      fields: { distanceMetres: 'distanceRequired' },
    })
  })

  it('refuses a distance over 500 km and a string where a number belongs, never a 500', async () => {
    expect((await post({ city: 'Ankara', distanceMetres: 500_001 })).statusCode).toBe(400)
    expect((await post({ city: 'Ankara', distanceMetres: '5000' })).statusCode).toBe(400)
    expect((await post([1, 2])).statusCode).toBe(400)
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/fare-estimates',
      payload: '{"city":',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    })
    expect(malformed.statusCode).toBe(400)
    expect(json(malformed.body).error).toEqual({ code: 'INVALID_JSON', message: 'The request body is not valid JSON.' })
  })
})
