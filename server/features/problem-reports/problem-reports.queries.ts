import type { Insertable, Selectable } from 'kysely'
import type { Page } from '#shared/schemas/api-responses.ts'
import { toIso, type Db } from '#server/db/database.ts'
import { newestFirstPage } from '#server/core/keyset.ts'
import type { ProblemReportsTable } from '#server/db/schema-cases.ts'

export type ProblemReportRow = Selectable<ProblemReportsTable>

export async function insertProblemReport(db: Db, row: Insertable<ProblemReportsTable>): Promise<void> {
  await db.insertInto('problem_reports').values(row).execute()
}

/** The ride's two parties, or undefined when there is no such ride. */
export async function rideParties(db: Db, rideId: string) {
  return db
    .selectFrom('rides')
    .select(['passengerId', 'driverId', 'status'])
    .where('id', '=', rideId)
    .executeTakeFirst()
}

export async function findProblemReport(db: Db, id: string): Promise<ProblemReportRow | undefined> {
  return db.selectFrom('problem_reports').selectAll().where('id', '=', id).executeTakeFirst()
}

/** One reporter's reports, newest first (index problem_reports_reporter_idx). */
export async function listReportsOf<Item extends { createdAt: string; id: string }>(
  db: Db,
  filter: { reporterId: string; status?: string; limit: number; cursor?: string },
  toItem: (row: ProblemReportRow) => Item,
): Promise<Page<Item>> {
  let query = db.selectFrom('problem_reports').selectAll().where('reporterId', '=', filter.reporterId)
  if (filter.status) query = query.where('status', '=', filter.status)
  return newestFirstPage(query, filter, toItem)
}

/** Staff's queue: one status, newest first (index problem_reports_status_idx). */
export async function listReportsByStatus<Item extends { createdAt: string; id: string }>(
  db: Db,
  filter: { status: string; limit: number; cursor?: string },
  toItem: (row: ProblemReportRow) => Item,
): Promise<Page<Item>> {
  return newestFirstPage(reportsOfStatus(db, filter.status), filter, toItem)
}

/** Reports of one status, or every report for `ALL`: the staff list and its CSV select the same rows. */
export function reportsOfStatus(db: Db, status: string) {
  const query = db.selectFrom('problem_reports').selectAll()
  return status === 'ALL' ? query : query.where('status', '=', status)
}

export async function updateProblemReport(
  db: Db,
  id: string,
  expectedStatus: readonly string[],
  changes: Partial<Pick<ProblemReportRow, 'status' | 'answer' | 'answeredBy'>> & {
    answeredAt?: string
    updatedAt: string
  },
): Promise<boolean> {
  const result = await db
    .updateTable('problem_reports')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', expectedStatus)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Open reports and the oldest one's time, for the staff overview (index problem_reports_status_idx). */
export async function countOpenReports(db: Db): Promise<{ open: number; oldestCreatedAt: string | Date | null }> {
  const row = await db
    .selectFrom('problem_reports')
    .select((eb) => [eb.fn.countAll<number | string>().as('open'), eb.fn.min('createdAt').as('oldest')])
    .where('status', '=', 'OPEN')
    .executeTakeFirstOrThrow()
  return { open: Number(row.open), oldestCreatedAt: (row.oldest as string | Date | null) ?? null }
}

/** Name, e-mail and type of each reporter, by id. */
export async function reportersOf(db: Db, ids: string[]) {
  if (!ids.length) return new Map<string, { id: string; name: string; email: string; userType: string }>()
  const rows = await db.selectFrom('users').select(['id', 'name', 'email', 'userType']).where('id', 'in', ids).execute()
  return new Map(rows.map((r) => [r.id, r]))
}

/** The ride a report is about, with its event timeline (ride_events_ride_idx). */
export async function rideWithTimeline(db: Db, rideId: string) {
  const ride = await db
    .selectFrom('rides')
    .leftJoin('users', 'users.id', 'rides.driverId')
    .leftJoin('driver_profiles', 'driver_profiles.userId', 'rides.driverId')
    .select([
      'rides.id',
      'rides.status',
      'rides.fareKurus',
      'rides.tollsKurus',
      'rides.paymentMethod',
      'rides.driverId',
      'rides.pickupAddress',
      'rides.dropoffAddress',
      'rides.createdAt',
      'users.name as driverName',
      'users.phone as driverPhone',
      'driver_profiles.vehiclePlate',
    ])
    .where('rides.id', '=', rideId)
    .executeTakeFirst()
  if (!ride) return null
  const events = await db.selectFrom('ride_events').selectAll().where('rideId', '=', rideId).orderBy('id').execute()
  return {
    id: ride.id,
    status: ride.status,
    fareKurus: Number(ride.fareKurus),
    tollsKurus: Number(ride.tollsKurus),
    paymentMethod: ride.paymentMethod,
    driver: ride.driverId
      ? {
          id: ride.driverId,
          name: ride.driverName ?? '',
          plate: ride.vehiclePlate ?? null,
          phone: ride.driverPhone || null,
        }
      : null,
    pickupAddress: ride.pickupAddress,
    dropoffAddress: ride.dropoffAddress,
    createdAt: toIso(ride.createdAt),
    timeline: events.map((e) => ({
      from: e.fromStatus,
      to: e.toStatus,
      actor: e.actor,
      at: toIso(e.at),
      reason: e.reason,
    })),
  }
}
