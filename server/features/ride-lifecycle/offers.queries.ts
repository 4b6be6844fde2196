import { type Executor, toIso, toNumber } from '#server/db/database.ts'

export type OfferRow = { rideId: string; driverId: string; distanceMetres: number; expiresAt: string }

/**
 * Write offers; returns the drivers whose offer was written. A driver offered the ride in an earlier
 * round (before its driver cancelled), or one whose offer closed, gets a fresh offer; an open offer
 * is never refreshed (two sweeps, or two staff, at once: the primary key (rideId, driverId) decides).
 */
export async function insertOffers(trx: Executor, offers: (OfferRow & { offeredAt: string })[]): Promise<string[]> {
  if (offers.length === 0) return []
  const rows = await trx
    .insertInto('ride_offers')
    .values(offers.map((o) => ({ ...o, status: 'OFFERED' })))
    .onConflict((oc) =>
      oc
        .columns(['rideId', 'driverId'])
        .doUpdateSet((eb) => ({
          status: 'OFFERED',
          distanceMetres: eb.ref('excluded.distanceMetres'),
          offeredAt: eb.ref('excluded.offeredAt'),
          expiresAt: eb.ref('excluded.expiresAt'),
        }))
        .where('ride_offers.status', '!=', 'OFFERED'),
    )
    .returning('driverId')
    .execute()
  return rows.map((r) => r.driverId)
}

/**
 * Drivers not to offer this ride again: those offered it since it (re)entered REQUESTED at
 * `roundStartedAt`, and those who ever declined it or gave it up. A ride its driver cancelled starts
 * a new round, so the drivers offered it before are offered it again (issue 23), the canceller not.
 */
export async function offeredDriverIds(db: Executor, rideId: string, roundStartedAt: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('ride_offers')
    .select('driverId')
    .where('rideId', '=', rideId)
    .where((eb) => eb.or([eb('offeredAt', '>=', roundStartedAt), eb('status', '=', 'DECLINED')]))
    .execute()
  return new Set(rows.map((r) => r.driverId))
}

export async function countLiveOffers(db: Executor, rideId: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('ride_offers')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('rideId', '=', rideId)
    .where('status', '=', 'OFFERED')
    .where('expiresAt', '>', now)
    .executeTakeFirstOrThrow()
  return toNumber(row.n)
}

/** The driver's open offer for a ride, if it has not expired. */
export async function findLiveOffer(db: Executor, rideId: string, driverId: string, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('ride_offers')
    .select('rideId')
    .where('rideId', '=', rideId)
    .where('driverId', '=', driverId)
    .where('status', '=', 'OFFERED')
    .where('expiresAt', '>', now)
    .executeTakeFirst()
  return Boolean(row)
}

/** A driver's open offers with the ride's places, nearest first (ride_offers_driver_idx). */
export async function listLiveOffers(db: Executor, driverId: string, now: string) {
  const rows = await db
    .selectFrom('ride_offers')
    .innerJoin('rides', 'rides.id', 'ride_offers.rideId')
    .select([
      'ride_offers.rideId',
      'ride_offers.distanceMetres',
      'ride_offers.expiresAt',
      'rides.pickupAddress',
      'rides.pickupLat',
      'rides.pickupLng',
      'rides.dropoffAddress',
      'rides.dropoffLat',
      'rides.dropoffLng',
      'rides.paymentMethod',
    ])
    .where('ride_offers.driverId', '=', driverId)
    .where('ride_offers.status', '=', 'OFFERED')
    .where('ride_offers.expiresAt', '>', now)
    .where('rides.status', '=', 'REQUESTED')
    .orderBy('ride_offers.distanceMetres')
    .execute()
  return rows.map((r) => ({ ...r, distanceMetres: toNumber(r.distanceMetres), expiresAt: toIso(r.expiresAt) }))
}

/** Close a ride's open offers (other than `exceptDriverId`); returns the drivers whose offer closed. */
export async function closeOpenOffers(
  trx: Executor,
  rideId: string,
  status: 'WITHDRAWN' | 'EXPIRED',
  exceptDriverId?: string,
): Promise<string[]> {
  let update = trx
    .updateTable('ride_offers')
    .set({ status })
    .where('rideId', '=', rideId)
    .where('status', '=', 'OFFERED')
  if (exceptDriverId) update = update.where('driverId', '!=', exceptDriverId)
  const rows = await update.returning('driverId').execute()
  return rows.map((r) => r.driverId)
}

/** Withdraw every open offer to one driver (a deactivated account); the sweep offers those rides again. */
export async function withdrawOffersOfDriver(trx: Executor, driverId: string): Promise<string[]> {
  const rows = await trx
    .updateTable('ride_offers')
    .set({ status: 'WITHDRAWN' })
    .where('driverId', '=', driverId)
    .where('status', '=', 'OFFERED')
    .returning('rideId')
    .execute()
  return rows.map((r) => r.rideId)
}

export async function setOfferStatus(trx: Executor, rideId: string, driverId: string, status: 'ACCEPTED' | 'DECLINED') {
  const result = await trx
    .updateTable('ride_offers')
    .set({ status })
    .where('rideId', '=', rideId)
    .where('driverId', '=', driverId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * Close the driver's open offer for a ride as DECLINED: `declined` when it was open, `already`
 * when they had declined it before, `none` when there was no open offer to decline.
 */
export async function declineLiveOffer(
  db: Executor,
  rideId: string,
  driverId: string,
  now: string,
): Promise<'declined' | 'already' | 'none'> {
  const result = await db
    .updateTable('ride_offers')
    .set({ status: 'DECLINED' })
    .where('rideId', '=', rideId)
    .where('driverId', '=', driverId)
    .where('status', '=', 'OFFERED')
    .where('expiresAt', '>', now)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 1) return 'declined'
  const row = await db
    .selectFrom('ride_offers')
    .select('status')
    .where('rideId', '=', rideId)
    .where('driverId', '=', driverId)
    .executeTakeFirst()
  return row?.status === 'DECLINED' ? 'already' : 'none'
}

/** Offers past their 30 s: marked EXPIRED (ride_offers_status_idx); returns them. */
export async function expireDueOffers(db: Executor, now: string): Promise<{ rideId: string; driverId: string }[]> {
  return db
    .updateTable('ride_offers')
    .set({ status: 'EXPIRED' })
    .where('status', '=', 'OFFERED')
    .where('expiresAt', '<=', now)
    .returning(['rideId', 'driverId'])
    .execute()
}

/** Requests with no open offer: the sweep offers them to the next drivers. */
export async function findRequestsWithoutLiveOffer(db: Executor, now: string): Promise<string[]> {
  const rows = await db
    .selectFrom('rides')
    .select('rides.id')
    .where('rides.status', '=', 'REQUESTED')
    .where('rides.pickupLat', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ride_offers')
            .select('ride_offers.rideId')
            .whereRef('ride_offers.rideId', '=', 'rides.id')
            .where('ride_offers.status', '=', 'OFFERED')
            .where('ride_offers.expiresAt', '>', now),
        ),
      ),
    )
    .execute()
  return rows.map((r) => r.id)
}
