import type { Db } from '#server/db/database.ts'
import { toIso, toNumber } from '#server/db/database.ts'
import { newestFirstPage } from '#server/core/keyset.ts'
import type { Page } from '#shared/schemas/api-responses.ts'

/** A ride as its receipt needs it, with the driver's name and plate. */
export type ReceiptRide = {
  id: string
  status: string
  createdAt: string
  pickupAddress: string
  dropoffAddress: string
  distanceMetres: number
  durationSeconds: number
  paymentMethod: string | null
  fareKurus: number
  tollsKurus: number
  cancellationFeeKurus: number
  driverName: string | null
  vehiclePlate: string | null
}

/** Only rides that have a receipt: completed, or cancelled with a fee. */
function receiptRides(db: Db, passengerId: string) {
  return db
    .selectFrom('rides')
    .select([
      'rides.id',
      'rides.status',
      'rides.createdAt',
      'rides.pickupAddress',
      'rides.dropoffAddress',
      'rides.distanceMetres',
      'rides.durationSeconds',
      'rides.paymentMethod',
      'rides.fareKurus',
      'rides.tollsKurus',
      'rides.cancellationFeeKurus',
    ])
    .select((eb) => [
      eb.selectFrom('users').select('users.name').whereRef('users.id', '=', 'rides.driverId').as('driverName'),
      eb
        .selectFrom('driver_profiles')
        .select('driver_profiles.vehiclePlate')
        .whereRef('driver_profiles.userId', '=', 'rides.driverId')
        .as('vehiclePlate'),
    ])
    .where('rides.passengerId', '=', passengerId)
    .where((eb) =>
      eb.or([
        eb('rides.status', '=', 'COMPLETED'),
        eb.and([eb('rides.status', '=', 'CANCELLED'), eb('rides.cancellationFeeKurus', '>', 0)]),
      ]),
    )
}

type Row = {
  id: string
  status: string
  createdAt: string | Date
  pickupAddress: string
  dropoffAddress: string
  distanceMetres: number | string
  durationSeconds: number | string
  paymentMethod: string | null
  fareKurus: number | string
  tollsKurus: number | string
  cancellationFeeKurus: number | string
  driverName: string | null
  vehiclePlate: string | null
}

function toReceiptRide(row: Row): ReceiptRide {
  return {
    id: row.id,
    status: row.status,
    createdAt: toIso(row.createdAt),
    pickupAddress: row.pickupAddress,
    dropoffAddress: row.dropoffAddress,
    distanceMetres: toNumber(row.distanceMetres),
    durationSeconds: toNumber(row.durationSeconds),
    paymentMethod: row.paymentMethod,
    fareKurus: toNumber(row.fareKurus),
    tollsKurus: toNumber(row.tollsKurus),
    cancellationFeeKurus: toNumber(row.cancellationFeeKurus),
    driverName: row.driverName,
    vehiclePlate: row.vehiclePlate,
  }
}

/**
 * The passenger's own ride a receipt number names: an Istanbul day (a range of the (passengerId,
 * createdAt) index) and the first 8 hex digits of the id. Another user's ride is never found.
 */
export async function findReceiptRide(
  db: Db,
  passengerId: string,
  day: { startIso: string; endIso: string },
  idPrefix: string,
): Promise<ReceiptRide | null> {
  const row = await receiptRides(db, passengerId)
    .where('rides.createdAt', '>=', day.startIso)
    .where('rides.createdAt', '<', day.endIso)
    .where('rides.id', 'like', `${idPrefix}%`)
    .orderBy('rides.createdAt')
    .executeTakeFirst()
  return row ? toReceiptRide(row as Row) : null
}

/** One keyset batch of the passenger's rides with a receipt in [startIso, endIso), newest first. */
export function receiptRidePage(
  db: Db,
  passengerId: string,
  range: { startIso: string; endIso: string },
  options: { limit: number; cursor?: string },
): Promise<Page<ReceiptRide>> {
  const query = receiptRides(db, passengerId)
    .where('rides.createdAt', '>=', range.startIso)
    .where('rides.createdAt', '<', range.endIso)
  return newestFirstPage(query, options, (row) => toReceiptRide(row as Row))
}

/** The address and name a receipt mail goes to. */
export async function getMailTarget(db: Db, userId: string): Promise<{ email: string; name: string } | null> {
  const row = await db
    .selectFrom('users')
    .select(['email', 'firstName', 'name'])
    .where('id', '=', userId)
    .executeTakeFirst()
  return row ? { email: row.email, name: row.firstName || row.name } : null
}
