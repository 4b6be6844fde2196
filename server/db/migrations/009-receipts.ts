import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.ts'

/**
 * Receipts and statements (issue 15): the tolls of a ride as their own integer kuruş column, so a
 * receipt shows fare, tolls and fee as separate lines (0 for every ride recorded before). Receipt
 * numbers are derived from the ride (decision 029) and week figures read the (driverId, createdAt)
 * and (passengerId, createdAt) indexes of migration 002, so nothing else is stored.
 */
export function migration009(_dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('rides')
        .addColumn('tollsKurus', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`"tollsKurus" >= 0`),
        )
        .execute()
    },
  }
}
