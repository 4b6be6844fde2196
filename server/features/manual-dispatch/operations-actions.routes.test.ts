import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, DIALECTS, type TestContext } from '#server/test/context.ts'
import { json, lifecycleKit, near, sceneOrigin } from '#server/test/lifecycle-kit.ts'
import { rideTopic } from '#server/features/ride-lifecycle/lifecycle-deps.ts'
import { manualDispatchKit } from '#server/test/manual-dispatch-kit.ts'

describe.each(DIALECTS)('operations on a ride: take back, cancel, close (issue 25) on %s', (dialect) => {
  let ctx: TestContext
  const kit = lifecycleKit(() => ctx)
  const { call, person, onlineDriver, requestRide, step, advance } = kit
  const md = manualDispatchKit(() => ctx, kit)
  const { base, freeTaxis, act, rideRow, offerRows, audits, staffEvents, activeRideOf, listen, settle } = md
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { now: new Date('2026-03-15T12:00:00Z') })
    await md.signInStaffMembers()
  })
  afterAll(async () => ctx?.destroy())
  const admin = () => md.staff.admin

  it('takes an ASSIGNED ride back with a reason: back to REQUESTED for the others, never again to that driver; the passenger’s stream sees it', async () => {
    const origin = sceneOrigin(91)
    const passenger = await person('PASSENGER')
    const stuck = await onlineDriver(near(origin, 200))
    const other = await onlineDriver(near(origin, 500))
    const rideId = await requestRide(passenger, origin)
    expect((await step(rideId, 'accept', stuck)).statusCode).toBe(200)
    expect(await offerRows(rideId)).toEqual({ [stuck.id]: 'ACCEPTED', [other.id]: 'WITHDRAWN' })
    advance(60_000)
    const rideStream = listen(rideTopic(rideId))
    const taken = await act(rideId, 'take-back', 'Şoför 10 dakikadır hareket etmiyor')
    await settle()
    rideStream.stop()
    expect(taken.statusCode, taken.body).toBe(200)
    expect(json(taken)).toMatchObject({ ride: { status: 'REQUESTED', driver: null }, driverId: null })
    expect(rideStream.messages).toContainEqual(
      expect.objectContaining({ type: 'status', status: 'REQUESTED', from: 'ASSIGNED', actor: 'operations' }),
    )
    expect(await offerRows(rideId)).toEqual({ [stuck.id]: 'DECLINED', [other.id]: 'OFFERED' })
    expect(await activeRideOf(stuck)).toBeNull()
    expect(json(await call('GET', '/api/v1/driver/offers', stuck)).items).toEqual([])
    expect((await freeTaxis(rideId)).find((t) => t.driverId === stuck.id)?.offer).toBe('DECLINED')
    const passengerView = json(await call('GET', `/api/v1/rides/${rideId}`, passenger))
    expect(passengerView.status).toBe('REQUESTED')
    expect(await staffEvents(rideId)).toEqual([
      {
        fromStatus: 'ASSIGNED',
        toStatus: 'REQUESTED',
        actor: 'operations',
        actorId: admin().id,
        reason: 'Şoför 10 dakikadır hareket etmiyor',
      },
    ])
    const [entry] = await audits(rideId)
    expect(entry).toMatchObject({ action: 'ride.take_back', actorId: admin().id })
    expect(JSON.parse(String(entry!.before))).toMatchObject({
      status: 'ASSIGNED',
      driver: expect.stringContaining('34 T'),
    })
    // the admin ride page's timeline shows the step by operations with its reason
    const page = json(await call('GET', base(rideId), admin()))
    expect(page.ride.timeline.at(-1)).toMatchObject({
      from: 'ASSIGNED',
      to: 'REQUESTED',
      actor: 'operations',
      reason: 'Şoför 10 dakikadır hareket etmiyor',
      staffName: 'Ayşe Yılmaz',
    })
    // the passenger sees the step by operations, never who
    expect(passengerView.timeline.at(-1)).toEqual({
      from: 'ASSIGNED',
      to: 'REQUESTED',
      actor: 'operations',
      at: expect.any(String),
      reason: 'Şoför 10 dakikadır hareket etmiyor',
    })
    const twice = await act(rideId, 'take-back', 'again', 'tr')
    expect(twice.statusCode).toBe(409)
    expect(json(twice).error).toEqual({
      code: 'RIDE_NOT_ASSIGNED',
      message: 'Yalnızca şoförü yolda olan bir yolculuk geri alınabilir: şu anki durumu “Talep edildi”.',
    })
    expect((await step(rideId, 'accept', other)).statusCode).toBe(200)
  })

  it('cancels as operations past the free window without charging anyone; both streams are told and the driver is freed', async () => {
    const origin = sceneOrigin(92)
    const passenger = await person('PASSENGER')
    const driver = await onlineDriver(near(origin, 200))
    const rideId = await requestRide(passenger, origin)
    expect((await step(rideId, 'accept', driver)).statusCode).toBe(200)
    advance(5 * 60_000) // a passenger cancelling now would pay the fee
    expect(json(await call('GET', `/api/v1/rides/${rideId}`, passenger)).cancellationFee.amountKurus).toBeGreaterThan(0)
    const rideStream = listen(rideTopic(rideId))
    const cancelled = await act(rideId, 'operations-cancel', 'Passenger called: the address was wrong')
    await settle()
    rideStream.stop()
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(json(cancelled).ride).toMatchObject({
      status: 'CANCELLED',
      cancellation: { by: 'operations', reason: 'Passenger called: the address was wrong', feeKurus: 0 },
    })
    expect(Number((await rideRow(rideId)).cancellationFeeKurus)).toBe(0)
    expect(rideStream.messages).toContainEqual(expect.objectContaining({ type: 'status', status: 'CANCELLED' }))
    expect(await activeRideOf(driver)).toBeNull()
    expect(await staffEvents(rideId)).toMatchObject([{ toStatus: 'CANCELLED', actorId: admin().id }])
    const entries = await audits(rideId)
    expect(entries.map((e) => e.action)).toEqual(['ride.cancel'])
    expect(JSON.parse(String(entries[0]!.after))).toMatchObject({ status: 'CANCELLED', charged: false })
    const again = await act(rideId, 'operations-cancel', 'again')
    expect(json(again).error).toEqual({
      code: 'RIDE_ENDED',
      message: 'This ride has already ended: it is “Cancelled”.',
    })
  })

  it('closes a ride stuck in progress for hours with a reason: cancelled by operations, nothing charged, the driver freed', async () => {
    const origin = sceneOrigin(93)
    const passenger = await person('PASSENGER')
    const driver = await onlineDriver(near(origin, 200))
    const rideId = await requestRide(passenger, origin)
    for (const action of ['accept', 'arrive', 'start'])
      expect((await step(rideId, action, driver)).statusCode).toBe(200)
    advance(5 * 3600_000)
    const refused = await act(rideId, 'operations-cancel', 'stuck', 'tr')
    expect(json(refused).error).toEqual({
      code: 'RIDE_STARTED',
      message: 'Bu yolculuk başladı: iptal etmek yerine kapatın.',
    })
    const closed = await act(rideId, 'close', 'Driver’s app stopped; passenger confirmed arrival by phone')
    expect(closed.statusCode, closed.body).toBe(200)
    expect(json(closed).ride).toMatchObject({ status: 'CANCELLED', fareKurus: 0, cancellation: { feeKurus: 0 } })
    expect(await activeRideOf(driver)).toBeNull()
    expect(await staffEvents(rideId)).toMatchObject([
      { fromStatus: 'IN_PROGRESS', toStatus: 'CANCELLED', actorId: admin().id },
    ])
    expect((await audits(rideId)).map((e) => e.action)).toEqual(['ride.close'])
    const notStuck = await act(await requestRide(await person('PASSENGER'), sceneOrigin(94)), 'close', 'nope')
    expect(json(notStuck).error).toEqual({
      code: 'RIDE_NOT_IN_PROGRESS',
      message: 'Only a ride in progress can be closed: it is now “Requested”.',
    })
  })
})
