import { istanbulDayEnd, istanbulDayStart } from '#shared/istanbul-days.ts'
import type { AdminRidesQuery } from '#shared/schemas/admin-rides.ts'
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { fareCityOf } from '#server/db/fare-city.ts'
import { foldedSql } from '#server/db/migrations/023-control-room.ts'
import type { Database } from '#server/db/schema.ts'
import { ridesWithCities } from '#server/features/rides/index.ts'
import { classifySearch, prefixEnd, type RideSearch } from './ride-search.ts'

/**
 * The back-office's rides newest first (issue 14): each filter on the leading column of a
 * (x, createdAt desc, id desc) index (`ridesWithCities`), the Istanbul date range on createdAt.
 */
export function adminRidesQuery(
  db: Db,
  filter: Omit<AdminRidesQuery, 'limit' | 'cursor' | 'stuck'> & { stuckSince?: Date },
) {
  let query = ridesWithCities(db, filter)
  // stuck: in progress since at or before the cutoff, as the overview counts them (admin-overview.queries.ts)
  if (filter.stuckSince)
    query = query
      .where('rides.status', '=', 'IN_PROGRESS')
      .where('rides.statusChangedAt', '<=', filter.stuckSince.toISOString())
  const from = filter.from ? istanbulDayStart(filter.from) : null
  const to = filter.to ? istanbulDayEnd(filter.to) : null
  if (from) query = query.where('createdAt', '>=', from.toISOString())
  if (to) query = query.where('createdAt', '<', to.toISOString())
  const search = filter.q ? classifySearch(filter.q) : null
  if (search) query = query.where(matching(search))
  return query
}

/** One ride, whole (its page shows every step), with the city its fare is checked in. */
export function adminRideRow(db: Db, rideId: string) {
  return db
    .selectFrom('rides')
    .selectAll('rides')
    .select((eb) => fareCityOf(eb).as('fareCity'))
    .where('id', '=', rideId)
    .executeTakeFirst()
}

/** A driver's phone, for the ride's page (issue 25). */
export async function driverPhoneOf(db: Db, driverId: string | null): Promise<string | null> {
  if (!driverId) return null
  const row = await db.selectFrom('users').select('phone').where('id', '=', driverId).executeTakeFirst()
  return row?.phone || null
}

/**
 * The rides a search matches (issue 30, decision 071), each kind through an index: the ride id
 * range (primary key), the receipt's id prefix within its Istanbul day, the users of a phone
 * (users_phone_idx) or a folded name (users_name_folded_idx, users_lastname_folded_idx) or the
 * driver of a plate (driver_profiles_plate_key_idx), then their rides as passenger or driver
 * (rides_passenger_createdAt_idx, rides_driver_createdAt_idx).
 */
function matching(search: RideSearch) {
  return (eb: ExpressionBuilder<Database, 'rides'>) => {
    const ofUsers = (users: SelectQueryBuilder<Database, 'users', { id: string }>) =>
      eb.or([eb('rides.passengerId', 'in', users), eb('rides.driverId', 'in', users)])
    switch (search.kind) {
      case 'rideId':
        return search.prefix.length === 36
          ? eb('rides.id', '=', search.prefix)
          : eb.and([eb('rides.id', '>=', search.prefix), eb('rides.id', '<', prefixEnd(search.prefix))])
      case 'receipt':
        return eb.and([
          eb('rides.id', '>=', search.idPrefix),
          eb('rides.id', '<', prefixEnd(search.idPrefix)),
          eb('rides.createdAt', '>=', istanbulDayStart(search.day)?.toISOString() ?? ''),
          eb('rides.createdAt', '<', istanbulDayEnd(search.day)?.toISOString() ?? ''),
        ])
      case 'phone':
        return ofUsers(eb.selectFrom('users').select('users.id').where('users.phone', '=', search.phone))
      case 'plate':
        return eb(
          'rides.driverId',
          'in',
          eb
            .selectFrom('driver_profiles')
            .select('driver_profiles.userId')
            .where(sql<string>`upper(replace("driver_profiles"."vehiclePlate", ' ', ''))`, '=', search.plateKey),
        )
      case 'name': {
        const [from, to] = [search.folded, prefixEnd(search.folded)]
        const range = (column: string) =>
          sql<boolean>`${sql.raw(foldedSql(column))} >= ${from} and ${sql.raw(foldedSql(column))} < ${to}`
        return ofUsers(
          eb
            .selectFrom('users')
            .select('users.id')
            .where((u) => u.or([range('"users"."name"'), range('"users"."lastName"')])),
        )
      }
    }
  }
}
