import { istanbulDayEnd, istanbulDayStart } from '#shared/istanbul-days.ts'
import type { AdminRidesQuery } from '#shared/schemas/admin-rides.ts'
import type { Db } from '#server/db/database.ts'
import { ridesWithCities } from '#server/features/rides/rides.queries.ts'

/**
 * The back-office's rides newest first (issue 14): each filter on the leading column of a
 * (x, createdAt desc, id desc) index (`ridesWithCities`), the Istanbul date range on createdAt.
 */
export function adminRidesQuery(db: Db, filter: Omit<AdminRidesQuery, 'limit' | 'cursor'>) {
  let query = ridesWithCities(db, filter)
  const from = filter.from ? istanbulDayStart(filter.from) : null
  const to = filter.to ? istanbulDayEnd(filter.to) : null
  if (from) query = query.where('createdAt', '>=', from.toISOString())
  if (to) query = query.where('createdAt', '<', to.toISOString())
  return query
}

/** One ride with the cities its fare is checked in. */
export function adminRideRow(db: Db, rideId: string) {
  return adminRidesQuery(db, {}).where('id', '=', rideId).executeTakeFirst()
}

/** A driver's phone, for the ride's page (issue 25). */
export async function driverPhoneOf(db: Db, driverId: string | null): Promise<string | null> {
  if (!driverId) return null
  const row = await db.selectFrom('users').select('phone').where('id', '=', driverId).executeTakeFirst()
  return row?.phone || null
}
