import type { Db } from '#server/db/database.ts'

/** The ride's one link: a new one replaces the old (the old token stops working at once). */
export async function upsertTripShare(db: Db, s: { rideId: string; tokenHash: string; at: string; expiresAt: string }) {
  const values = { tokenHash: s.tokenHash, createdAt: s.at, expiresAt: s.expiresAt }
  await db
    .insertInto('trip_shares')
    .values({ rideId: s.rideId, ...values })
    .onConflict((oc) => oc.column('rideId').doUpdateSet(values))
    .execute()
}

export async function deleteTripShare(db: Db, rideId: string): Promise<void> {
  await db.deleteFrom('trip_shares').where('rideId', '=', rideId).execute()
}

/** Who the ride belongs to and where it is: the share routes check both. */
export async function findRideForShare(db: Db, rideId: string) {
  return db.selectFrom('rides').select(['id', 'passengerId', 'status']).where('id', '=', rideId).executeTakeFirst()
}

/**
 * The ride a live, unexpired link points at (by the token's hash, trip_shares' unique index), with
 * what a friend may see of its taxi and the passenger's first name; undefined for an unknown,
 * revoked or expired one. The service decides what an ended ride shows.
 */
export async function findSharedRide(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('trip_shares')
    .innerJoin('rides', 'rides.id', 'trip_shares.rideId')
    .innerJoin('users as passenger', 'passenger.id', 'rides.passengerId')
    .leftJoin('users as driver', 'driver.id', 'rides.driverId')
    .leftJoin('driver_profiles', 'driver_profiles.userId', 'rides.driverId')
    .leftJoin('driver_presence', 'driver_presence.driverId', 'rides.driverId')
    .select([
      'rides.status',
      'rides.pickupAddress',
      'rides.dropoffAddress',
      'rides.statusChangedAt',
      'rides.createdAt',
      'rides.driverId',
      'driver.firstName as driverFirstName',
      'passenger.firstName as passengerFirstName',
      'driver_profiles.vehiclePlate',
      'driver_profiles.vehicleBrand',
      'driver_profiles.vehicleModel',
      'driver_profiles.vehicleColor',
      'driver_presence.lat',
      'driver_presence.lng',
      'driver_presence.positionAtMs',
    ])
    .where('trip_shares.tokenHash', '=', tokenHash)
    .where('trip_shares.expiresAt', '>', now)
    .executeTakeFirst()
}
