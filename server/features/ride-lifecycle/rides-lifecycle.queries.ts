import { sql, type Updateable } from 'kysely'
import type { RideActor } from '#shared/ride-lifecycle/state-machine.ts'
import type { RideEvent } from '#shared/schemas/rides-api.ts'
import { type Executor, toIso, toNumber } from '#server/db/database.ts'
import type { RideRow, RidesTable } from '#server/db/schema.ts'

export async function getRideRow(db: Executor, rideId: string): Promise<RideRow | undefined> {
  return db.selectFrom('rides').selectAll().where('id', '=', rideId).executeTakeFirst()
}

export async function findRideByIdempotencyKey(
  db: Executor,
  passengerId: string,
  key: string,
): Promise<RideRow | undefined> {
  return db
    .selectFrom('rides')
    .selectAll()
    .where('passengerId', '=', passengerId)
    .where('idempotencyKey', '=', key)
    .executeTakeFirst()
}

/** The passenger's ride under way, if any (uses rides_passenger_status_idx). */
export async function findActiveRideOfPassenger(db: Executor, passengerId: string): Promise<string | null> {
  const row = await db
    .selectFrom('rides')
    .select('id')
    .where('passengerId', '=', passengerId)
    .where('status', 'in', ['REQUESTED', 'ASSIGNED', 'ARRIVED', 'IN_PROGRESS'])
    // rides from before the lifecycle (no coordinates) never end by themselves: they do not block
    .where('pickupLat', 'is not', null)
    .executeTakeFirst()
  return row?.id ?? null
}

/** Rides under way of any of these passengers (the simulator ends an earlier run's rides). */
export async function findActiveRideIdsOfPassengers(db: Executor, passengerIds: string[]): Promise<string[]> {
  if (passengerIds.length === 0) return []
  const rows = await db
    .selectFrom('rides')
    .select('id')
    .where('passengerId', 'in', passengerIds)
    .where('status', 'in', ['REQUESTED', 'ASSIGNED', 'ARRIVED', 'IN_PROGRESS'])
    .execute()
  return rows.map((r) => r.id)
}

export type NewRequestedRide = {
  id: string
  passengerId: string
  city: string | null
  paymentMethod: string | null
  /** Coordinates are null only for rides operations record (they are never dispatched). */
  pickup: { address: string; lat: number | null; lng: number | null }
  /** Absent when the passenger gave no destination (decision 054). */
  dropoff?: { address: string; lat: number | null; lng: number | null } | null
  idempotencyKey: string | null
  requestHash: string | null
  at: string
}

/** A new REQUESTED ride and its first event, in the caller's transaction. */
export async function insertRequestedRide(
  trx: Executor,
  ride: NewRequestedRide,
  actor: RideActor,
  actorId: string | null,
) {
  await trx
    .insertInto('rides')
    .values({
      id: ride.id,
      passengerId: ride.passengerId,
      driverId: null,
      status: 'REQUESTED',
      fareKurus: 0,
      distanceMetres: 0,
      durationSeconds: 0,
      pickupAddress: ride.pickup.address,
      dropoffAddress: ride.dropoff?.address ?? null,
      pickupLat: ride.pickup.lat,
      pickupLng: ride.pickup.lng,
      dropoffLat: ride.dropoff?.lat ?? null,
      dropoffLng: ride.dropoff?.lng ?? null,
      city: ride.city,
      paymentMethod: ride.paymentMethod,
      idempotencyKey: ride.idempotencyKey,
      requestHash: ride.requestHash,
      createdAt: ride.at,
      statusChangedAt: ride.at,
    })
    .execute()
  await insertRideEvent(trx, {
    rideId: ride.id,
    from: null,
    to: 'REQUESTED',
    actor,
    actorId,
    reason: null,
    at: ride.at,
  })
}

export type Transition = {
  rideId: string
  from: string
  to: string
  actor: RideActor
  actorId: string | null
  reason: string | null
  at: string
  /** Only when the ride still has this driver (null: no driver). */
  driverId?: string | null
  set?: Updateable<RidesTable>
}

/**
 * Move a ride from `from` to `to` only if it is still in `from` (a conditional UPDATE, so two
 * concurrent requests cannot both win) and write its event row. False when the ride had moved.
 */
export async function applyTransition(trx: Executor, t: Transition): Promise<boolean> {
  let update = trx
    .updateTable('rides')
    .set({ ...t.set, status: t.to, statusChangedAt: t.at })
    .where('id', '=', t.rideId)
    .where('status', '=', t.from)
  if (t.driverId === null) update = update.where('driverId', 'is', null)
  else if (t.driverId !== undefined) update = update.where('driverId', '=', t.driverId)
  const result = await update.executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) return false
  await insertRideEvent(trx, {
    rideId: t.rideId,
    from: t.from,
    to: t.to,
    actor: t.actor,
    actorId: t.actorId,
    reason: t.reason,
    at: t.at,
  })
  return true
}

async function insertRideEvent(
  trx: Executor,
  e: {
    rideId: string
    from: string | null
    to: string
    actor: RideActor
    actorId: string | null
    reason: string | null
    at: string
  },
) {
  await trx
    .insertInto('ride_events')
    .values({
      rideId: e.rideId,
      fromStatus: e.from,
      toStatus: e.to,
      actor: e.actor,
      actorId: e.actorId,
      reason: e.reason,
      at: e.at,
    })
    .execute()
}

/** A ride's transitions in order, with who made each (`actorId`: for operations' view only, never sent as is). */
export async function listRideEvents(
  db: Executor,
  rideId: string,
): Promise<(RideEvent & { actorId: string | null })[]> {
  const rows = await db.selectFrom('ride_events').selectAll().where('rideId', '=', rideId).orderBy('id').execute()
  return rows.map((r) => ({
    from: r.fromStatus,
    to: r.toStatus,
    actor: r.actor as RideActor,
    at: toIso(r.at),
    reason: r.reason,
    actorId: r.actorId,
  }))
}

/** Full names of a few users (the staff members on a ride's timeline), by primary key. */
export async function fullNamesOf(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db.selectFrom('users').select(['id', 'firstName', 'lastName']).where('id', 'in', ids).execute()
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]))
}

/** Names, vehicle and ratings of the two people on a ride. */
export async function getRideParticipants(db: Executor, passengerId: string, driverId: string | null) {
  const passenger = await db
    .selectFrom('users')
    .select(['firstName', 'ratingCenti'])
    .where('id', '=', passengerId)
    .executeTakeFirst()
  const driver = driverId
    ? await db
        .selectFrom('users')
        .leftJoin('driver_profiles', 'driver_profiles.userId', 'users.id')
        .select([
          'firstName',
          'lastName',
          'ratingCenti',
          'vehicleBrand',
          'vehicleModel',
          'vehicleColor',
          'vehiclePlate',
        ])
        .where('users.id', '=', driverId)
        .executeTakeFirst()
    : undefined
  return { passenger, driver }
}

/**
 * Completion counters, in the completing transaction: both users' total rides and the passenger's
 * cashback points. A record that was null ("count the rides", what the dashboard shows then)
 * becomes that count, this ride included, so the figure does not jump.
 */
export async function addCompletionCounters(
  trx: Executor,
  ride: { passengerId: string; driverId: string },
  points: number,
) {
  for (const [userId, column] of [
    [ride.passengerId, 'passengerId'],
    [ride.driverId, 'driverId'],
  ] as const) {
    const counted = sql<number>`(select count(*) from rides where ${sql.ref(column)} = ${userId})`
    await trx
      .updateTable('users')
      .set({
        totalRides: sql<number>`case when "totalRides" is null then ${counted} else "totalRides" + 1 end`,
        ...(column === 'passengerId' ? { points: sql<number>`"points" + ${points}` } : {}),
      })
      .where('id', '=', userId)
      .execute()
  }
}

/** Add one rating to a user's totals and store the new average (hundredths) on the user record. */
export async function addRating(trx: Executor, userId: string, rating: number) {
  await trx
    .insertInto('rating_totals')
    .values({ userId, ratingSum: rating, ratingCount: 1 })
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({
        ratingSum: sql<number>`rating_totals."ratingSum" + ${rating}`,
        ratingCount: sql<number>`rating_totals."ratingCount" + 1`,
      }),
    )
    .execute()
  const totals = await trx
    .selectFrom('rating_totals')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow()
  const sum = toNumber(totals.ratingSum)
  const count = toNumber(totals.ratingCount)
  await trx
    .updateTable('users')
    .set({ ratingCenti: Math.round((sum * 100) / count) })
    .where('id', '=', userId)
    .execute()
}

/**
 * Dispatchable requests waiting since before `cutoff` (rides_status_changed_idx). Requests without
 * coordinates (recorded by operations, or from before the lifecycle) were never offered: left alone.
 */
export async function findStaleRequests(db: Executor, cutoff: string): Promise<string[]> {
  const rows = await db
    .selectFrom('rides')
    .select('id')
    .where('status', '=', 'REQUESTED')
    .where('statusChangedAt', '<=', cutoff)
    .where('pickupLat', 'is not', null)
    .execute()
  return rows.map((r) => r.id)
}

/** Mark rides in progress since strictly before `cutoff` (more than 4 h) for operations; returns the ids newly flagged. */
export async function flagLongRides(db: Executor, cutoff: string, at: string): Promise<string[]> {
  const rows = await db
    .updateTable('rides')
    .set({ flaggedAt: at })
    .where('status', '=', 'IN_PROGRESS')
    .where('statusChangedAt', '<', cutoff)
    .where('flaggedAt', 'is', null)
    .returning('id')
    .execute()
  return rows.map((r) => r.id)
}
