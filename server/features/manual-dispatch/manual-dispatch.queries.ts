import { sql } from 'kysely'
import { type Executor, toIso } from '#server/db/database.ts'
import { insertOffers } from '#server/features/ride-lifecycle/index.ts'

/**
 * Hold the ride while it is still REQUESTED, in the caller's transaction: a no-op conditional
 * UPDATE. On PostgreSQL it takes the ride's row lock, so a driver's accept (its own conditional
 * UPDATE of the same row) waits for this transaction and then sees its offer; SQLite runs one
 * write transaction at a time. False when the ride is no longer REQUESTED.
 */
export async function holdRequestedRide(trx: Executor, rideId: string): Promise<boolean> {
  const result = await trx
    .updateTable('rides')
    .set({ statusChangedAt: sql<string>`"statusChangedAt"` })
    .where('id', '=', rideId)
    .where('status', '=', 'REQUESTED')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** An offer of this ride to this driver that has lapsed but not been swept yet is closed as EXPIRED. */
export async function closeLapsedOffer(trx: Executor, rideId: string, driverId: string, now: string) {
  await trx
    .updateTable('ride_offers')
    .set({ status: 'EXPIRED' })
    .where('rideId', '=', rideId)
    .where('driverId', '=', driverId)
    .where('status', '=', 'OFFERED')
    .where('expiresAt', '<=', now)
    .execute()
}

/** Write the offer unless one to this driver is open (the lifecycle's own insert); false when one was. */
export async function openOffer(
  trx: Executor,
  o: { rideId: string; driverId: string; distanceMetres: number; offeredAt: string; expiresAt: string },
): Promise<boolean> {
  return (await insertOffers(trx, [o])).length === 1
}

/** Name, plate and vehicle of a few drivers (by primary key). */
export async function taxiDetails(db: Executor, driverIds: string[]) {
  if (driverIds.length === 0) return new Map<string, TaxiDetail>()
  const rows = await db
    .selectFrom('users')
    .leftJoin('driver_profiles', 'driver_profiles.userId', 'users.id')
    .select([
      'users.id',
      'users.firstName',
      'users.lastName',
      'driver_profiles.vehiclePlate',
      'driver_profiles.vehicleBrand',
      'driver_profiles.vehicleModel',
      'driver_profiles.vehicleColor',
    ])
    .where('users.id', 'in', driverIds)
    .execute()
  return new Map<string, TaxiDetail>(rows.map((r) => [r.id, r]))
}
export type TaxiDetail = {
  firstName: string
  lastName: string
  vehiclePlate: string | null
  vehicleBrand: string | null
  vehicleModel: string | null
  vehicleColor: string | null
}

/** Where these drivers stand with this ride's offers: open now, declined (or taken back), or neither. */
export async function offerStates(
  db: Executor,
  rideId: string,
  driverIds: string[],
  roundStartedAt: string,
  now: string,
): Promise<Map<string, 'OFFERED' | 'DECLINED'>> {
  if (driverIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('ride_offers')
    .select(['driverId', 'status', 'expiresAt', 'offeredAt'])
    .where('rideId', '=', rideId)
    .where('driverId', 'in', driverIds)
    .execute()
  const states = new Map<string, 'OFFERED' | 'DECLINED'>()
  for (const r of rows) {
    if (r.status === 'DECLINED') states.set(r.driverId, 'DECLINED')
    else if (r.status === 'OFFERED' && toIso(r.expiresAt) > now && toIso(r.offeredAt) >= roundStartedAt)
      states.set(r.driverId, 'OFFERED')
  }
  return states
}
