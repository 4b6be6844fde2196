import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Profile } from '#shared/schemas/api-responses.ts'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { json, lifecycleKit, near, sceneOrigin, type Person, ABSURD_FARE } from '#server/test/lifecycle-kit.ts'

// Issue 22, item 10: 99,999.99 TL for a 1 km ride is "above the tariff", and earned 9,999 points.
const ABSURD = ABSURD_FARE
// 180 TL for 3.1 km in 12 minutes: within the Istanbul tariff of March 2026 (the 210 TL minimum)
const FAIR = { fareLira: 210, distanceMetres: 3_100, durationSeconds: 720 }

describe.each(DIALECTS)('cashback held for a fare above the tariff on %s (issue 22, item 10)', (dialect) => {
  let ctx: TestContext
  const { call, person, onlineDriver, requestRide, step } = lifecycleKit(() => ctx)
  let passenger: Person
  let driver: Person
  let staff: Person
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
    passenger = await person('PASSENGER')
    driver = await onlineDriver(near(sceneOrigin(9), 300))
    staff = await person('ADMIN')
  })
  afterAll(async () => ctx?.destroy())

  async function completedRide(meter: typeof ABSURD): Promise<string> {
    const rideId = await requestRide(passenger, sceneOrigin(9))
    for (const action of ['accept', 'arrive', 'start'])
      expect((await step(rideId, action, driver)).statusCode).toBe(200)
    expect((await step(rideId, 'complete', driver, meter)).statusCode).toBe(200)
    return rideId
  }
  const profile = async () => json(await call('GET', '/api/v1/me', passenger)) as Profile
  const clear = (rideId: string, body: unknown, who: Person = staff, lang = 'tr') =>
    call('POST', `/api/v1/admin/rides/${rideId}/fare-clearance`, who, body, { 'accept-language': lang })

  it('credits the points of a fare within the tariff at once', async () => {
    await completedRide(FAIR)
    expect(await profile()).toMatchObject({ points: 21, pendingPoints: 0 })
  })

  it('holds the points of a fare above the tariff: pending, not in the balance', async () => {
    const rideId = await completedRide(ABSURD)
    expect(await profile()).toMatchObject({ points: 21, pendingPoints: 9_999 })
    const held = json(await call('GET', `/api/v1/admin/rides/${rideId}/cashback`, staff))
    expect(held).toMatchObject({ rideId, heldPoints: 9_999, isWaiting: true, clearance: null, clearedAt: null })
  })

  it('lets operations confirm the fare: the points join the balance, once, audited', async () => {
    const rideId = await completedRide(ABSURD)
    expect(await profile()).toMatchObject({ points: 21, pendingPoints: 19_998 })
    const confirmed = await clear(rideId, {
      outcome: 'CONFIRMED',
      note: 'Meter photo checked: long wait at the airport',
    })
    expect(confirmed.statusCode).toBe(200)
    expect(json(confirmed)).toMatchObject({
      heldPoints: 9_999,
      isWaiting: false,
      clearance: 'CONFIRMED',
      clearedBy: staff.id,
    })
    expect(await profile()).toMatchObject({ points: 21 + 9_999, pendingPoints: 9_999 })
    const again = await clear(rideId, { outcome: 'CONFIRMED', note: 'twice' }, staff, 'en')
    expect(again.statusCode).toBe(409)
    expect(json(again).error).toMatchObject({
      code: 'NO_POINTS_HELD',
      message: 'This ride has no points waiting for a fare check.',
    })
    expect(await profile()).toMatchObject({ points: 21 + 9_999 })
    const audit = await ctx.db
      .selectFrom('staff_actions')
      .select(['actorId', 'action', 'recordType', 'after'])
      .where('recordId', '=', rideId)
      .execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actorId: staff.id, action: 'ride.fare_confirm', recordType: 'ride' })
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ outcome: 'CONFIRMED', creditedPoints: 9_999 })
  })

  it('lets operations reject the fare: the held points are dropped', async () => {
    const [first] = await ctx.db
      .selectFrom('rides')
      .select('id')
      .where('pendingPoints', '>', 0)
      .where('fareClearance', 'is', null)
      .execute()
    const rejected = await clear(first!.id, { outcome: 'REJECTED', note: 'Mistyped meter reading' })
    expect(json(rejected)).toMatchObject({ clearance: 'REJECTED', isWaiting: false })
    expect(await profile()).toMatchObject({ points: 21 + 9_999, pendingPoints: 0 })
  })

  it('is staff only, answers a ride without held points 409 and bad input 400 in the caller’s language', async () => {
    const rideId = await completedRide(FAIR)
    expect((await clear(rideId, { outcome: 'CONFIRMED', note: 'x' }, passenger)).statusCode).toBe(403)
    expect((await clear(rideId, { outcome: 'CONFIRMED', note: 'x' }, driver)).statusCode).toBe(403)
    const none = await clear(rideId, { outcome: 'CONFIRMED', note: 'x' })
    expect(none.statusCode).toBe(409)
    expect(json(none).error.message).toBe('Bu yolculuğun ücret kontrolünü bekleyen puanı yok.')
    const bad = await clear(rideId, { outcome: 'MAYBE', note: ' ' })
    expect(bad.statusCode).toBe(400)
    expect(json(bad).error.fields).toEqual({ outcome: 'invalid', note: 'messageRequired' })
    expect((await clear('no-such-ride', { outcome: 'REJECTED', note: 'x' })).statusCode).toBe(404)
  })
})
