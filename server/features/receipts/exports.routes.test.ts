import { beforeAll, describe, expect, it } from 'vitest'
import { receiptNumberOf } from '#shared/receipts/receipt-number.ts'
import { httpOf, json, onePerDialect } from '#server/test/api-world.ts'
import { DIALECTS } from '#server/test/context.ts'
import { pdfPages } from '#server/test/pdf-text.ts'
import { createReceiptsWorld, type ReceiptsWorld } from '#server/test/receipts-world.ts'
import { ridesCsv } from './receipt-exports.ts'

const worldOn = onePerDialect(createReceiptsWorld)

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as string))
  return Buffer.concat(chunks).toString('utf8')
}

describe.each(DIALECTS)('ride exports on %s', (dialect) => {
  let w: ReceiptsWorld
  beforeAll(async () => {
    w = await worldOn(dialect)
  })
  const { get } = httpOf(() => w.ctx)

  it('gives the rides with a receipt of the range as CSV with a BOM, newest first, and a total row', async () => {
    const response = await get('/api/v1/me/exports/rides.csv?from=2026-11-16&to=2026-11-22', w.cookies.passenger)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Makbuz numarası;Tarih (İstanbul);Saat (İstanbul);Durum;Biniş noktası;Varış noktası;Mesafe (km);Süre (dk);Ödeme yöntemi;Ücret (TL);Geçiş ücretleri (TL);İptal ücreti (TL);Toplam (TL);İade edilen (TL);Kredi (TL)',
    )
    // the cancellation at Sunday 23:59 is in, Monday 00:00 is not, the free cancellation has no receipt
    expect(lines.slice(1, -1)).toEqual([
      `${receiptNumberOf(w.rides.feeCancel, '2026-11-22T20:59:00Z')};22 Kas 2026;23:59;İptal edildi;Kadıköy İskele;Şişli Camii;5,24;15;;0,00;0,00;25,00;25,00;0,00;0,00`,
      `${receiptNumberOf(w.rides.completed, '2026-11-17T09:00:00Z')};17 Kas 2026;12:00;Tamamlandı;Kadıköy İskele;Şişli Camii;5,24;15;Kredi kartı;123,45;15,00;0,00;138,45;0,00;0,00`,
    ])
    expect(lines.at(-1)).toBe('TOPLAM;;;;;;;;;123,45;15,00;25,00;163,45;0,00;0,00')
  })
  it('writes English with commas and decimal points', async () => {
    const response = await get('/api/v1/me/exports/rides.csv?from=2026-11-23&to=2026-11-23', w.cookies.passenger, {
      'accept-language': 'en',
    })
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain(',Completed,')
    expect(lines[2]).toBe('TOTAL,,,,,,,,,100.00,0.00,0.00,100.00,0.00,0.00')
  })
  it('reads the rides in keyset batches and still lists each once', async () => {
    const range = { startIso: '2026-11-01T00:00:00Z', endIso: '2026-12-01T00:00:00Z' }
    const csv = await text(ridesCsv(w.ctx.db, w.passenger.id, range, 'en', 1))
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(rows).toHaveLength(5) // header, three receipts, total
    expect(new Set(rows.slice(1, -1).map((r) => r.split(',')[0])).size).toBe(3)
  })
  it('gives the receipts of the range as one PDF, a page each', async () => {
    const response = await get('/api/v1/me/exports/receipts.pdf?from=2026-11-16&to=2026-11-23', w.cookies.passenger)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    const pages = await pdfPages(response.rawPayload)
    expect(pages).toHaveLength(3)
    expect(pages[2]).toContain(receiptNumberOf(w.rides.completed, '2026-11-17T09:00:00Z'))
  })
  it('refuses a reversed, malformed or too long range with a 400 in the user language', async () => {
    for (const q of [
      'from=2026-11-22&to=2026-11-16',
      'from=2026-13-01&to=2026-11-16',
      'from=2024-01-01&to=2026-11-16',
    ]) {
      const r = await get(`/api/v1/me/exports/rides.csv?${q}`, w.cookies.passenger, { 'accept-language': 'en' })
      expect(r.statusCode).toBe(400)
      expect(json(r.body).error.message).toBe('Choose a start date on or before the end date, at most 366 days apart.')
    }
    expect((await get('/api/v1/me/exports/rides.csv', w.cookies.passenger)).statusCode).toBe(400)
  })
  it('is 401 anonymous and 403 for a driver', async () => {
    expect((await get('/api/v1/me/exports/rides.csv?from=2026-11-16&to=2026-11-22')).statusCode).toBe(401)
    expect(
      (await get('/api/v1/me/exports/receipts.pdf?from=2026-11-16&to=2026-11-22', w.cookies.driver)).statusCode,
    ).toBe(403)
  })
})
