import type { Kysely } from 'kysely'
import type { Dialect } from '../database.ts'
import { columnTypes } from './column-types.ts'

/**
 * Refunds, credits and fare corrections (issue 25, decision 057): a ledger, one row per staff
 * action, never updated. A passenger's balance is `users.balanceKurus` plus their refunds and
 * credits; a driver's statement takes off the fare corrections of its week. `sequence` numbers a
 * ride's rows 1, 2, 3…: two staff acting on one ride at once both read the same sum, and the unique
 * (rideId, sequence) lets only one of them write, on SQLite and PostgreSQL alike.
 */
export function migration017(dialect: Dialect) {
  const t = columnTypes(dialect)
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ride_adjustments')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('rideId', 'text', (c) => c.notNull().references('rides.id'))
        .addColumn('sequence', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('passengerId', 'text', (c) => c.notNull())
        .addColumn('driverId', 'text')
        .addColumn('amountKurus', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('problemReportId', 'text', (c) => c.references('problem_reports.id'))
        .addColumn('createdBy', 'text', (c) => c.notNull())
        .addColumn('createdAt', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('ride_adjustments_ride_sequence_key', ['rideId', 'sequence'])
        .execute()
      await db.schema
        .createIndex('ride_adjustments_passenger_idx')
        .on('ride_adjustments')
        .columns(['passengerId', 'kind'])
        .execute()
      await db.schema
        .createIndex('ride_adjustments_driver_createdAt_idx')
        .on('ride_adjustments')
        .columns(['driverId', 'createdAt'])
        .execute()
    },
  }
}
