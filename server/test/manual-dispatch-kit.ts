import { expect } from 'vitest'
import type { TestContext } from '#server/test/context.ts'
import { json, type lifecycleKit, type Person } from '#server/test/lifecycle-kit.ts'
import { signInStaff } from '#server/test/staff-sign-in.ts'

export type Message = { type: string } & Record<string, unknown>

/** What the manual-dispatch API tests share: staff, the calls, and reads of rides, offers, events and the audit log. */
export function manualDispatchKit(ctx: () => TestContext, kit: ReturnType<typeof lifecycleKit>) {
  const { call, person } = kit
  const staff = { admin: null as unknown as Person, support: null as unknown as Person }
  async function signInStaffMembers() {
    staff.admin = await person('ADMIN')
    const user = await ctx().createUser({ type: 'SUPPORT', firstName: 'Selin', lastName: 'Kaya' })
    staff.support = { ...user, cookie: await signInStaff(ctx(), user) }
  }
  const base = (rideId: string) => `/api/v1/admin/rides/${rideId}`
  const freeTaxis = async (rideId: string, who: Person = staff.admin) => {
    const response = await call('GET', `${base(rideId)}/free-taxis`, who)
    expect(response.statusCode, response.body).toBe(200)
    return json(response).items as { driverId: string; distanceMetres: number; offer: string | null; plate: string }[]
  }
  const offerTo = (rideId: string, driver: Person, who: Person = staff.admin, lang = 'en') =>
    call('POST', `${base(rideId)}/offers`, who, { driverId: driver.id }, { 'accept-language': lang })
  const act = (rideId: string, action: 'take-back' | 'operations-cancel' | 'close', reason: string, lang = 'en') =>
    call('POST', `${base(rideId)}/${action}`, staff.admin, { reason }, { 'accept-language': lang })
  const rideRow = (rideId: string) =>
    ctx().db.selectFrom('rides').selectAll().where('id', '=', rideId).executeTakeFirstOrThrow()
  const offerRows = async (rideId: string) =>
    Object.fromEntries(
      (
        await ctx().db.selectFrom('ride_offers').select(['driverId', 'status']).where('rideId', '=', rideId).execute()
      ).map((o) => [o.driverId, o.status]),
    )
  const audits = (rideId: string) =>
    ctx()
      .db.selectFrom('staff_actions')
      .select(['action', 'actorId', 'before', 'after'])
      .where('recordType', '=', 'ride')
      .where('recordId', '=', rideId)
      .orderBy('id')
      .execute()
  const staffEvents = (rideId: string) =>
    ctx()
      .db.selectFrom('ride_events')
      .select(['fromStatus', 'toStatus', 'actor', 'actorId', 'reason'])
      .where('rideId', '=', rideId)
      .where('actor', '=', 'operations')
      .orderBy('id')
      .execute()
  const activeRideOf = async (driver: Person) =>
    (
      await ctx()
        .db.selectFrom('driver_presence')
        .select('activeRideId')
        .where('driverId', '=', driver.id)
        .executeTakeFirstOrThrow()
    ).activeRideId
  const listen = (topic: string) => {
    const messages: Message[] = []
    const stop = ctx().app.rideLifecycle.bus.subscribe(topic, (m) => void messages.push(m as Message))
    return { messages, stop }
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20))
  return {
    staff,
    signInStaffMembers,
    base,
    freeTaxis,
    offerTo,
    act,
    rideRow,
    offerRows,
    audits,
    staffEvents,
    activeRideOf,
    listen,
    settle,
  }
}
