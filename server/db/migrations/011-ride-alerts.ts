import type { Kysely } from 'kysely'
import type { Dialect } from '../database.ts'
import { columnTypes } from './column-types.ts'

/**
 * Alerts for operations about a ride under way (issue 22, item 15): raised by the sweep, once per
 * ride and kind (`DRIVER_SILENT`: the driver stopped reporting positions while on the ride). The
 * live-operations screen lists them (the long-ride flag stays `rides.flaggedAt`, migration 003).
 */
export function migration011(dialect: Dialect) {
  const t = columnTypes(dialect)
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ride_alerts')
        .addColumn('rideId', 'text', (c) => c.notNull().references('rides.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('driverId', 'text')
        .addColumn('raisedAt', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('ride_alerts_pk', ['rideId', 'kind'])
        .execute()
      // the operations list: newest first
      await db.schema.createIndex('ride_alerts_raised_idx').on('ride_alerts').column('raisedAt').execute()
    },
  }
}
