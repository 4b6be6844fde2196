import { type Executor, toIso, toNumber } from '#server/db/database.ts'
import type { RideRow } from '#server/db/schema.ts'

const OPEN = ['REQUESTED', 'ASSIGNED', 'ARRIVED', 'IN_PROGRESS']

/** The caller's ride under way, as passenger or driver (rides_passenger_status_idx / rides_driver_createdAt_idx). */
export async function findOpenRideOf(db: Executor, side: 'passengerId' | 'driverId', userId: string) {
  return (
    db
      .selectFrom('rides')
      .selectAll()
      .where(side, '=', userId)
      .where('status', 'in', OPEN)
      // rides from before the lifecycle (no coordinates) never end by themselves: they are not "current"
      .where('pickupLat', 'is not', null)
      .orderBy('createdAt', 'desc')
      .executeTakeFirst()
  )
}

/** The caller's newest ride completed since `since` that they have not rated yet. */
export async function findUnratedCompletedRide(
  db: Executor,
  side: 'passengerId' | 'driverId',
  userId: string,
  since: string,
): Promise<RideRow | undefined> {
  const rating = side === 'passengerId' ? 'ratingForDriver' : 'ratingForPassenger'
  return db
    .selectFrom('rides')
    .selectAll()
    .where(side, '=', userId)
    .where('status', '=', 'COMPLETED')
    .where('statusChangedAt', '>=', since)
    .where(rating, 'is', null)
    .orderBy('statusChangedAt', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** The latest position a driver reported (driver_presence, one row per driver). */
export async function findDriverPosition(db: Executor, driverId: string) {
  const row = await db
    .selectFrom('driver_presence')
    .select(['lat', 'lng', 'positionAtMs'])
    .where('driverId', '=', driverId)
    .executeTakeFirst()
  if (!row || row.lat == null || row.lng == null || row.positionAtMs == null) return null
  return {
    lat: toNumber(row.lat),
    lng: toNumber(row.lng),
    at: new Date(toNumber(row.positionAtMs)).toISOString(),
  }
}

/** When the ride's share link expires, if one is live. */
export async function findShareExpiry(db: Executor, rideId: string, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('trip_shares')
    .select('expiresAt')
    .where('rideId', '=', rideId)
    .where('expiresAt', '>', now)
    .executeTakeFirst()
  return row ? toIso(row.expiresAt) : null
}
