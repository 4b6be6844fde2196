import { sql } from 'kysely'
import type { WeekFigures } from '#shared/receipts/money.ts'
import type { WeekRange } from '#shared/receipts/week.ts'
import type { Page } from '#shared/schemas/api-responses.ts'
import type { StatementRide } from '#shared/schemas/receipts.ts'
import type { Db } from '#server/db/database.ts'
import { toIso, toNumber } from '#server/db/database.ts'
import { newestFirstPage } from '#server/core/keyset.ts'

const ZERO: WeekFigures = { completedRides: 0, cancellationsWithFee: 0, faresKurus: 0, feesKurus: 0, tollsKurus: 0 }

/**
 * A driver's figures for one week: one aggregate over a range of the (driverId, createdAt) index,
 * the counts and kuruş summed by the database. No GROUP BY (a sort of the rows in SQLite): a list
 * of weeks is one such query per week.
 */
export async function weekFigure(db: Db, driverId: string, week: WeekRange): Promise<WeekFigures> {
  const completed = sql`${sql.ref('status')} = 'COMPLETED'`
  const feeCancel = sql`${sql.ref('status')} = 'CANCELLED' and ${sql.ref('cancellationFeeKurus')} > 0`
  const row = await db
    .selectFrom('rides')
    .select([
      sql<number>`coalesce(sum(case when ${completed} then 1 else 0 end), 0)`.as('completedRides'),
      sql<number>`coalesce(sum(case when ${feeCancel} then 1 else 0 end), 0)`.as('cancellationsWithFee'),
      sql<number>`coalesce(sum(case when ${completed} then ${sql.ref('fareKurus')} else 0 end), 0)`.as('faresKurus'),
      sql<number>`coalesce(sum(case when ${feeCancel} then ${sql.ref('cancellationFeeKurus')} else 0 end), 0)`.as(
        'feesKurus',
      ),
      sql<number>`coalesce(sum(case when ${completed} then ${sql.ref('tollsKurus')} else 0 end), 0)`.as('tollsKurus'),
    ])
    .where('driverId', '=', driverId)
    .where('createdAt', '>=', week.startIso)
    .where('createdAt', '<', week.endIso)
    .executeTakeFirst()
  if (!row) return { ...ZERO }
  return {
    completedRides: toNumber(row.completedRides),
    cancellationsWithFee: toNumber(row.cancellationsWithFee),
    faresKurus: toNumber(row.faresKurus),
    feesKurus: toNumber(row.feesKurus),
    tollsKurus: toNumber(row.tollsKurus),
  }
}

/** The figures of consecutive weeks, in their order (the 12-week list and chart). */
export function weekFigures(db: Db, driverId: string, weeks: readonly WeekRange[]): Promise<WeekFigures[]> {
  return Promise.all(weeks.map((week) => weekFigure(db, driverId, week)))
}

/** One keyset page of the rides on a week's statement: completed, or cancelled with a fee. */
export function statementRidePage(
  db: Db,
  driverId: string,
  week: WeekRange,
  options: { limit: number; cursor?: string },
): Promise<Page<StatementRide>> {
  const query = db
    .selectFrom('rides')
    .select([
      'id',
      'createdAt',
      'status',
      'pickupAddress',
      'dropoffAddress',
      'fareKurus',
      'cancellationFeeKurus',
      'tollsKurus',
    ])
    .where('driverId', '=', driverId)
    .where('createdAt', '>=', week.startIso)
    .where('createdAt', '<', week.endIso)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'COMPLETED'),
        eb.and([eb('status', '=', 'CANCELLED'), eb('cancellationFeeKurus', '>', 0)]),
      ]),
    )
  return newestFirstPage(query, options, (row) => {
    const isCompleted = row.status === 'COMPLETED'
    return {
      id: row.id,
      createdAt: toIso(row.createdAt),
      status: row.status,
      pickupAddress: row.pickupAddress,
      dropoffAddress: row.dropoffAddress,
      // the statement counts a completed ride's fare and tolls, a cancelled one's fee
      fareKurus: isCompleted ? toNumber(row.fareKurus) : 0,
      cancellationFeeKurus: isCompleted ? 0 : toNumber(row.cancellationFeeKurus),
      tollsKurus: isCompleted ? toNumber(row.tollsKurus) : 0,
    }
  })
}
