import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { receiptNumberOf } from '#shared/receipts/receipt-number.ts'
import { CurrentRideSchema, OfferListSchema, RequestedRideSchema, RideDetailSchema } from '#shared/schemas/rides-api.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { json, lifecycleKit, near, sceneOrigin } from '#server/test/lifecycle-kit.ts'
import { pdfPages } from '#server/test/pdf-text.ts'

const METER = { fareLira: 180, distanceMetres: 3_000, durationSeconds: 600 }
const WEEK = '2026-03-09' // the Monday of 15 March 2026

describe.each(DIALECTS)('a ride without a destination (decision 054) on %s', (dialect) => {
  let ctx: TestContext
  const kit = lifecycleKit(() => ctx)
  const { call, person, onlineDriver, step } = kit
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
  })
  afterAll(async () => ctx?.destroy())

  it('goes request → offer → accept → arrive → start → complete → receipt, PDF, lists and CSVs', async () => {
    const origin = sceneOrigin(80)
    const passenger = await person('PASSENGER')
    const driver = await onlineDriver(near(origin, 400))
    const { dropoff: _none, ...body } = kit.rideRequest(origin)
    const requested = await call('POST', '/api/v1/rides', passenger, body, { 'idempotency-key': 'no-destination-1' })
    expect(requested.statusCode).toBe(201)
    const ride = RequestedRideSchema.strict().parse(json(requested))
    expect(ride).toMatchObject({ status: 'REQUESTED', dropoff: null, fareEstimate: null })
    expect(
      await ctx.db.selectFrom('rides').select('dropoffAddress').where('id', '=', ride.id).executeTakeFirst(),
    ).toEqual({ dropoffAddress: null })

    const offers = OfferListSchema.strict().parse(json(await call('GET', '/api/v1/driver/offers', driver)))
    expect(offers.items).toHaveLength(1)
    expect(offers.items[0]).toMatchObject({ rideId: ride.id, dropoff: null, distanceMetres: 400 })

    for (const action of ['accept', 'arrive', 'start']) {
      const moved = await step(ride.id, action, driver)
      expect(moved.statusCode).toBe(200)
      expect(RideDetailSchema.strict().parse(json(moved)).dropoff).toBeNull()
    }
    const current = CurrentRideSchema.parse(json(await call('GET', '/api/v1/rides/current', passenger)))
    expect(current.ride).toMatchObject({ id: ride.id, status: 'IN_PROGRESS', dropoff: null })

    const completed = await step(ride.id, 'complete', driver, METER)
    expect(completed.statusCode).toBe(200)
    expect(json(completed)).toMatchObject({ status: 'COMPLETED', fareKurus: 18_000, dropoff: null })

    // the passenger's list: the fare checked against the tariff with the meter's own distance
    const list = json(await call('GET', '/api/v1/me/rides', passenger)).items
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ id: ride.id, dropoffAddress: null })
    expect(list[0].fareCheck.status).not.toBe('noTariff')

    const number = receiptNumberOf(ride.id, ride.createdAt)
    const receipt = json(await call('GET', `/api/v1/me/receipts/${number}`, passenger))
    expect(receipt).toMatchObject({ receiptNumber: number, dropoffAddress: null, fareKurus: 18_000 })
    const pdf = await call('GET', `/api/v1/me/receipts/${number}/pdf?lang=tr`, passenger)
    expect(pdf.statusCode).toBe(200)
    expect((await pdfPages(pdf.rawPayload)).join(' ')).toMatch(/Varış noktası\s+Belirtilmedi/)

    const ridesCsv = await call('GET', '/api/v1/me/exports/rides.csv?from=2026-03-15&to=2026-03-15&lang=en', passenger)
    expect(ridesCsv.statusCode).toBe(200)
    expect(ridesCsv.body).toContain('"Taksim Meydanı, Beyoğlu",Not given,')

    const statementRides = json(await call('GET', `/api/v1/driver/statements/${WEEK}/rides`, driver)).items
    expect(statementRides).toHaveLength(1)
    expect(statementRides[0]).toMatchObject({ id: ride.id, dropoffAddress: null })
    const statementCsv = await call('GET', `/api/v1/driver/statements/${WEEK}/csv?lang=tr`, driver)
    expect(statementCsv.body).toContain('"Taksim Meydanı, Beyoğlu";Belirtilmedi;')

    const admin = await person('ADMIN')
    const adminRide = json(await call('GET', `/api/v1/admin/rides/${ride.id}`, admin))
    expect(adminRide.dropoff ?? adminRide.ride?.dropoff).toBeNull()
    const adminCsv = await call('GET', `/api/v1/admin/rides/export?passengerId=${passenger.id}&lang=en`, admin)
    expect(adminCsv.statusCode).toBe(200)
    expect(adminCsv.body).toContain('"Taksim Meydanı, Beyoğlu",Not given')
    expect(ctx.responseViolations).toEqual([])
  })

  it('declining an offer sends the ride to the next driver at once, and never back to the decliner', async () => {
    const origin = sceneOrigin(81)
    const passenger = await person('PASSENGER')
    const drivers = [
      await onlineDriver(near(origin, 100)),
      await onlineDriver(near(origin, 200)),
      await onlineDriver(near(origin, 300)),
      await onlineDriver(near(origin, 400)),
    ]
    const rideId = await kit.requestRide(passenger, origin)
    const offered = async () =>
      Promise.all(drivers.map(async (d) => json(await call('GET', '/api/v1/driver/offers', d)).items.length as number))
    // three open offers at most: the fourth driver waits
    expect(await offered()).toEqual([1, 1, 1, 0])

    const declined = await step(rideId, 'decline', drivers[0]!)
    expect(declined.statusCode).toBe(204)
    expect(declined.body).toBe('')
    // no clock moved: the fourth driver has it now, the decliner has none
    expect(await offered()).toEqual([0, 1, 1, 1])
    expect((await step(rideId, 'decline', drivers[0]!)).statusCode).toBe(204)
    const accept = await step(rideId, 'accept', drivers[0]!)
    expect([accept.statusCode, json(accept).error.code]).toEqual([409, 'NO_OFFER'])

    // the others decline too, and time passes: nobody offered it twice
    for (const d of drivers.slice(1)) expect((await step(rideId, 'decline', d)).statusCode).toBe(204)
    kit.advance(35_000)
    await kit.sweep()
    expect(await offered()).toEqual([0, 0, 0, 0])

    const noOffer = await step(rideId, 'decline', await onlineDriver(near(origin, 500)))
    expect(noOffer.statusCode).toBe(409)
    expect(json(noOffer).error.code).toBe('NO_OFFER')
    expect(ctx.responseViolations).toEqual([])
  })

  it('answers a position report with 204 and no body or content type, as the API document says', async () => {
    const origin = sceneOrigin(82)
    const driver = await onlineDriver(origin)
    kit.advance(10_000)
    const reported = await call('PUT', '/api/v1/driver/position', driver, near(origin, 50))
    expect(reported.statusCode).toBe(204)
    expect(reported.body).toBe('')
    expect(reported.headers['content-type']).toBeUndefined()
    const doc = json(await call('GET', '/api/v1/openapi.json', null))
    const operation = doc.paths['/api/v1/driver/position'].put
    expect(operation.responses['204']).toEqual({ description: 'No body.' })
    expect(doc.paths['/api/v1/rides/{rideId}/decline'].post.responses['204']).toEqual({ description: 'No body.' })
    expect(ctx.responseViolations).toEqual([])
  })
})
