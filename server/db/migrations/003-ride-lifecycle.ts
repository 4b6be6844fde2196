import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.ts'
import { columnTypes } from './column-types.ts'

/**
 * The ride lifecycle (issue 12): lifecycle columns on rides (all nullable or defaulted, so the
 * rides made before stay valid), the ride_events history, driver presence, offers and rating totals.
 */
export function migration003(dialect: Dialect) {
  const t = columnTypes(dialect)
  const double = dialect === 'postgres' ? 'double precision' : 'real'
  return {
    async up(db: Kysely<unknown>) {
      const rides = () => db.schema.alterTable('rides')
      // SQLite adds one column per ALTER TABLE.
      await rides().addColumn('city', 'text').execute()
      for (const c of ['pickupLat', 'pickupLng', 'dropoffLat', 'dropoffLng'])
        await rides().addColumn(c, double).execute()
      await rides()
        .addColumn('paymentMethod', 'text', (c) => c.check(sql`"paymentMethod" in ('CASH', 'CARD', 'MOBILE')`))
        .execute()
      await rides().addColumn('statusChangedAt', t.timestamp).execute()
      await rides().addColumn('assignedAt', t.timestamp).execute()
      await rides().addColumn('cancelledBy', 'text').execute()
      await rides().addColumn('cancelReason', 'text').execute()
      await rides()
        .addColumn('cancellationFeeKurus', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`"cancellationFeeKurus" >= 0`),
        )
        .execute()
      await rides()
        .addColumn('ratingForDriver', 'integer', (c) => c.check(sql`"ratingForDriver" between 1 and 5`))
        .execute()
      await rides().addColumn('ratingForDriverComment', 'text').execute()
      await rides()
        .addColumn('ratingForPassenger', 'integer', (c) => c.check(sql`"ratingForPassenger" between 1 and 5`))
        .execute()
      await rides().addColumn('ratingForPassengerComment', 'text').execute()
      await rides().addColumn('idempotencyKey', 'text').execute()
      await rides().addColumn('requestHash', 'text').execute()
      await rides().addColumn('flaggedAt', t.timestamp).execute()
      // Rides made before the lifecycle entered their status when they were made.
      await sql`update rides set "statusChangedAt" = "createdAt"`.execute(db)
      // A retried request with the same Idempotency-Key finds its ride instead of making a second one.
      await db.schema
        .createIndex('rides_passenger_idempotency_key')
        .unique()
        .on('rides')
        .columns(['passengerId', 'idempotencyKey'])
        .execute()
      // The clock's sweep: requests waiting too long, rides in progress too long.
      await db.schema
        .createIndex('rides_status_changed_idx')
        .on('rides')
        .columns(['status', 'statusChangedAt'])
        .execute()
      // "Does this passenger already have a ride under way?"
      await db.schema.createIndex('rides_passenger_status_idx').on('rides').columns(['passengerId', 'status']).execute()

      await db.schema
        .createTable('ride_events')
        .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('rideId', 'text', (c) => c.notNull().references('rides.id').onDelete('cascade'))
        .addColumn('fromStatus', 'text')
        .addColumn('toStatus', 'text', (c) => c.notNull())
        .addColumn('actor', 'text', (c) =>
          c.notNull().check(sql`"actor" in ('passenger', 'driver', 'operations', 'system')`),
        )
        .addColumn('actorId', 'text')
        .addColumn('reason', 'text')
        .addColumn('at', t.timestamp, (c) => c.notNull())
        .execute()
      await db.schema.createIndex('ride_events_ride_idx').on('ride_events').columns(['rideId', 'id']).execute()

      // One row per driver, updated in place: the dispatch reads it by grid cell.
      await db.schema
        .createTable('driver_presence')
        .addColumn('driverId', 'text', (c) => c.primaryKey().notNull().references('users.id').onDelete('cascade'))
        .addColumn('isOnline', t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        .addColumn('city', 'text')
        .addColumn('lat', double)
        .addColumn('lng', double)
        .addColumn('cell', 'text')
        .addColumn('positionAtMs', t.bigint)
        .addColumn('activeRideId', 'text')
        .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
        .execute()
      // Only online drivers have a cell, so the index holds exactly the taxis a search can find.
      await db.schema.createIndex('driver_presence_cell_idx').on('driver_presence').column('cell').execute()

      await db.schema
        .createTable('ride_offers')
        .addColumn('rideId', 'text', (c) => c.notNull().references('rides.id').onDelete('cascade'))
        .addColumn('driverId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`"status" in ('OFFERED', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'WITHDRAWN')`),
        )
        .addColumn('distanceMetres', 'integer', (c) => c.notNull())
        .addColumn('offeredAt', t.timestamp, (c) => c.notNull())
        .addColumn('expiresAt', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('ride_offers_pk', ['rideId', 'driverId'])
        .execute()
      await db.schema
        .createIndex('ride_offers_driver_idx')
        .on('ride_offers')
        .columns(['driverId', 'status', 'expiresAt'])
        .execute()
      await db.schema.createIndex('ride_offers_status_idx').on('ride_offers').columns(['status', 'expiresAt']).execute()

      // Sum and count of the 1–5 ratings a user received, so the average is updated in O(1).
      await db.schema
        .createTable('rating_totals')
        .addColumn('userId', 'text', (c) => c.primaryKey().notNull().references('users.id').onDelete('cascade'))
        .addColumn('ratingSum', 'integer', (c) => c.notNull())
        .addColumn('ratingCount', 'integer', (c) => c.notNull())
        .execute()
    },
  }
}
