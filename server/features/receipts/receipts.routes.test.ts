import { beforeAll, describe, expect, it } from 'vitest'
import { receiptNumberOf } from '#shared/receipts/receipt-number.ts'
import { httpOf, json, onePerDialect } from '#server/test/api-world.ts'
import { DIALECTS } from '#server/test/context.ts'
import { pdfPages } from '#server/test/pdf-text.ts'
import { createReceiptsWorld, type ReceiptsWorld } from '#server/test/receipts-world.ts'

const worldOn = onePerDialect(createReceiptsWorld)
const numberOf = (_w: ReceiptsWorld, id: string, at: string) => receiptNumberOf(id, at)

describe.each(DIALECTS)('receipts on %s', (dialect) => {
  let w: ReceiptsWorld
  let completed: string
  beforeAll(async () => {
    w = await worldOn(dialect)
    completed = numberOf(w, w.rides.completed, '2026-11-17T09:00:00Z')
  })
  const { get, post } = httpOf(() => w.ctx)

  it('gives the passenger the receipt of their completed ride with fare and tolls as separate lines', async () => {
    const response = await get(`/api/v1/me/receipts/${completed}`, w.cookies.passenger)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toContain('no-store')
    expect(json(response.body)).toEqual({
      receiptNumber: completed,
      rideId: w.rides.completed,
      status: 'COMPLETED',
      createdAt: '2026-11-17T09:00:00.000Z',
      pickupAddress: 'Kadıköy İskele',
      dropoffAddress: 'Şişli Camii',
      distanceMetres: 5235,
      durationSeconds: 870,
      driverName: 'Şükrü Güneş',
      vehiclePlate: '34 ŞĞ 123',
      paymentMethod: 'CARD',
      fareKurus: 12_345,
      tollsKurus: 1_500,
      cancellationFeeKurus: 0,
      totalKurus: 13_845,
      refundedKurus: 0,
      creditedKurus: 0,
    })
  })
  it('gives a cancelled ride with a fee a receipt for the fee alone', async () => {
    const number = numberOf(w, w.rides.feeCancel, '2026-11-22T20:59:00Z')
    expect(number).toMatch(/^DRK-20261122-[0-9A-F]{8}$/)
    const receipt = json((await get(`/api/v1/me/receipts/${number}`, w.cookies.passenger)).body)
    expect(receipt).toMatchObject({
      status: 'CANCELLED',
      fareKurus: 0,
      tollsKurus: 0,
      cancellationFeeKurus: 2_500,
      totalKurus: 2_500,
    })
  })
  it("answers another user's receipt number as 404, like one that does not exist", async () => {
    const others = numberOf(w, w.rides.othersRide, '2026-11-18T08:00:00Z')
    const theirs = await get(`/api/v1/me/receipts/${others}`, w.cookies.other)
    expect(theirs.statusCode).toBe(200)
    const mine = await get(`/api/v1/me/receipts/${others}`, w.cookies.passenger)
    const none = await get('/api/v1/me/receipts/DRK-20261118-00000000', w.cookies.passenger)
    const garbage = await get('/api/v1/me/receipts/hello', w.cookies.passenger)
    for (const r of [mine, none, garbage]) {
      expect(r.statusCode).toBe(404)
      expect(json(r.body).error.code).toBe('RECEIPT_NOT_FOUND')
    }
    expect(json(mine.body)).toEqual(json(none.body))
    // a free cancellation has no receipt
    const free = await get(
      `/api/v1/me/receipts/${numberOf(w, w.rides.freeCancel, '2026-11-18T10:00:00Z')}`,
      w.cookies.passenger,
    )
    expect(free.statusCode).toBe(404)
  })
  it('is 401 anonymous and 403 for a driver or an admin', async () => {
    expect((await get(`/api/v1/me/receipts/${completed}`)).statusCode).toBe(401)
    const driver = await get(`/api/v1/me/receipts/${completed}`, w.cookies.driver, { 'accept-language': 'en' })
    expect(driver.statusCode).toBe(403)
    expect(json(driver.body).error.message).toBe('Receipts and exports are for passenger accounts.')
    expect((await get(`/api/v1/me/receipts/${completed}`, w.cookies.admin)).statusCode).toBe(403)
  })
  it('makes a PDF with the receipt number, the Turkish letters and the same total', async () => {
    const response = await get(`/api/v1/me/receipts/${completed}/pdf`, w.cookies.passenger)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${completed}.pdf"`)
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const [page, ...rest] = await pdfPages(response.rawPayload)
    expect(rest).toHaveLength(0)
    expect(page).toContain(completed)
    expect(page).toContain('Şükrü Güneş')
    expect(page).toContain('Köprü ve otoyol geçişleri')
    expect(page).toContain('₺138,45')
    expect(
      (
        await get(
          `/api/v1/me/receipts/${numberOf(w, w.rides.othersRide, '2026-11-18T08:00:00Z')}/pdf`,
          w.cookies.passenger,
        )
      ).statusCode,
    ).toBe(404)
  })
  it('mails the receipt to the account address with the PDF attached', async () => {
    const before = w.ctx.mails.length
    const response = await post(`/api/v1/me/receipts/${completed}/email`, {}, { cookie: w.cookies.passenger })
    expect(response.statusCode).toBe(200)
    expect(json(response.body)).toEqual({ sentTo: w.passenger.email })
    const mail = w.ctx.mails[before]!
    expect(mail.to).toBe(w.passenger.email)
    expect(mail.subject).toBe(`Durak makbuzunuz ${completed}`)
    expect(mail.attachments).toHaveLength(1)
    expect(mail.attachments![0]!.filename).toBe(`${completed}.pdf`)
    expect(mail.attachments![0]!.content.subarray(0, 5).toString()).toBe('%PDF-')
  })
  it('refuses a cross-site mail request and limits mails per account', async () => {
    const crossSite = await post(
      `/api/v1/me/receipts/${completed}/email`,
      {},
      { cookie: w.cookies.other, origin: 'https://evil.example' },
    )
    expect(crossSite.statusCode).toBe(403)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const number = numberOf(w, w.rides.othersRide, '2026-11-18T08:00:00Z')
      statuses.push((await post(`/api/v1/me/receipts/${number}/email`, {}, { cookie: w.cookies.other })).statusCode)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})
