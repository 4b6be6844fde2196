import { beforeAll, describe, expect, it } from 'vitest'
import { receiptNumberOf } from '#shared/receipts/receipt-number.ts'
import { httpOf, json, onePerDialect } from '#server/test/api-world.ts'
import { DIALECTS } from '#server/test/context.ts'
import { pdfPages } from '#server/test/pdf-text.ts'
import { createReceiptsWorld } from '#server/test/receipts-world.ts'
import { signInStaff } from '#server/test/staff-sign-in.ts'

/** Issue 15's receipts world (now: Tuesday 24 November 2026) with an ADMIN and a SUPPORT signed in with TOTP. */
const worldOn = onePerDialect(async (dialect) => {
  const world = await createReceiptsWorld(dialect)
  const admin = await world.ctx.createUser({ type: 'ADMIN', firstName: 'Ada', lastName: 'Yönetici' })
  const support = await world.ctx.createUser({ type: 'SUPPORT', firstName: 'Sena', lastName: 'Destek' })
  return {
    ...world,
    adminCookie: await signInStaff(world.ctx, admin),
    supportCookie: await signInStaff(world.ctx, support),
  }
})
type World = Awaited<ReturnType<typeof worldOn>>

const receiptOf = (rideId: string, at: string) => `/api/v1/me/receipts/${receiptNumberOf(rideId, at)}`

describe.each(DIALECTS)('refunds, credits and fare corrections on %s (issue 25)', (dialect) => {
  let w: World
  beforeAll(async () => {
    w = await worldOn(dialect)
  })
  const { get, post } = httpOf(() => w.ctx)
  const adjust = (rideId: string, body: object, cookie: string, headers: Record<string, string> = {}) =>
    post(`/api/v1/admin/rides/${rideId}/adjustments`, body, { cookie, ...headers })

  it('refuses passengers and drivers (403), anonymous callers (401) and a cross-site request', async () => {
    const body = { kind: 'CREDIT', amountKurus: 1_000, reason: 'goodwill' }
    const ride = w.rides.nextWeek
    expect((await get(`/api/v1/admin/rides/${ride}/adjustments`)).statusCode).toBe(401)
    for (const cookie of [w.cookies.passenger, w.cookies.driver]) {
      expect((await get(`/api/v1/admin/rides/${ride}/adjustments`, cookie)).statusCode).toBe(403)
      expect((await adjust(ride, body, cookie)).statusCode).toBe(403)
    }
    const crossSite = await adjust(ride, body, w.adminCookie, { origin: 'https://evil.example' })
    expect(crossSite.statusCode).toBe(403)
    const list = json((await get(`/api/v1/admin/rides/${ride}/adjustments`, w.adminCookie)).body)
    expect(list.items).toEqual([])
  })

  it('refunds, credits and corrects, and the receipt, the statement and the balance agree', async () => {
    const ride = w.rides.completed
    const balanceBefore = json((await get('/api/v1/me', w.cookies.passenger)).body).balanceKurus as number
    const weekBefore = json((await get('/api/v1/driver/statements/2026-11-23', w.cookies.driver)).body).week

    const refund = await adjust(ride, { kind: 'REFUND', amountKurus: 4_000, reason: 'Long route' }, w.supportCookie)
    expect(refund.statusCode, refund.body).toBe(200)
    const credit = await adjust(ride, { kind: 'CREDIT', amountKurus: 2_500, reason: 'Sorry' }, w.supportCookie)
    expect(credit.statusCode, credit.body).toBe(200)
    const fix = await adjust(ride, { kind: 'FARE_CORRECTION', amountKurus: 4_000, reason: 'Long route' }, w.adminCookie)
    expect(fix.statusCode, fix.body).toBe(200)

    const ledger = json(fix.body)
    expect(ledger).toMatchObject({
      chargedKurus: 13_845,
      refundedKurus: 4_000,
      creditedKurus: 2_500,
      fareCorrectedKurus: 4_000,
    })
    expect(ledger.items.map((i: { kind: string; amountKurus: number }) => [i.kind, i.amountKurus])).toEqual([
      ['REFUND', 4_000],
      ['CREDIT', 2_500],
      ['FARE_CORRECTION', 4_000],
    ])
    expect(ledger.items[0].createdBy.name).toContain('Sena')

    const receipt = json((await get(receiptOf(ride, '2026-11-17T09:00:00Z'), w.cookies.passenger)).body)
    expect(receipt).toMatchObject({ totalKurus: 13_845, refundedKurus: 4_000, creditedKurus: 2_500 })

    // the receipt's PDF has the same lines as its page
    const pdf = await get(`${receiptOf(ride, '2026-11-17T09:00:00Z')}/pdf?lang=tr`, w.cookies.passenger)
    expect(pdf.statusCode).toBe(200)
    const [page] = await pdfPages(pdf.rawPayload)
    expect(page).toContain('Durak bakiyenize iade edilen')
    expect(page).toContain('-₺40,00')
    expect(page).toContain('İadeden sonra ödenen')
    expect(page).toContain('₺98,45')
    expect(page).toContain('Durak bakiyenize eklenen kredi')

    // and the rides CSV: refunded and credited columns beside the total
    const csv = await get('/api/v1/me/exports/rides.csv?from=2026-11-17&to=2026-11-17', w.cookies.passenger, {
      'accept-language': 'en',
    })
    expect(csv.body.trimEnd().split('\r\n').at(-1)).toBe('TOTAL,,,,,,,,,123.45,15.00,0.00,138.45,40.00,25.00')

    const balanceAfter = json((await get('/api/v1/me', w.cookies.passenger)).body).balanceKurus as number
    expect(balanceAfter - balanceBefore).toBe(receipt.refundedKurus + receipt.creditedKurus)

    // the correction is on the statement of the week it was made (Monday 23 November), taken off the gross
    const week = json((await get('/api/v1/driver/statements/2026-11-23', w.cookies.driver)).body).week
    expect(week.fareCorrectionsKurus - weekBefore.fareCorrectionsKurus).toBe(ledger.fareCorrectedKurus)
    expect(week.grossKurus).toBe(week.faresKurus + week.feesKurus - week.fareCorrectionsKurus)
    expect(weekBefore.grossKurus - week.grossKurus).toBe(4_000)

    const audit = await w.ctx.db
      .selectFrom('staff_actions')
      .select('action')
      .where('recordType', '=', 'ride')
      .where('recordId', '=', ride)
      .orderBy('createdAt')
      .orderBy('id')
      .execute()
    expect(audit.map((a) => a.action)).toEqual(['ride.refund', 'ride.credit', 'ride.fare_correction'])

    // "download my data" (KVKK) has them: the passenger's refund and credit, the driver's correction
    const mine = (data: { balanceAdjustments: { rideId: string; kind: string; amountKurus: number }[] }) =>
      data.balanceAdjustments.filter((a) => a.rideId === ride).map((a) => [a.kind, a.amountKurus])
    expect(mine(json((await get('/api/v1/me/data-export', w.cookies.passenger)).body))).toEqual([
      ['REFUND', 4_000],
      ['CREDIT', 2_500],
    ])
    expect(mine(json((await get('/api/v1/me/data-export', w.cookies.driver)).body))).toEqual([
      ['FARE_CORRECTION', 4_000],
    ])
  })

  it('refuses a refund over what the ride was charged, less earlier refunds, in the caller’s language', async () => {
    const ride = w.rides.feeCancel // a 25 TL cancellation fee
    const first = await adjust(ride, { kind: 'REFUND', amountKurus: 2_000, reason: 'a' }, w.adminCookie)
    expect(first.statusCode, first.body).toBe(200)
    const tr = await adjust(ride, { kind: 'REFUND', amountKurus: 501, reason: 'b' }, w.adminCookie, {
      'x-durak-lang': 'tr',
    })
    expect(tr.statusCode).toBe(409)
    expect(json(tr.body).error).toMatchObject({ code: 'REFUND_OVER_CHARGE' })
    expect(json(tr.body).error.message).toContain('en fazla ₺5,00')
    const en = await adjust(ride, { kind: 'REFUND', amountKurus: 501, reason: 'b' }, w.adminCookie, {
      'x-durak-lang': 'en',
    })
    expect(json(en.body).error.message).toContain('at most ₺5.00')
    expect((await adjust(ride, { kind: 'REFUND', amountKurus: 500, reason: 'c' }, w.adminCookie)).statusCode).toBe(200)
    const free = await adjust(w.rides.freeCancel, { kind: 'REFUND', amountKurus: 100, reason: 'd' }, w.adminCookie)
    expect(json(free.body).error.code).toBe('NOTHING_CHARGED')
  })

  it('lets only ADMIN give more than the configured limit: SUPPORT gets 403 with a message', async () => {
    const ride = w.rides.othersRide // 999.99 TL
    const body = { kind: 'REFUND', amountKurus: 50_001, reason: 'meter typo' }
    const refused = await adjust(ride, body, w.supportCookie, { 'x-durak-lang': 'en' })
    expect(refused.statusCode).toBe(403)
    expect(json(refused.body).error).toMatchObject({ code: 'ADJUSTMENT_LIMIT' })
    expect(json(refused.body).error.message).toContain('Only an administrator may give more than ₺500.00')
    const refusedTr = await adjust(ride, body, w.supportCookie, { 'x-durak-lang': 'tr' })
    expect(json(refusedTr.body).error.message).toContain('yalnızca bir yönetici')
    expect((await adjust(ride, { ...body, amountKurus: 50_000 }, w.supportCookie)).statusCode).toBe(200)
    expect((await adjust(ride, { ...body, kind: 'CREDIT' }, w.adminCookie)).statusCode).toBe(200)
  })

  it('holds SUPPORT to 500 TL per ride in all and 2,000 TL per member per day, racing entries included', async () => {
    const support = await w.ctx.createUser({ type: 'SUPPORT', firstName: 'Gül', lastName: 'Destek' })
    const cookie = await signInStaff(w.ctx, support)
    const rides = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        w.ctx.createRide({ passengerId: w.passenger.id, status: 'COMPLETED', fareKurus: 10_000 }),
      ),
    )
    const credit = (rideId: string, amountKurus: number, lang = 'en') =>
      adjust(rideId, { kind: 'CREDIT', amountKurus, reason: 'goodwill' }, cookie, { 'x-durak-lang': lang })
    // three 500 TL credits on one ride were accepted before (issue 30): now the second is refused
    expect((await credit(rides[0]!, 30_000)).statusCode).toBe(200)
    const over = await credit(rides[0]!, 20_001)
    expect(over.statusCode).toBe(403)
    expect(json(over.body).error).toEqual({
      code: 'ADJUSTMENT_RIDE_LIMIT',
      message:
        'Support may give at most ₺500.00 in all on one ride; ₺200.00 is left on this ride. Ask an administrator for more.',
    })
    expect(json((await credit(rides[0]!, 20_001, 'tr')).body).error.message).toContain('kalan: ₺200,00')
    expect((await credit(rides[0]!, 20_000)).statusCode).toBe(200)
    // another SUPPORT member adds to the same ride's total; an ADMIN does not
    expect(
      json((await adjust(rides[0]!, { kind: 'CREDIT', amountKurus: 1, reason: 'x' }, w.supportCookie)).body).error.code,
    ).toBe('ADJUSTMENT_RIDE_LIMIT')
    expect((await adjust(rides[0]!, { kind: 'CREDIT', amountKurus: 100, reason: 'x' }, w.adminCookie)).statusCode).toBe(
      200,
    )
    // the form says what is left
    const ledger = json((await get(`/api/v1/admin/rides/${rides[1]}/adjustments`, cookie)).body)
    expect(ledger.supportLimits).toEqual({
      rideKurus: 50_000,
      rideLeftKurus: 50_000,
      dayKurus: 200_000,
      dayLeftKurus: 150_000,
    })
    expect(
      json((await get(`/api/v1/admin/rides/${rides[1]}/adjustments`, w.adminCookie)).body).supportLimits,
    ).toBeNull()
    // the day: 500 + 500 + 500 more, then two entries racing for the last 500 TL: one passes
    for (const rideId of [rides[1]!, rides[2]!]) expect((await credit(rideId, 50_000)).statusCode).toBe(200)
    const race = await Promise.all([credit(rides[3]!, 40_000), credit(rides[4]!, 40_000)])
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 403])
    const dayRefusal = json(race.find((r) => r.statusCode === 403)!.body).error
    expect(dayRefusal).toEqual({
      code: 'ADJUSTMENT_DAY_LIMIT',
      message:
        'Support may give at most ₺2,000.00 a day; ₺100.00 is left for you today. Ask an administrator for more.',
    })
    const given = await w.ctx.db
      .selectFrom('ride_adjustments')
      .select((eb) => eb.fn.sum<number | string>('amountKurus').as('sum'))
      .where('createdBy', '=', support.id)
      .executeTakeFirst()
    expect(Number(given?.sum)).toBe(190_000)
  })

  it('checks amounts (positive, whole kuruş, bounded), the reason and the problem report', async () => {
    const ride = w.rides.nextWeek
    for (const amountKurus of [0, -5, 1.5, 1_000_001])
      expect((await adjust(ride, { kind: 'CREDIT', amountKurus, reason: 'x' }, w.adminCookie)).statusCode).toBe(400)
    expect((await adjust(ride, { kind: 'CREDIT', amountKurus: 100, reason: ' ' }, w.adminCookie)).statusCode).toBe(400)
    const wrongReport = await adjust(
      ride,
      { kind: 'CREDIT', amountKurus: 100, reason: 'x', problemReportId: 'nope' },
      w.adminCookie,
    )
    expect(json(wrongReport.body).error.code).toBe('REPORT_NOT_OF_RIDE')
    const overFare = await adjust(ride, { kind: 'FARE_CORRECTION', amountKurus: 10_001, reason: 'x' }, w.adminCookie)
    expect(json(overFare.body).error.code).toBe('CORRECTION_OVER_FARE')
    expect((await get('/api/v1/admin/rides/nope/adjustments', w.adminCookie)).statusCode).toBe(404)
  })

  it('ties an adjustment to a problem report about the ride', async () => {
    const ride = w.rides.nextWeek
    const report = json(
      (
        await post(
          '/api/v1/me/problem-reports',
          { category: 'long_route', message: 'Took the long way.', rideId: ride },
          { cookie: w.cookies.passenger },
        )
      ).body,
    )
    const tied = await adjust(
      ride,
      { kind: 'REFUND', amountKurus: 1_000, reason: 'Long route', problemReportId: report.id },
      w.supportCookie,
    )
    expect(tied.statusCode, tied.body).toBe(200)
    expect(json(tied.body).items.at(-1)).toMatchObject({ kind: 'REFUND', problemReportId: report.id })
    const detail = json((await get(`/api/v1/admin/problem-reports/${report.id}`, w.supportCookie)).body)
    expect(detail.ride).toMatchObject({
      paymentMethod: 'CASH',
      tollsKurus: 0,
      driver: { id: w.driver.id, plate: '34 ŞĞ 123' },
    })
  })
})
