import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { receiptNumberOf } from '#shared/receipts/receipt-number.ts'
import { RideDetailSchema } from '#shared/schemas/rides-api.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { json, lifecycleKit, near, sceneOrigin, type Person } from '#server/test/lifecycle-kit.ts'
import { pdfPages } from '#server/test/pdf-text.ts'

const METER = { fareLira: 300, distanceMetres: 9_800, durationSeconds: 1_500 }
const BRIDGE = 5_900
const WEEK = '2026-03-09' // the Monday of 15 March 2026

describe.each(DIALECTS)('tolls at completion on %s', (dialect) => {
  let ctx: TestContext
  const { call, person, onlineDriver, requestRide, step } = lifecycleKit(() => ctx)
  let passenger: Person
  let driver: Person
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
    passenger = await person('PASSENGER')
    driver = await onlineDriver(near(sceneOrigin(7), 300))
  })
  afterAll(async () => ctx?.destroy())

  async function rideUnderWay(): Promise<string> {
    const rideId = await requestRide(passenger, sceneOrigin(7))
    for (const action of ['accept', 'arrive', 'start'])
      expect((await step(rideId, action, driver)).statusCode).toBe(200)
    return rideId
  }
  const stored = (rideId: string) =>
    ctx.db
      .selectFrom('rides')
      .select(['status', 'fareKurus', 'tollsKurus'])
      .where('id', '=', rideId)
      .executeTakeFirstOrThrow()

  it('documents tollsKurus in the OpenAPI body of the completion', async () => {
    const doc = json(await call('GET', '/api/v1/openapi.json', null))
    const body = doc.paths['/api/v1/rides/{rideId}/complete'].post.requestBody.content['application/json'].schema
    expect(body.properties.tollsKurus).toMatchObject({ type: 'integer', minimum: 0, maximum: 1_000_000 })
    expect(body.required).not.toContain('tollsKurus')
  })

  it('refuses bad tolls with a field message, saving nothing', async () => {
    const rideId = await rideUnderWay()
    for (const tollsKurus of [-1, 12.5, 1_000_001, '5900', null]) {
      const response = await step(rideId, 'complete', driver, { ...METER, tollsKurus })
      expect(response.statusCode).toBe(400)
      expect(json(response).error.fields).toEqual({ tollsKurus: 'tollsInvalid' })
    }
    const english = await call(
      'POST',
      `/api/v1/rides/${rideId}/complete`,
      driver,
      { ...METER, tollsKurus: -1 },
      { 'accept-language': 'en' },
    )
    expect(json(english).error.message).toBe('Some fields are not valid.')
    const row = await stored(rideId)
    expect(row.status).toBe('IN_PROGRESS')
    expect(Number(row.fareKurus)).toBe(0)
    expect(Number(row.tollsKurus)).toBe(0)
    // the same ride then completes with good figures
    expect((await step(rideId, 'complete', driver, METER)).statusCode).toBe(200)
    expect(Number((await stored(rideId)).tollsKurus)).toBe(0)
  })

  it('stores the tolls and shows them beside the fare on the ride, the receipt and the statement', async () => {
    const rideId = await rideUnderWay()
    const completed = await step(rideId, 'complete', driver, { ...METER, tollsKurus: BRIDGE })
    expect(completed.statusCode).toBe(200)
    expect(RideDetailSchema.strict().parse(json(completed))).toMatchObject({ fareKurus: 30_000, tollsKurus: BRIDGE })
    expect(Number((await stored(rideId)).tollsKurus)).toBe(BRIDGE)

    const mine = json(await call('GET', '/api/v1/me/rides', passenger)).items
    expect(mine.find((r: { id: string }) => r.id === rideId)).toMatchObject({ fareKurus: 30_000, tollsKurus: BRIDGE })

    const number = receiptNumberOf(rideId, json(completed).createdAt)
    const receipt = json(await call('GET', `/api/v1/me/receipts/${number}`, passenger))
    expect(receipt).toMatchObject({
      fareKurus: 30_000,
      tollsKurus: BRIDGE,
      cancellationFeeKurus: 0,
      totalKurus: 35_900,
    })
    const receiptPdf = await call('GET', `/api/v1/me/receipts/${number}/pdf?lang=tr`, passenger)
    expect((await pdfPages(receiptPdf.rawPayload)).join(' ')).toMatch(/₺59,00[\s\S]*₺359,00/)

    // this driver's week: the first ride (30 000, no tolls) and this one; 15 % of the gross only
    const week = json(await call('GET', `/api/v1/driver/statements/${WEEK}`, driver)).week
    expect(week).toMatchObject({
      completedRides: 2,
      faresKurus: 60_000,
      tollsKurus: BRIDGE,
      grossKurus: 60_000,
      commissionKurus: 9_000,
    })
    expect(week.netKurus).toBe(60_000 - 9_000 + BRIDGE)
    const csv = await call('GET', `/api/v1/driver/statements/${WEEK}/csv?lang=en`, driver)
    expect(csv.body).toContain('Tolls (no commission),59.00')
    expect(csv.body).toContain('Net earnings,569.00')
  })
})
