import { sql } from 'kysely'
import { type Executor, toIso, toNumber } from '#server/db/database.ts'

export type RideEventRow = { id: number; from: string | null; to: string; actor: string; at: string }

const toRow = (r: { id: unknown; fromStatus: string | null; toStatus: string; actor: string; at: string | Date }) => ({
  id: toNumber(r.id as number | string),
  from: r.fromStatus,
  to: r.toStatus,
  actor: r.actor,
  at: toIso(r.at),
})

/** A ride's event rows after `afterId`, in order (ride_events_ride_idx): what a reconnecting stream missed. */
export async function listRideEventsAfter(db: Executor, rideId: string, afterId: number): Promise<RideEventRow[]> {
  const rows = await db
    .selectFrom('ride_events')
    .select(['id', 'fromStatus', 'toStatus', 'actor', 'at'])
    .where('rideId', '=', rideId)
    .where(sql<boolean>`"id" > ${afterId}`)
    .orderBy('id')
    .execute()
  return rows.map(toRow)
}

/** The ride's newest event row (its current status and the id a fresh stream starts from). */
export async function findLatestRideEvent(db: Executor, rideId: string): Promise<RideEventRow | null> {
  const row = await db
    .selectFrom('ride_events')
    .select(['id', 'fromStatus', 'toStatus', 'actor', 'at'])
    .where('rideId', '=', rideId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row ? toRow(row) : null
}

/**
 * A driver's offers that were open at `since` or came after it (ride_offers_driver_idx), with their
 * ride's status and driver: what a reconnecting offer stream may have missed.
 */
export async function listOffersOpenSince(db: Executor, driverId: string, since: string) {
  const rows = await db
    .selectFrom('ride_offers')
    .innerJoin('rides', 'rides.id', 'ride_offers.rideId')
    .select([
      'ride_offers.rideId',
      'ride_offers.status',
      'ride_offers.offeredAt',
      'ride_offers.expiresAt',
      'rides.status as rideStatus',
      'rides.driverId as rideDriverId',
    ])
    .where('ride_offers.driverId', '=', driverId)
    .where('ride_offers.expiresAt', '>', since)
    .orderBy('ride_offers.offeredAt')
    .execute()
  return rows.map((r) => ({ ...r, offeredAt: toIso(r.offeredAt), expiresAt: toIso(r.expiresAt) }))
}
