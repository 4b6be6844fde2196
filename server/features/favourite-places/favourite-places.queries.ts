import { sql } from 'kysely'
import { toIso, toNumber } from '#server/db/database.ts'
import type { Db } from '#server/db/database.ts'

const COLUMNS = ['id', 'name', 'address', 'lat', 'lng', 'createdAt', 'position'] as const

type Row = {
  id: number | string
  name: string | null
  address: string
  lat: number | string | null
  lng: number | string | null
  createdAt: string | Date | null
}

const toPlace = (r: Row) => ({
  id: String(r.id),
  name: r.name ?? r.address.slice(0, 40),
  address: r.address,
  lat: toNumber(r.lat!),
  lng: toNumber(r.lng!),
  createdAt: toIso(r.createdAt!),
})

/**
 * A passenger's favourites that have coordinates (the profile's favourites from before the booking
 * page have none: they cannot be picked on a map), in the order they were added.
 */
export async function listFavouritePlaces(db: Db, passengerId: string) {
  const rows = await db
    .selectFrom('favorite_locations')
    .select([...COLUMNS])
    .where('userId', '=', passengerId)
    .where('lat', 'is not', null)
    .where('lng', 'is not', null)
    .orderBy('position')
    .orderBy('id')
    .execute()
  return rows.map(toPlace)
}

/** How many favourites the passenger keeps (with or without coordinates). */
export async function countFavouritePlaces(db: Db, passengerId: string): Promise<number> {
  const row = await db
    .selectFrom('favorite_locations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', passengerId)
    .executeTakeFirstOrThrow()
  return toNumber(row.n)
}

export async function insertFavouritePlace(
  db: Db,
  p: { passengerId: string; name: string; address: string; lat: number; lng: number; at: string },
) {
  const row = await db
    .insertInto('favorite_locations')
    .values({
      userId: p.passengerId,
      name: p.name,
      address: p.address,
      lat: p.lat,
      lng: p.lng,
      createdAt: p.at,
      // after the passenger's others: the profile lists favourites by position
      position: sql<number>`(select coalesce(max("position"), -1) + 1 from favorite_locations where "userId" = ${p.passengerId})`,
    })
    .returning([...COLUMNS])
    .executeTakeFirstOrThrow()
  return toPlace(row)
}

/** Changes the passenger's own favourite; undefined when it is not theirs (or has no coordinates). */
export async function updateFavouritePlace(
  db: Db,
  passengerId: string,
  id: number,
  change: { name?: string; address?: string; lat?: number; lng?: number },
) {
  const row = await db
    .updateTable('favorite_locations')
    .set(change)
    .where('id', '=', id)
    .where('userId', '=', passengerId)
    .where('lat', 'is not', null)
    .returning([...COLUMNS])
    .executeTakeFirst()
  return row ? toPlace(row) : undefined
}

export async function deleteFavouritePlace(db: Db, passengerId: string, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('favorite_locations')
    .where('id', '=', id)
    .where('userId', '=', passengerId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

/**
 * The passenger's newest rides with coordinates (rides_passenger_createdAt_idx), as many as may
 * hold `limit` distinct places: their pickups and destinations, newest first.
 */
export async function listRecentRidePlaces(db: Db, passengerId: string, rides: number) {
  return db
    .selectFrom('rides')
    .select(['pickupAddress', 'pickupLat', 'pickupLng', 'dropoffAddress', 'dropoffLat', 'dropoffLng'])
    .where('passengerId', '=', passengerId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(rides)
    .execute()
}
