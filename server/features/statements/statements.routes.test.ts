import { beforeAll, describe, expect, it } from 'vitest'
import { httpOf, json, onePerDialect } from '#server/test/api-world.ts'
import { DIALECTS } from '#server/test/context.ts'
import { pdfPages } from '#server/test/pdf-text.ts'
import { createReceiptsWorld, type ReceiptsWorld } from '#server/test/receipts-world.ts'

const worldOn = onePerDialect(createReceiptsWorld)

// The week of Monday 16 November: two completed rides (12 345 + 99 999 kuruş, 1 500 tolls) and a
// cancellation with a 2 500 fee at Sunday 23:59; 15 % of the 114 844 gross is 17 226.6 → 17 227.
const WEEK_16 = {
  weekStart: '2026-11-16',
  startsAt: '2026-11-15T21:00:00.000Z',
  endsAt: '2026-11-22T21:00:00.000Z',
  completedRides: 2,
  cancellationsWithFee: 1,
  faresKurus: 112_344,
  feesKurus: 2_500,
  tollsKurus: 1_500,
  fareCorrectionsKurus: 0,
  grossKurus: 114_844,
  commissionKurus: 17_227,
  netKurus: 99_117,
}

describe.each(DIALECTS)('weekly statements on %s', (dialect) => {
  let w: ReceiptsWorld
  beforeAll(async () => {
    w = await worldOn(dialect)
  })
  const { get } = httpOf(() => w.ctx)

  it("gives the driver the week's figures with the commission rate", async () => {
    const response = await get('/api/v1/driver/statements/2026-11-16', w.cookies.driver)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toContain('no-store')
    expect(json(response.body)).toEqual({ commissionRateBasisPoints: 1500, week: WEEK_16 })
  })
  it('lists the last 12 weeks, oldest first, with this week and last week filled', async () => {
    const list = json((await get('/api/v1/driver/statements', w.cookies.driver)).body)
    expect(list.weeks).toHaveLength(12)
    expect(list.weeks[10]).toEqual(WEEK_16)
    expect(list.weeks[11]).toMatchObject({
      weekStart: '2026-11-23',
      completedRides: 1,
      grossKurus: 10_000,
      commissionKurus: 1_500,
      netKurus: 8_500,
    })
    expect(list.weeks[0]).toMatchObject({ weekStart: '2026-09-07', completedRides: 0, netKurus: 0 })
  })
  it("gives the week's rides a keyset page at a time", async () => {
    const first = json((await get('/api/v1/driver/statements/2026-11-16/rides?limit=2', w.cookies.driver)).body)
    expect(first.items.map((r: { status: string }) => r.status)).toEqual(['CANCELLED', 'COMPLETED'])
    expect(first.nextCursor).toEqual(expect.any(String))
    const second = json(
      (await get(`/api/v1/driver/statements/2026-11-16/rides?limit=2&cursor=${first.nextCursor}`, w.cookies.driver))
        .body,
    )
    expect(second.items).toHaveLength(1)
    expect(second.items[0]).toMatchObject({ fareKurus: 12_345, tollsKurus: 1_500, cancellationFeeKurus: 0 })
    expect(second.nextCursor).toBeNull()
  })
  it('shows a driver only their own rides', async () => {
    const other = json((await get('/api/v1/driver/statements/2026-11-16', w.cookies.otherDriver)).body)
    expect(other.week).toMatchObject({ completedRides: 0, grossKurus: 0, netKurus: 0 })
    const rides = json((await get('/api/v1/driver/statements/2026-11-16/rides', w.cookies.otherDriver)).body)
    expect(rides.items).toEqual([])
  })
  it('is 401 anonymous, 403 for a passenger, 400 for a day that is not a Monday', async () => {
    expect((await get('/api/v1/driver/statements')).statusCode).toBe(401)
    const passenger = await get('/api/v1/driver/statements/2026-11-16/csv', w.cookies.passenger, {
      'accept-language': 'en',
    })
    expect(passenger.statusCode).toBe(403)
    expect(json(passenger.body).error.message).toBe('Statements are for driver accounts.')
    const tuesday = await get('/api/v1/driver/statements/2026-11-17', w.cookies.driver)
    expect(tuesday.statusCode).toBe(400)
    expect(json(tuesday.body).error.message).toBe('Haftayı pazartesi gününün tarihiyle (YYYY-AA-GG) belirtin.')
  })
  it('has the same totals on the page, in the CSV and in the PDF', async () => {
    const page = json((await get('/api/v1/driver/statements/2026-11-16', w.cookies.driver)).body).week
    const csv = await get('/api/v1/driver/statements/2026-11-16/csv', w.cookies.driver)
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(rows.slice(1, 4).map((r) => r.split(';')[3])).toEqual(['İptal (ücretli)', 'Tamamlandı', 'Tamamlandı'])
    const summary = Object.fromEntries(rows.slice(rows.indexOf('Özet') + 1).map((r) => r.split(';')))
    expect(summary).toEqual({
      'Tamamlanan yolculuklar': String(page.completedRides),
      'Ücretli iptaller': String(page.cancellationsWithFee),
      'Yolculuk ücretleri': '1123,44',
      'İptal ücretleri': '25,00',
      'Brüt kazanç': '1148,44',
      'Durak komisyonu %15': '-172,27',
      'Geçiş ücretleri (komisyonsuz)': '15,00',
      'Net kazanç': '991,17',
    })
    const pdf = await get('/api/v1/driver/statements/2026-11-16/pdf', w.cookies.driver)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const text = (await pdfPages(pdf.rawPayload)).join(' ')
    for (const figure of ['₺1.148,44', '-₺172,27', '₺15,00', '₺991,17', 'Durak komisyonu %15'])
      expect(text).toContain(figure)
    expect(page.netKurus).toBe(99_117)
  })
})
