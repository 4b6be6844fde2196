import { sql } from 'kysely'
import type { WeekFigures } from '#shared/receipts/money.ts'
import type { WeekRange } from '#shared/receipts/week.ts'
import type { Page } from '#shared/schemas/api-responses.ts'
import type { StatementRide } from '#shared/schemas/receipts.ts'
import type { Db } from '#server/db/database.ts'
import { toIso, toNumber } from '#server/db/database.ts'
import { newestFirstPage } from '#server/db/keyset.ts'

const ZERO: WeekFigures = { completedRides: 0, cancellationsWithFee: 0, faresKurus: 0, feesKurus: 0, tollsKurus: 0 }

/**
 * A driver's figures for consecutive weeks (oldest first) in one query over a range of the
 * (driverId, createdAt) index: each ride goes to the week whose [start, end) holds its createdAt,
 * and the database sums counts and kuruş per week. Weeks without rides come back as zeros.
 */
export async function weekFigures(db: Db, driverId: string, weeks: readonly WeekRange[]): Promise<WeekFigures[]> {
  if (weeks.length === 0) return []
  // newest week first, so the first boundary a ride passes is its week
  const branches = weeks
    .map((w, i) => sql`when ${sql.ref('createdAt')} >= ${w.startIso} then ${sql.lit(i)}`)
    .reverse()
  const bucket = sql<number>`case ${sql.join(branches, sql` `)} end`
  const completed = sql`${sql.ref('status')} = 'COMPLETED'`
  const feeCancel = sql`${sql.ref('status')} = 'CANCELLED' and ${sql.ref('cancellationFeeKurus')} > 0`
  const rows = await db
    .selectFrom('rides')
    .select([
      bucket.as('week'),
      sql<number>`sum(case when ${completed} then 1 else 0 end)`.as('completedRides'),
      sql<number>`sum(case when ${feeCancel} then 1 else 0 end)`.as('cancellationsWithFee'),
      sql<number>`sum(case when ${completed} then ${sql.ref('fareKurus')} else 0 end)`.as('faresKurus'),
      sql<number>`sum(case when ${feeCancel} then ${sql.ref('cancellationFeeKurus')} else 0 end)`.as('feesKurus'),
      sql<number>`sum(case when ${completed} then ${sql.ref('tollsKurus')} else 0 end)`.as('tollsKurus'),
    ])
    .where('driverId', '=', driverId)
    .where('createdAt', '>=', weeks[0]!.startIso)
    .where('createdAt', '<', weeks[weeks.length - 1]!.endIso)
    // by position: PostgreSQL would not see the parameterised CASE of the select list as the same expression
    .groupBy(sql`1`)
    .execute()
  const result = weeks.map(() => ({ ...ZERO }))
  for (const row of rows) {
    const i = toNumber(row.week)
    result[i] = {
      completedRides: toNumber(row.completedRides),
      cancellationsWithFee: toNumber(row.cancellationsWithFee),
      faresKurus: toNumber(row.faresKurus),
      feesKurus: toNumber(row.feesKurus),
      tollsKurus: toNumber(row.tollsKurus),
    }
  }
  return result
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
    .select(['id', 'createdAt', 'status', 'pickupAddress', 'dropoffAddress', 'fareKurus', 'cancellationFeeKurus', 'tollsKurus'])
    .where('driverId', '=', driverId)
    .where('createdAt', '>=', week.startIso)
    .where('createdAt', '<', week.endIso)
    .where((eb) =>
      eb.or([eb('status', '=', 'COMPLETED'), eb.and([eb('status', '=', 'CANCELLED'), eb('cancellationFeeKurus', '>', 0)])]),
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
