import { randomUUID } from 'node:crypto'
import { fareCityOf } from '#server/db/fare-city.ts'
import type { Page, Ride } from '#shared/schemas/api-responses.ts'
import type { Db } from '#server/db/database.ts'
import { toIso, toNumber } from '#server/db/database.ts'
import type { RideRow } from '#server/db/schema.ts'
import { preparedNewestFirst } from '#server/core/keyset.ts'

export type RideFilter = {
  passengerId?: string
  driverId?: string
  status?: string
  limit: number
  cursor?: string
}

/**
 * A ride with the city it was requested in and the city its fare is checked in: the ride's own,
 * else its driver's, else its passenger's (see rides.service.ts).
 */
export type RideWithCities = Omit<Ride, 'fareCheck'> & {
  rideCity: string | null
  fareCity: string | null
}

/** The columns a ride list shows (`toRide`): a list reads 13 of the ride's 34 columns. */
export const RIDE_LIST_COLUMNS = [
  'id',
  'passengerId',
  'driverId',
  'status',
  'fareKurus',
  'tollsKurus',
  'distanceMetres',
  'durationSeconds',
  'pickupAddress',
  'dropoffAddress',
  'createdAt',
  'city',
  'cancellationFeeKurus',
] as const satisfies readonly (keyof RideRow)[]

export type RideListRow = Pick<RideRow, (typeof RIDE_LIST_COLUMNS)[number]> & { fareCity: string | null }

export function toRide(row: RideListRow): RideWithCities {
  return {
    id: row.id,
    passengerId: row.passengerId,
    driverId: row.driverId,
    status: row.status,
    fareKurus: toNumber(row.fareKurus),
    tollsKurus: toNumber(row.tollsKurus),
    distanceMetres: toNumber(row.distanceMetres),
    durationSeconds: toNumber(row.durationSeconds),
    pickupAddress: row.pickupAddress,
    dropoffAddress: row.dropoffAddress,
    createdAt: toIso(row.createdAt),
    rideCity: row.city,
    fareCity: row.fareCity,
    cancellationFeeKurus: toNumber(row.cancellationFeeKurus),
  }
}

/**
 * Rides with the cities their fare is checked in, filtered on the leading column of a
 * (x, createdAt desc, id desc) index. Subqueries, not joins: the keyset's `createdAt` and `id` stay
 * the ride's own. Only the listed columns (`RIDE_LIST_COLUMNS`): at 1,000,000 rides reading the
 * whole row cost the list twice the SQL time (issue 30). The spec's lists and the back-office's
 * build on it.
 */
export function ridesWithCities(db: Db, filter: Pick<RideFilter, 'passengerId' | 'driverId' | 'status'>) {
  let query = db
    .selectFrom('rides')
    .select(RIDE_LIST_COLUMNS)
    .select((eb) => fareCityOf(eb).as('fareCity'))
  if (filter.passengerId) query = query.where('passengerId', '=', filter.passengerId)
  if (filter.driverId) query = query.where('driverId', '=', filter.driverId)
  if (filter.status) query = query.where('status', '=', filter.status)
  return query
}

/**
 * Rides newest first, one page at a time (uses the (x, createdAt desc, id desc) indexes): the
 * spec's lists, each filter shape compiled once.
 */
const ridesNewestFirst = preparedNewestFirst(
  (db: Db, { passengerId, driverId, status }: Pick<RideFilter, 'passengerId' | 'driverId' | 'status'>) =>
    ridesWithCities(db, { passengerId, driverId, status }),
  toRide,
)

export async function listRides(db: Db, filter: RideFilter): Promise<Page<RideWithCities>> {
  const { passengerId, driverId, status, limit, cursor } = filter
  return ridesNewestFirst(db, { passengerId, driverId, status, limit, cursor })
}

export type NewRideInput = {
  passengerId: string
  driverId: string | null
  status: string
  fareKurus: number
  distanceMetres: number
  durationSeconds: number
  pickupAddress: string
  /** Null when the passenger gave no destination (decision 054). */
  dropoffAddress: string | null
  createdAt: string
  /** The city the ride was requested in (rides of the lifecycle API record it). */
  city?: string | null
}

/** Records one ride (the operations CLI, demo data and tests: the web only reads rides). Returns its id. */
export async function createRide(db: Db, ride: NewRideInput): Promise<string> {
  const id = randomUUID()
  await db
    .insertInto('rides')
    .values({ id, ...ride, createdAt: new Date(ride.createdAt).toISOString() })
    .execute()
  return id
}
