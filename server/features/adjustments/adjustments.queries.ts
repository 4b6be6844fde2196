import { sql } from 'kysely'
import type { AdjustmentKind } from '#shared/schemas/adjustments.ts'
import type { Db } from '#server/db/database.ts'
import { preparedSelect } from '#server/db/prepared-statements.ts'
import { toIso, toNumber } from '#server/db/database.ts'

/** A ride as an adjustment needs it: who was on it and what the passenger was charged. */
export type AdjustableRide = {
  id: string
  status: string
  passengerId: string
  driverId: string | null
  fareKurus: number
  tollsKurus: number
  cancellationFeeKurus: number
}

export async function findAdjustableRide(db: Db, rideId: string): Promise<AdjustableRide | null> {
  const row = await db
    .selectFrom('rides')
    .select(['id', 'status', 'passengerId', 'driverId', 'fareKurus', 'tollsKurus', 'cancellationFeeKurus'])
    .where('id', '=', rideId)
    .executeTakeFirst()
  if (!row) return null
  return {
    ...row,
    fareKurus: toNumber(row.fareKurus),
    tollsKurus: toNumber(row.tollsKurus),
    cancellationFeeKurus: toNumber(row.cancellationFeeKurus),
  }
}

/** The ride a problem report is about (null: no such report, or none named). */
export async function problemReportRideId(db: Db, reportId: string): Promise<{ rideId: string | null } | null> {
  const row = await db.selectFrom('problem_reports').select('rideId').where('id', '=', reportId).executeTakeFirst()
  return row ? { rideId: row.rideId } : null
}

export type AdjustmentRow = {
  id: string
  rideId: string
  sequence: number
  kind: AdjustmentKind
  amountKurus: number
  reason: string
  problemReportId: string | null
  createdAt: string
  createdBy: { id: string; name: string }
}

/** A ride's adjustments, oldest first, with the name of the staff member who made each. */
export async function adjustmentsOfRide(db: Db, rideId: string): Promise<AdjustmentRow[]> {
  const rows = await db
    .selectFrom('ride_adjustments')
    .leftJoin('users', 'users.id', 'ride_adjustments.createdBy')
    .select([
      'ride_adjustments.id',
      'ride_adjustments.rideId',
      'ride_adjustments.sequence',
      'ride_adjustments.kind',
      'ride_adjustments.amountKurus',
      'ride_adjustments.reason',
      'ride_adjustments.problemReportId',
      'ride_adjustments.createdAt',
      'ride_adjustments.createdBy',
      'users.name',
    ])
    .where('ride_adjustments.rideId', '=', rideId)
    .orderBy('ride_adjustments.sequence')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    rideId: r.rideId,
    sequence: toNumber(r.sequence),
    kind: r.kind,
    amountKurus: toNumber(r.amountKurus),
    reason: r.reason,
    problemReportId: r.problemReportId,
    createdAt: toIso(r.createdAt),
    createdBy: { id: r.createdBy, name: r.name ?? '' },
  }))
}

export type NewAdjustmentRow = {
  id: string
  rideId: string
  sequence: number
  kind: AdjustmentKind
  passengerId: string
  driverId: string | null
  amountKurus: number
  reason: string
  problemReportId: string | null
  createdBy: string
  createdAt: string
}

/** Appends one row; the unique (rideId, sequence) refuses the second of two racing writers. */
export async function insertAdjustment(db: Db, row: NewAdjustmentRow): Promise<void> {
  await db.insertInto('ride_adjustments').values(row).execute()
}

const passengerLedger = preparedSelect((db: Db, passengerId: string) =>
  db
    .selectFrom('ride_adjustments')
    .select(sql<number | string>`coalesce(sum(${sql.ref('amountKurus')}), 0)`.as('kurus'))
    .where('passengerId', '=', passengerId)
    .where('kind', 'in', ['REFUND', 'CREDIT']),
)

/**
 * What a passenger's refunds and credits add to their balance, in kuruş (one index range): on every
 * `GET /api/v1/me`, so compiled once (building it with Kysely per request showed in the profile, issue 30).
 */
export async function passengerLedgerKurus(db: Db, passengerId: string): Promise<number> {
  const [row] = await passengerLedger(db, passengerId)
  return toNumber(row?.kurus)
}

/** The fare corrections made on a driver's rides within [startIso, endIso), in kuruş. */
export async function fareCorrectionsKurus(db: Db, driverId: string, startIso: string, endIso: string) {
  const row = await db
    .selectFrom('ride_adjustments')
    .select(sql<number | string>`coalesce(sum(${sql.ref('amountKurus')}), 0)`.as('kurus'))
    .where('driverId', '=', driverId)
    .where('kind', '=', 'FARE_CORRECTION')
    .where('createdAt', '>=', startIso)
    .where('createdAt', '<', endIso)
    .executeTakeFirst()
  return toNumber(row?.kurus)
}

/** Refunded and credited kuruş per ride, for receipts (one query for a batch of rides). */
export async function passengerAdjustmentsOfRides(
  db: Db,
  rideIds: readonly string[],
): Promise<Map<string, { refundedKurus: number; creditedKurus: number }>> {
  const sums = new Map<string, { refundedKurus: number; creditedKurus: number }>()
  if (rideIds.length === 0) return sums
  const rows = await db
    .selectFrom('ride_adjustments')
    .select(['rideId', 'kind'])
    .select(sql<number | string>`sum(${sql.ref('amountKurus')})`.as('kurus'))
    .where('rideId', 'in', rideIds)
    .where('kind', 'in', ['REFUND', 'CREDIT'])
    .groupBy(['rideId', 'kind'])
    .execute()
  for (const r of rows) {
    const sum = sums.get(r.rideId) ?? { refundedKurus: 0, creditedKurus: 0 }
    if (r.kind === 'REFUND') sum.refundedKurus += toNumber(r.kurus)
    else sum.creditedKurus += toNumber(r.kurus)
    sums.set(r.rideId, sum)
  }
  return sums
}

/**
 * Takes the staff member's row lock for the rest of the transaction (PostgreSQL: a row lock;
 * SQLite: the write lock), so two entries by the same person at once read their day's total one
 * after the other and cannot both pass the day's limit.
 */
export async function lockStaffMember(trx: Db, staffId: string): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', staffId)
    .execute()
}

/** What SUPPORT staff (all of them) have given on a ride so far, in kuruş. */
export async function supportKurusOnRide(db: Db, rideId: string): Promise<number> {
  const row = await db
    .selectFrom('ride_adjustments')
    .innerJoin('users', 'users.id', 'ride_adjustments.createdBy')
    .select(sql<number | string>`coalesce(sum(${sql.ref('ride_adjustments.amountKurus')}), 0)`.as('kurus'))
    .where('ride_adjustments.rideId', '=', rideId)
    .where('users.userType', 'in', ['SUPPORT', 'support'])
    .executeTakeFirst()
  return toNumber(row?.kurus)
}

/** What one staff member has given since `sinceIso` (their day), on every ride, in kuruş (ride_adjustments_createdBy_idx). */
export async function staffKurusSince(db: Db, staffId: string, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('ride_adjustments')
    .select(sql<number | string>`coalesce(sum(${sql.ref('amountKurus')}), 0)`.as('kurus'))
    .where('createdBy', '=', staffId)
    .where('createdAt', '>=', sinceIso)
    .executeTakeFirst()
  return toNumber(row?.kurus)
}
