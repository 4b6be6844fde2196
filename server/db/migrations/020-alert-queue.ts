import type { ColumnDataType, Kysely } from 'kysely'
import type { Dialect } from '../database.ts'
import { columnTypes } from './column-types.ts'

/**
 * The alerts become a queue operations work through (issue 25): each is OPEN, then TAKEN by a staff
 * member (who may write an answer), then CLOSED. One alert per ride and kind stays the key (011).
 * The queue is read newest first per status (ride_alerts_status_raised_idx).
 */
export function migration020(dialect: Dialect) {
  const t = columnTypes(dialect)
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('ride_alerts')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('OPEN'))
        .execute()
      // SQLite adds one column per statement
      const columns: [string, ColumnDataType][] = [
        ['takenBy', 'text'],
        ['takenAt', t.timestamp],
        ['answer', 'text'],
        ['answeredAt', t.timestamp],
        ['closedBy', 'text'],
        ['closedAt', t.timestamp],
      ]
      for (const [name, type] of columns) await db.schema.alterTable('ride_alerts').addColumn(name, type).execute()
      await db.schema
        .createIndex('ride_alerts_status_raised_idx')
        .on('ride_alerts')
        .columns(['status', 'raisedAt', 'rideId', 'kind'])
        .execute()
    },
  }
}
