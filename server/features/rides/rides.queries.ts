import { sql } from 'kysely'
import type { Page, Ride } from '#shared/schemas/api.ts'
import type { Db } from '#server/db/database.ts'
import { toIso, toNumber } from '#server/db/database.ts'
import type { RideRow } from '#server/db/schema.ts'
import { newestFirstPage } from '#server/db/keyset.ts'

export type RideFilter = {
  passengerId?: string
  driverId?: string
  status?: string
  limit: number
  cursor?: string
}

export function toRide(row: RideRow): Ride {
  return {
    id: row.id,
    passengerId: row.passengerId,
    driverId: row.driverId,
    status: row.status,
    fareKurus: toNumber(row.fareKurus),
    distanceMetres: toNumber(row.distanceMetres),
    durationSeconds: toNumber(row.durationSeconds),
    pickupAddress: row.pickupAddress,
    dropoffAddress: row.dropoffAddress,
    createdAt: toIso(row.createdAt),
  }
}

/** Rides newest first, one page at a time (uses the (x, createdAt desc, id desc) indexes). */
export async function listRides(db: Db, filter: RideFilter): Promise<Page<Ride>> {
  let query = db.selectFrom('rides').selectAll()
  if (filter.passengerId) query = query.where('passengerId', '=', filter.passengerId)
  if (filter.driverId) query = query.where('driverId', '=', filter.driverId)
  if (filter.status) query = query.where('status', '=', filter.status)
  return newestFirstPage(query, filter, toRide)
}

export type RideAggregate = { status: string; rides: number; fareKurus: number; ridesSince: number }

/** Per-status counts, fare sums and counts since `since`, computed by the database. */
export async function aggregateRides(
  db: Db,
  who: { passengerId: string } | { driverId: string },
  since: string,
): Promise<RideAggregate[]> {
  const rows = await db
    .selectFrom('rides')
    .select((eb) => [
      'status',
      eb.fn.countAll<number | string>().as('rides'),
      eb.fn.coalesce(eb.fn.sum<number | string>('fareKurus'), sql<number>`0`).as('fareKurus'),
      eb.fn
        .sum<number | string>(eb.case().when('createdAt', '>=', since).then(1).else(0).end())
        .as('ridesSince'),
    ])
    .where('passengerId' in who ? 'passengerId' : 'driverId', '=', 'passengerId' in who ? who.passengerId : who.driverId)
    .groupBy('status')
    .execute()
  return rows.map((r) => ({
    status: r.status,
    rides: toNumber(r.rides),
    fareKurus: toNumber(r.fareKurus),
    ridesSince: toNumber(r.ridesSince),
  }))
}
