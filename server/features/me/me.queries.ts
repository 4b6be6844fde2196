import type { Db } from '#server/db/database.ts'
import { toNumber } from '#server/db/database.ts'
import { preparedSelect } from '#server/db/prepared-statements.ts'

// Compiled once each (issue 10): the dashboard asks for its figures on every load.
const totalRidesOf = preparedSelect((db: Db, userId: string) =>
  db.selectFrom('users').select('totalRides').where('id', '=', userId),
)
const countsOf = preparedSelect((db: Db, userId: string, side: 'PASSENGER' | 'DRIVER') =>
  db
    .selectFrom('ride_counts')
    .select(['status', 'rides', 'fareKurus'])
    .where('userId', '=', userId)
    .where('side', '=', side)
    .where('rides', '>', 0),
)
/** Rides of one side of a user since a time: the same statement for either side's column. */
const ridesSinceBy = (side: 'passengerId' | 'driverId') =>
  preparedSelect((db: Db, userId: string, since: string) =>
    db
      .selectFrom('rides')
      .select((eb) => eb.fn.countAll<number | string>().as('rides'))
      .where(side, '=', userId)
      .where('createdAt', '>=', since),
  )
const passengerRidesSince = ridesSinceBy('passengerId')
const driverRidesSince = ridesSinceBy('driverId')

/** The user record's stored total (no longer shown: decision 040); null when the user is gone. */
export async function getRecordedTotalRides(db: Db, userId: string): Promise<{ totalRides: number | null } | null> {
  const [row] = await totalRidesOf(db, userId)
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
  const rows = await countsOf(db, userId, side)
  return rows.map((r) => ({ status: r.status, rides: toNumber(r.rides), fareKurus: toNumber(r.fareKurus) }))
}

/** Rides of one side of a user created at or after `since` (a range of its (user, createdAt) index). */
export async function countRidesSince(
  db: Db,
  who: { passengerId: string } | { driverId: string },
  since: string,
): Promise<number> {
  const [row] =
    'passengerId' in who
      ? await passengerRidesSince(db, who.passengerId, since)
      : await driverRidesSince(db, who.driverId, since)
  return toNumber(row?.rides)
}
