import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AlertPageSchema, AlertCountsSchema, type AlertKind } from '#shared/schemas/operations-alerts.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { json, lifecycleKit, near, type Person, farApartPlace, ABSURD_FARE } from '#server/test/lifecycle-kit.ts'

const S = 1000
const place = farApartPlace
const ABSURD = ABSURD_FARE

/**
 * Issue 30: every alert rule's alert closes itself when its cause ends, saying why (decision 071),
 * on the controlled clock; and the list's counts are the cards'.
 */
describe.each(DIALECTS)('alerts close when their cause ends (issue 30) on %s', (dialect) => {
  let ctx: TestContext
  const kit = lifecycleKit(() => ctx)
  const { call, person, onlineDriver, requestRide, step, advance, sweep } = kit
  let staff: Person
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-16T08:00:00Z') })
    staff = await person('ADMIN')
  })
  afterAll(async () => ctx?.destroy())

  const alertOf = (rideId: string, kind: AlertKind) =>
    ctx.db
      .selectFrom('ride_alerts')
      .select(['status', 'resolution', 'closedBy'])
      .where('rideId', '=', rideId)
      .where('kind', '=', kind)
      .executeTakeFirst()
  /** The alert is open now, and after `end` and one sweep it is closed with `resolution`. */
  async function closesWhen(rideId: string, kind: AlertKind, end: () => Promise<void>, resolution: string) {
    await sweep()
    expect(await alertOf(rideId, kind)).toMatchObject({ status: 'OPEN', resolution: null })
    await end()
    await sweep()
    expect(await alertOf(rideId, kind)).toEqual({ status: 'CLOSED', resolution, closedBy: null })
  }
  const ok = async <R extends { statusCode: number; body: string }>(response: Promise<R>, status = 200) => {
    const r = await response
    expect(r.statusCode, r.body).toBe(status)
    return r
  }

  async function assignedRide(scene: number, metres = 400) {
    const origin = place(scene)
    const passenger = await person('PASSENGER')
    const driver = await onlineDriver(near(origin, metres))
    const rideId = await requestRide(passenger, origin)
    await ok(step(rideId, 'accept', driver))
    return { origin, passenger, driver, rideId }
  }

  it('NO_ACCEPT: closes when a taxi accepts, when the operator cancels and when the request expires', async () => {
    const accepted = await requestRide(await person('PASSENGER'), place(0))
    const cancelled = await requestRide(await person('PASSENGER'), place(1))
    const expired = await requestRide(await person('PASSENGER'), place(2))
    advance(61 * S)
    await closesWhen(
      accepted,
      'NO_ACCEPT',
      async () => {
        const driver = await onlineDriver(near(place(0), 300))
        await sweep() // the request is offered to the new taxi
        await ok(step(accepted, 'accept', driver))
      },
      'RIDE_ASSIGNED',
    )
    await closesWhen(
      cancelled,
      'NO_ACCEPT',
      () => ok(call('POST', `/api/v1/rides/${cancelled}/cancel`, staff, { reason: 'Passenger called' })).then(),
      'RIDE_CANCELLED',
    )
    await closesWhen(
      expired,
      'NO_ACCEPT',
      async () => {
        advance(5 * 60 * S)
      },
      'RIDE_EXPIRED',
    )
  })

  it('NOT_APPROACHING: closes when the taxi comes closer, and when it arrives', async () => {
    const still = await assignedRide(3)
    const arriving = await assignedRide(4, 50)
    advance(180 * S)
    await closesWhen(
      still.rideId,
      'NOT_APPROACHING',
      async () => {
        advance(5 * S)
        await ok(call('PUT', '/api/v1/driver/position', still.driver, near(still.origin, 100)), 204)
      },
      'DRIVER_APPROACHING',
    )
    // the arriving one's taxi was offered it at 50 m and has not moved: not approaching either
    await closesWhen(
      arriving.rideId,
      'NOT_APPROACHING',
      () => ok(step(arriving.rideId, 'arrive', arriving.driver)).then(),
      'RIDE_ARRIVED',
    )
  })

  it('ARRIVED_NO_START closes when the ride starts; LONG_RIDE when it is completed', async () => {
    const { rideId, driver } = await assignedRide(5, 50)
    await ok(step(rideId, 'arrive', driver))
    advance(300 * S)
    await closesWhen(rideId, 'ARRIVED_NO_START', () => ok(step(rideId, 'start', driver)).then(), 'RIDE_STARTED')
    advance(3 * 3600 * S)
    await ok(call('PUT', '/api/v1/driver/position', driver, near(place(5), 60)), 204) // not silent
    await closesWhen(
      rideId,
      'LONG_RIDE',
      () => ok(step(rideId, 'complete', driver, { fareLira: 210, distanceMetres: 3_100, durationSeconds: 720 })).then(),
      'RIDE_COMPLETED',
    )
  })

  it('DRIVER_SILENT closes when the driver reports again, or when the ride is cancelled', async () => {
    const reporting = await assignedRide(6, 50)
    const cancelled = await assignedRide(7, 50)
    advance(121 * S)
    await closesWhen(
      reporting.rideId,
      'DRIVER_SILENT',
      () => ok(call('PUT', '/api/v1/driver/position', reporting.driver, near(reporting.origin, 40)), 204).then(),
      'DRIVER_REPORTING',
    )
    await closesWhen(
      cancelled.rideId,
      'DRIVER_SILENT',
      () => ok(call('POST', `/api/v1/rides/${cancelled.rideId}/cancel`, staff, { reason: 'No answer' })).then(),
      'RIDE_CANCELLED',
    )
  })

  it('opens a self-closed alert again when its cause comes back; one staff closed stays closed', async () => {
    const { rideId, driver, origin } = await assignedRide(10, 50)
    advance(121 * S)
    await closesWhen(
      rideId,
      'DRIVER_SILENT',
      () => ok(call('PUT', '/api/v1/driver/position', driver, near(origin, 40)), 204).then(),
      'DRIVER_REPORTING',
    )
    advance(121 * S) // silent again
    await sweep()
    expect(await alertOf(rideId, 'DRIVER_SILENT')).toEqual({ status: 'OPEN', resolution: null, closedBy: null })
    // staff close it themselves: the driver's next silence does not bring it back
    await ctx.db
      .updateTable('ride_alerts')
      .set({ status: 'CLOSED', closedBy: staff.id, closedAt: ctx.now.toISOString() })
      .where('rideId', '=', rideId)
      .where('kind', '=', 'DRIVER_SILENT')
      .execute()
    await ok(call('PUT', '/api/v1/driver/position', driver, near(origin, 40)), 204)
    advance(121 * S)
    await sweep()
    expect(await alertOf(rideId, 'DRIVER_SILENT')).toEqual({ status: 'CLOSED', resolution: null, closedBy: staff.id })
  })

  it('FARE_ABOVE_TARIFF closes when operations clear the fare; PROBLEM_DURING_RIDE when the report is answered', async () => {
    const absurd = await assignedRide(8, 50)
    for (const action of ['arrive', 'start']) await ok(step(absurd.rideId, action, absurd.driver))
    await ok(step(absurd.rideId, 'complete', absurd.driver, ABSURD))
    await closesWhen(
      absurd.rideId,
      'FARE_ABOVE_TARIFF',
      () =>
        ok(
          call('POST', `/api/v1/admin/rides/${absurd.rideId}/fare-clearance`, staff, {
            outcome: 'REJECTED',
            note: 'Meter typo',
          }),
        ).then(),
      'FARE_CLEARED',
    )

    const under = await assignedRide(9, 50)
    for (const action of ['arrive', 'start']) await ok(step(under.rideId, action, under.driver))
    const report = json(
      await ok(
        call('POST', '/api/v1/me/problem-reports', under.passenger, {
          category: 'rudeness',
          message: 'The driver shouted at me.',
          rideId: under.rideId,
        }),
        201,
      ),
    )
    await closesWhen(
      under.rideId,
      'PROBLEM_DURING_RIDE',
      () =>
        ok(
          call('POST', `/api/v1/admin/problem-reports/${report.id}/answer`, staff, { answer: 'We spoke to him.' }),
        ).then(),
      'REPORT_ANSWERED',
    )
  })

  it('lists the closed ones with their reason; every list’s count is its cards, the badge the same', async () => {
    const waiting = await requestRide(await person('PASSENGER'), place(10))
    advance(61 * S)
    await sweep()
    const list = async (query: string) => {
      const response = await call('GET', `/api/v1/admin/alerts?limit=50&${query}`, staff)
      expect(response.statusCode, response.body).toBe(200)
      return AlertPageSchema.parse(json(response))
    }
    await ok(call('POST', `/api/v1/admin/alerts/${waiting}/NO_ACCEPT/take`, staff))
    const badge = AlertCountsSchema.parse(json(await call('GET', '/api/v1/admin/alerts/counts', staff)))
    for (const view of ['status=ACTIVE', 'status=OPEN', 'status=TAKEN', 'status=CLOSED', 'status=TAKEN&takenBy=me']) {
      const page = await list(view)
      expect(page.items.length, view).toBe(page.total)
      expect(page.counts, view).toEqual(badge)
    }
    const active = await list('status=ACTIVE')
    expect(active.total).toBeGreaterThan(0)
    expect(active.total).toBe(badge.open + badge.taken)
    // nothing in the queue is about a ride that has ended
    expect(
      active.items.every((a) => ['REQUESTED', 'ASSIGNED', 'ARRIVED', 'IN_PROGRESS'].includes(a.ride!.status)),
    ).toBe(true)
    const closed = await list('status=CLOSED')
    expect(closed.items.map((a) => a.resolution)).toEqual(
      expect.arrayContaining(['RIDE_CANCELLED', 'RIDE_EXPIRED', 'DRIVER_APPROACHING', 'FARE_CLEARED']),
    )
    // a page after the last still says how many the list holds
    const firstPage = AlertPageSchema.parse(
      json(await call('GET', '/api/v1/admin/alerts?status=CLOSED&limit=1', staff)),
    )
    expect(firstPage.total).toBe(closed.total)
    expect(ctx.responseViolations).toEqual([])
  })
})
