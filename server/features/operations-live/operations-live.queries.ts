import { sql } from 'kysely'
import { OPEN_RIDE_STATES } from '#shared/operations-live.ts'
import { type Executor, toIso, toNumber } from '#server/db/database.ts'

/** Online taxis per presence cell. */
export type CellTaxiCount = { cell: string; online: number }

/**
 * The city in one grouped read (the live map's ticker, once a second, shared by every staff
 * stream of the instance): online taxis per cell, from driver_presence_cell_idx alone (the index
 * covers it: 4 ms for 20,000 taxis on SQLite, against 22 ms when each row is read for its ride,
 * decision 062). Only online taxis have a cell; those on a ride are counted from the open rides.
 */
export async function countTaxisByCell(db: Executor): Promise<CellTaxiCount[]> {
  const rows = await db
    .selectFrom('driver_presence')
    .select((eb) => ['cell', eb.fn.countAll<number | string>().as('online')])
    .where('cell', 'is not', null)
    .groupBy('cell')
    .execute()
  return rows.map((r) => ({ cell: r.cell!, online: toNumber(r.online) }))
}

/** A taxi as the map shows it. */
export type TaxiRow = {
  driverId: string
  cell: string
  lat: number
  lng: number
  activeRideId: string | null
  plate: string | null
}

/**
 * Free online taxis with an offer open to them now (ride_offers_status_idx, then each taxi by its
 * primary key): the few the map shows as OFFERED.
 */
export async function listOfferedTaxis(db: Executor, now: string): Promise<TaxiRow[]> {
  const rows = await db
    .selectFrom('ride_offers')
    .innerJoin('driver_presence', 'driver_presence.driverId', 'ride_offers.driverId')
    .leftJoin('driver_profiles', 'driver_profiles.userId', 'ride_offers.driverId')
    .select([
      'driver_presence.driverId',
      'driver_presence.cell',
      'driver_presence.lat',
      'driver_presence.lng',
      'driver_presence.activeRideId',
      'driver_profiles.vehiclePlate as plate',
    ])
    .where('ride_offers.status', '=', 'OFFERED')
    .where('ride_offers.expiresAt', '>', now)
    .where('driver_presence.cell', 'is not', null)
    .where('driver_presence.activeRideId', 'is', null)
    .execute()
  const seen = new Set<string>()
  return rows.flatMap((r) => {
    if (seen.has(r.driverId) || r.lat === null || r.lng === null) return []
    seen.add(r.driverId)
    return [{ ...r, cell: r.cell!, lat: Number(r.lat), lng: Number(r.lng), plate: r.plate ?? null }]
  })
}

/**
 * Online taxis in a box (driver_presence_cell_idx over the box's cells), in driver order so a
 * capped view keeps the same taxis from one second to the next. `onRide`: only those on a ride
 * (true), only those without (false), both (undefined).
 */
export async function listTaxisInBox(
  db: Executor,
  box: { cells: string[]; south: number; west: number; north: number; east: number },
  options: { onRide?: boolean; limit: number },
): Promise<TaxiRow[]> {
  if (!box.cells.length) return []
  let query = db
    .selectFrom('driver_presence')
    .leftJoin('driver_profiles', 'driver_profiles.userId', 'driver_presence.driverId')
    .select([
      'driver_presence.driverId',
      'driver_presence.cell',
      'driver_presence.lat',
      'driver_presence.lng',
      'driver_presence.activeRideId',
      'driver_profiles.vehiclePlate as plate',
    ])
    .where('driver_presence.cell', 'in', box.cells)
    .where('driver_presence.lat', '>=', box.south)
    .where('driver_presence.lat', '<=', box.north)
    .where('driver_presence.lng', '>=', box.west)
    .where('driver_presence.lng', '<=', box.east)
  if (options.onRide === true) query = query.where('driver_presence.activeRideId', 'is not', null)
  if (options.onRide === false) query = query.where('driver_presence.activeRideId', 'is', null)
  const rows = await query.orderBy('driver_presence.driverId').limit(options.limit).execute()
  return rows.map((r) => ({
    ...r,
    cell: r.cell!,
    lat: Number(r.lat),
    lng: Number(r.lng),
    plate: r.plate ?? null,
  }))
}

/** An open ride as the map shows it: where its taxi is (once assigned) or its pickup. */
export type OpenRideRow = {
  id: string
  status: string
  pickupLat: number | null
  pickupLng: number | null
  taxiLat: number | null
  taxiLng: number | null
  /** The taxi's presence cell while it is online (its ride counts it ON_RIDE there). */
  taxiCell: string | null
  requestedAt: string
  statusSince: string
  pickupAddress: string
  plate: string | null
}

/** Rides with their taxi's position and plate, by primary keys: the open rides' list and a ride found by id. */
const ridesWithTaxi = (db: Executor) =>
  db
    .selectFrom('rides')
    .leftJoin('driver_presence', 'driver_presence.driverId', 'rides.driverId')
    .leftJoin('driver_profiles', 'driver_profiles.userId', 'rides.driverId')
    .select([
      'rides.id',
      'rides.status',
      'rides.pickupLat',
      'rides.pickupLng',
      'driver_presence.lat as taxiLat',
      'driver_presence.lng as taxiLng',
      'driver_profiles.vehiclePlate as plate',
    ])

/**
 * Every open ride (rides_status_changed_idx, one range per open status), its taxi's position and
 * plate by primary keys. Open rides are few beside the fleet: the ticker reads them all once.
 */
export async function listOpenRides(db: Executor): Promise<OpenRideRow[]> {
  const rows = await ridesWithTaxi(db)
    .select(['driver_presence.cell as taxiCell', 'rides.createdAt', 'rides.statusChangedAt', 'rides.pickupAddress'])
    .where('rides.status', 'in', [...OPEN_RIDE_STATES])
    .execute()
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    pickupLat: r.pickupLat === null ? null : Number(r.pickupLat),
    pickupLng: r.pickupLng === null ? null : Number(r.pickupLng),
    taxiLat: r.taxiLat === null ? null : Number(r.taxiLat),
    taxiLng: r.taxiLng === null ? null : Number(r.taxiLng),
    taxiCell: r.taxiCell ?? null,
    requestedAt: toIso(r.createdAt),
    statusSince: toIso(r.statusChangedAt ?? r.createdAt),
    pickupAddress: r.pickupAddress,
    plate: r.plate ?? null,
  }))
}

/** A ride by its id (primary key), with its taxi's position. */
export async function findRideById(db: Executor, rideId: string) {
  return ridesWithTaxi(db).where('rides.id', '=', rideId).executeTakeFirst()
}

/**
 * The taxi with this plate (spaces and case ignored) and its ride: the newest ride it is on or was
 * on (rides_driver_createdAt_idx). The plate's key is read from its expression index (migration
 * 022): the expression below must stay exactly the index's.
 */
export async function findTaxiByPlate(db: Executor, plateKey: string) {
  const taxi = await db
    .selectFrom('driver_profiles')
    .leftJoin('driver_presence', 'driver_presence.driverId', 'driver_profiles.userId')
    .select([
      'driver_profiles.userId as driverId',
      'driver_profiles.vehiclePlate as plate',
      'driver_presence.lat',
      'driver_presence.lng',
      'driver_presence.cell',
      'driver_presence.activeRideId',
    ])
    .where(sql<string>`upper(replace("driver_profiles"."vehiclePlate", ' ', ''))`, '=', plateKey)
    .executeTakeFirst()
  if (!taxi) return undefined
  const ride = taxi.activeRideId
    ? await db.selectFrom('rides').select(['id', 'status']).where('id', '=', taxi.activeRideId).executeTakeFirst()
    : await db
        .selectFrom('rides')
        .select(['id', 'status'])
        .where('driverId', '=', taxi.driverId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()
  return { ...taxi, ride: ride ?? null }
}
