import { istanbulDayEnd, istanbulDayStart } from '#shared/istanbul-days.ts'
import type { AdminRidesQuery } from '#shared/schemas/admin-rides.ts'
import type { Db } from '#server/db/database.ts'

/**
 * The back-office's rides newest first (issue 14): each filter on the leading column of a
 * (x, createdAt desc, id desc) index, the Istanbul date range on createdAt. Cities by subquery, so
 * the keyset's createdAt and id stay the ride's own.
 */
export function adminRidesQuery(db: Db, filter: Omit<AdminRidesQuery, 'limit' | 'cursor'>) {
  let query = db
    .selectFrom('rides')
    .selectAll('rides')
    .select((eb) => [
      eb.selectFrom('users').select('users.city').whereRef('users.id', '=', 'rides.driverId').as('driverCity'),
      eb.selectFrom('users').select('users.city').whereRef('users.id', '=', 'rides.passengerId').as('passengerCity'),
    ])
  if (filter.passengerId) query = query.where('passengerId', '=', filter.passengerId)
  if (filter.driverId) query = query.where('driverId', '=', filter.driverId)
  if (filter.status) query = query.where('status', '=', filter.status)
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
