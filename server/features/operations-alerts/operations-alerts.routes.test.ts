import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AlertCountsSchema, AlertPageSchema, AlertSchema, type AlertKind } from '#shared/schemas/operations-alerts.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { json, lifecycleKit, near, type Person, farApartPlace, ABSURD_FARE } from '#server/test/lifecycle-kit.ts'

const S = 1000
const place = farApartPlace
const FAIR = { fareLira: 210, distanceMetres: 3_100, durationSeconds: 720 }
const ABSURD = ABSURD_FARE

describe.each(DIALECTS)("operations' alerts (issue 25) on %s", (dialect) => {
  let ctx: TestContext
  const kit = lifecycleKit(() => ctx)
  const { call, person, onlineDriver, requestRide, step, advance, sweep } = kit
  let staff: Person
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-16T08:00:00Z') })
    staff = await person('ADMIN')
  })
  afterAll(async () => ctx?.destroy())

  /** The alert kinds raised about a ride so far. */
  const kindsOf = async (rideId: string) =>
    (await ctx.db.selectFrom('ride_alerts').select('kind').where('rideId', '=', rideId).execute()).map((r) => r.kind)

  /** A passenger's ride, its driver online `metres` north of the pickup having accepted it. */
  async function assignedRide(scene: number, metres = 400) {
    const origin = place(scene)
    const passenger = await person('PASSENGER')
    const driver = await onlineDriver(near(origin, metres))
    const rideId = await requestRide(passenger, origin)
    expect((await step(rideId, 'accept', driver)).statusCode).toBe(200)
    return { origin, passenger, driver, rideId }
  }

  it('raises NO_ACCEPT when a request has waited 60 s, not at 59 s', async () => {
    const origin = place(0)
    const rideId = await requestRide(await person('PASSENGER'), origin) // no taxi anywhere near
    advance(59 * S)
    await sweep()
    expect(await kindsOf(rideId)).toEqual([])
    advance(1 * S)
    expect((await sweep()).alertsRaised).toBeGreaterThanOrEqual(1)
    expect(await kindsOf(rideId)).toEqual(['NO_ACCEPT'])
    await sweep()
    expect(await kindsOf(rideId)).toEqual(['NO_ACCEPT']) // once per ride and kind
  })

  it('raises NOT_APPROACHING when the taxi is no closer after 3 minutes, and not when it came closer', async () => {
    const still = await assignedRide(1)
    const moving = await assignedRide(2)
    advance(90 * S)
    expect((await call('PUT', '/api/v1/driver/position', moving.driver, near(moving.origin, 100))).statusCode).toBe(204)
    advance(89 * S)
    await sweep()
    expect(await kindsOf(still.rideId)).not.toContain('NOT_APPROACHING')
    advance(1 * S)
    await sweep()
    expect(await kindsOf(still.rideId)).toContain('NOT_APPROACHING')
    expect(await kindsOf(moving.rideId)).not.toContain('NOT_APPROACHING')
  })

  it('raises ARRIVED_NO_START after 5 minutes arrived, not at 4:59', async () => {
    const { rideId, driver } = await assignedRide(3, 50)
    expect((await step(rideId, 'arrive', driver)).statusCode).toBe(200)
    advance(299 * S)
    await sweep()
    expect(await kindsOf(rideId)).not.toContain('ARRIVED_NO_START')
    advance(1 * S)
    await sweep()
    expect(await kindsOf(rideId)).toContain('ARRIVED_NO_START')
  })

  it('raises LONG_RIDE after 3 hours in progress, not a second before', async () => {
    const { rideId, driver } = await assignedRide(4, 50)
    for (const action of ['arrive', 'start']) expect((await step(rideId, action, driver)).statusCode).toBe(200)
    advance(3 * 3600 * S - S)
    await sweep()
    expect(await kindsOf(rideId)).not.toContain('LONG_RIDE')
    advance(1 * S)
    await sweep()
    expect(await kindsOf(rideId)).toContain('LONG_RIDE')
  })

  it('raises FARE_ABOVE_TARIFF at completion for a fare above the tariff only', async () => {
    const absurd = await assignedRide(5, 50)
    const fair = await assignedRide(6, 50)
    for (const ride of [absurd, fair])
      for (const action of ['arrive', 'start']) await step(ride.rideId, action, ride.driver)
    expect((await step(absurd.rideId, 'complete', absurd.driver, ABSURD)).statusCode).toBe(200)
    expect((await step(fair.rideId, 'complete', fair.driver, FAIR)).statusCode).toBe(200)
    expect(await kindsOf(absurd.rideId)).toEqual(['FARE_ABOVE_TARIFF'])
    expect(await kindsOf(fair.rideId)).toEqual([])
  })

  it('raises PROBLEM_DURING_RIDE for a problem reported with the ride in progress, not before it starts', async () => {
    const report = (p: Person, rideId: string) =>
      call('POST', '/api/v1/me/problem-reports', p, {
        category: 'rudeness',
        message: 'The driver shouted at me.',
        rideId,
      })
    const early = await assignedRide(7, 50)
    expect((await report(early.passenger, early.rideId)).statusCode).toBe(201)
    expect(await kindsOf(early.rideId)).not.toContain('PROBLEM_DURING_RIDE')
    const under = await assignedRide(8, 50)
    for (const action of ['arrive', 'start']) await step(under.rideId, action, under.driver)
    expect((await report(under.passenger, under.rideId)).statusCode).toBe(201)
    expect(await kindsOf(under.rideId)).toContain('PROBLEM_DURING_RIDE')
  })

  it('lets staff take, answer and close an alert, one at a time, audited; the queue pages by keyset', async () => {
    const first = await requestRide(await person('PASSENGER'), place(9))
    advance(30 * S)
    const second = await requestRide(await person('PASSENGER'), place(10))
    advance(31 * S)
    await sweep() // raises the first
    advance(30 * S)
    await sweep() // and now the second
    const counts = AlertCountsSchema.parse(json(await call('GET', '/api/v1/admin/alerts/counts', staff)))
    expect(counts.open).toBeGreaterThanOrEqual(2)

    // the waiting ones oldest first, one per page, and the second page goes on where the first stopped
    const raw1 = await call('GET', '/api/v1/admin/alerts?limit=1', staff)
    expect(raw1.statusCode, raw1.body).toBe(200)
    const page1 = AlertPageSchema.parse(json(raw1))
    expect(page1.items).toHaveLength(1)
    expect(page1.nextCursor).not.toBeNull()
    const page2 = AlertPageSchema.parse(
      json(await call('GET', `/api/v1/admin/alerts?limit=1&cursor=${page1.nextCursor}`, staff)),
    )
    expect(page2.items).toHaveLength(1)
    expect(`${page2.items[0]!.rideId}${page2.items[0]!.kind}`).not.toBe(
      `${page1.items[0]!.rideId}${page1.items[0]!.kind}`,
    )
    expect(page2.items[0]!.raisedAt >= page1.items[0]!.raisedAt).toBe(true)
    const open = AlertPageSchema.parse(json(await call('GET', '/api/v1/admin/alerts?limit=50', staff))).items
    expect(open.map((a) => a.rideId)).toEqual(expect.arrayContaining([first, second]))
    const raised = open.map((a) => a.raisedAt)
    expect(raised).toEqual([...raised].sort())
    // the one waiting longest on top
    expect(open.findIndex((a) => a.rideId === first)).toBeLessThan(open.findIndex((a) => a.rideId === second))
    // each with its ride as the queue shows it
    expect(open.find((a) => a.rideId === first)!.ride).toEqual({
      status: 'REQUESTED',
      pickupAddress: 'Taksim Meydanı, Beyoğlu',
      driverName: null,
      plate: null,
    })
    expect((await call('GET', '/api/v1/admin/alerts?cursor=bm90LW91cnM', staff)).statusCode).toBe(400)

    const url = (rideId: string, kind: AlertKind, action: string) => `/api/v1/admin/alerts/${rideId}/${kind}/${action}`
    const other = await person('ADMIN')
    // answering before taking is refused
    const early = await call('POST', url(first, 'NO_ACCEPT', 'answer'), staff, { answer: 'Called the passenger.' })
    expect(early.statusCode).toBe(409)
    expect(json(early).error.code).toBe('ALERT_NOT_TAKEN')
    // two take it at once: one wins
    const takes = await Promise.all([
      call('POST', url(first, 'NO_ACCEPT', 'take'), staff),
      call('POST', url(first, 'NO_ACCEPT', 'take'), other),
    ])
    expect(takes.map((t) => t.statusCode).sort()).toEqual([200, 409])
    const loser = takes.find((t) => t.statusCode === 409)!
    expect(json(loser).error).toEqual({
      code: 'ALERT_NOT_OPEN',
      message: 'Bu uyarı başka biri tarafından alınmış veya kapatılmış.', // Turkish unless asked otherwise
    })
    const winner = takes.find((t) => t.statusCode === 200)!
    expect(AlertSchema.parse(json(winner))).toMatchObject({ status: 'TAKEN', rideId: first })
    // the taken one: in ACTIVE after the open ones, in the winner's "taken by me", not in the other's
    const list = async (who: Person, query: string) =>
      AlertPageSchema.parse(json(await call('GET', `/api/v1/admin/alerts?limit=50&${query}`, who))).items
    const winnerPerson = AlertSchema.parse(json(winner)).takenBy!.id === staff.id ? staff : other
    const loserPerson = winnerPerson === staff ? other : staff
    const active = await list(staff, 'status=ACTIVE')
    const firstAt = active.findIndex((a) => a.rideId === first)
    // named as the queue shows them: the name, without the e-mail the audit log adds
    expect(active[firstAt]).toMatchObject({ status: 'TAKEN', takenBy: { id: winnerPerson.id, name: 'Ayşe Yılmaz' } })
    expect(active.slice(0, firstAt).every((a) => a.status === 'OPEN')).toBe(true)
    expect(active.slice(firstAt).every((a) => a.status === 'TAKEN')).toBe(true)
    expect(active.map((a) => a.rideId)).toContain(second)
    expect((await list(winnerPerson, 'status=TAKEN&takenBy=me')).map((a) => a.rideId)).toEqual([first])
    expect(await list(loserPerson, 'status=TAKEN&takenBy=me')).toEqual([])
    expect((await list(staff, 'status=OPEN')).map((a) => a.rideId)).not.toContain(first)
    // ACTIVE pages by keyset across the open and the taken ones
    const paged: string[] = []
    let cursor: string | null = null
    do {
      const query: string = `/api/v1/admin/alerts?status=ACTIVE&limit=1${cursor ? `&cursor=${cursor}` : ''}`
      const page = AlertPageSchema.parse(json(await call('GET', query, staff)))
      paged.push(...page.items.map((a) => `${a.rideId}:${a.kind}`))
      cursor = page.nextCursor
    } while (cursor)
    expect(paged).toEqual(active.map((a) => `${a.rideId}:${a.kind}`))
    const answered = await call('POST', url(first, 'NO_ACCEPT', 'answer'), staff, { answer: 'Offered it by hand.' })
    expect(AlertSchema.parse(json(answered))).toMatchObject({ status: 'TAKEN', answer: 'Offered it by hand.' })
    const closed = await call('POST', url(first, 'NO_ACCEPT', 'close'), staff, { note: 'Taxi found.' })
    expect(AlertSchema.parse(json(closed))).toMatchObject({ status: 'CLOSED', closedBy: { id: staff.id } })
    const again = await call('POST', url(first, 'NO_ACCEPT', 'close'), staff, {}, { 'accept-language': 'en' })
    expect(json(again).error).toEqual({ code: 'ALERT_CLOSED', message: 'This alert is already closed.' })
    const lateAnswer = await call('POST', url(first, 'NO_ACCEPT', 'answer'), staff, { answer: 'Too late now.' })
    expect(json(lateAnswer).error.code).toBe('ALERT_CLOSED')
    const closedList = AlertPageSchema.parse(json(await call('GET', '/api/v1/admin/alerts?status=CLOSED', staff)))
    expect(closedList.items.map((a) => a.rideId)).toContain(first)

    const audit = await ctx.db
      .selectFrom('staff_actions')
      .select(['action', 'actorId'])
      .where('recordType', '=', 'ride_alert')
      .where('recordId', '=', `${first}:NO_ACCEPT`)
      .orderBy('createdAt')
      .execute()
    expect(audit.map((a) => a.action)).toEqual(['ride_alert.take', 'ride_alert.answer', 'ride_alert.close'])
    // the audit log's CSV says what happened in words, never the codes
    const csv = await call(
      'GET',
      `/api/v1/admin/audit-log/export?recordType=ride_alert&recordId=${first}:NO_ACCEPT&lang=en`,
      staff,
    )
    expect(csv.statusCode).toBe(200)
    for (const words of ['Alert taken', 'Alert answered', 'Alert closed', 'Ride alert'])
      expect(csv.body).toContain(words)
    expect(csv.body).not.toMatch(/alert\.(take|answer|close)|,ride_alert,|;ride_alert;/)
    const missing = await call('POST', url(second, 'LONG_RIDE', 'take'), staff)
    expect(missing.statusCode).toBe(404)
    expect(ctx.responseViolations).toEqual([])
  })

  it('is for staff only: passengers and drivers 403, signed out 401, another site 403', async () => {
    const passenger = await person('PASSENGER')
    const driver = await person('DRIVER')
    for (const who of [passenger, driver]) {
      expect((await call('GET', '/api/v1/admin/alerts', who)).statusCode).toBe(403)
      expect((await call('GET', '/api/v1/admin/alerts/counts', who)).statusCode).toBe(403)
    }
    expect((await call('GET', '/api/v1/admin/alerts', null)).statusCode).toBe(401)
    const rideId = await requestRide(passenger, place(11))
    advance(61 * S)
    await sweep()
    const crossSite = await call('POST', `/api/v1/admin/alerts/${rideId}/NO_ACCEPT/take`, staff, undefined, {
      origin: 'https://evil.example',
    })
    expect(crossSite.statusCode).toBe(403)
    const stillOpen = await ctx.db
      .selectFrom('ride_alerts')
      .select('status')
      .where('rideId', '=', rideId)
      .executeTakeFirst()
    expect(stillOpen).toEqual({ status: 'OPEN' })
  })
})
