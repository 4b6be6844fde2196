import type { Db } from '#server/db/database.ts'
import { toNumber } from '#server/db/database.ts'

/** The only column of the user record the dashboard summary needs (spec §2); null when the user is gone. */
export async function getRecordedTotalRides(db: Db, userId: string): Promise<{ totalRides: number | null } | null> {
  const row = await db.selectFrom('users').select('totalRides').where('id', '=', userId).executeTakeFirst()
  if (!row) return null
  return { totalRides: row.totalRides == null ? null : toNumber(row.totalRides) }
}

export type StatusCount = { status: string; rides: number; fareKurus: number }

/**
 * Rides and fare sums per status of one side of a user, from the counts the `rides` triggers
 * keep (migration 004): a few rows, however many rides.
 */
export async function rideCountsByStatus(
  db: Db,
  who: { passengerId: string } | { driverId: string },
): Promise<StatusCount[]> {
  const [side, userId] =
    'passengerId' in who ? (['PASSENGER', who.passengerId] as const) : (['DRIVER', who.driverId] as const)
  const rows = await db
    .selectFrom('ride_counts')
    .select(['status', 'rides', 'fareKurus'])
    .where('userId', '=', userId)
    .where('side', '=', side)
    .where('rides', '>', 0)
    .execute()
  return rows.map((r) => ({ status: r.status, rides: toNumber(r.rides), fareKurus: toNumber(r.fareKurus) }))
}

/** Rides of one side of a user created at or after `since` (a range of its (user, createdAt) index). */
export async function countRidesSince(
  db: Db,
  who: { passengerId: string } | { driverId: string },
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('rides')
    .select((eb) => eb.fn.countAll<number | string>().as('rides'))
    .where(
      'passengerId' in who ? 'passengerId' : 'driverId',
      '=',
      'passengerId' in who ? who.passengerId : who.driverId,
    )
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow()
  return toNumber(row.rides)
}
