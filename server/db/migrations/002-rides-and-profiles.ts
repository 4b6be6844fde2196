import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import type { Dialect } from '../database.ts'
import { columnTypes } from './column-types.ts'

/** Spec §3 entities beyond the user: driver profile, membership, favourites, rides, deletion requests. */
export function migration002(dialect: Dialect) {
  const t = columnTypes(dialect)
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('driver_profiles')
        .addColumn('userId', 'text', (c) => c.primaryKey().notNull().references('users.id').onDelete('cascade'))
        .addColumn('licenseNumber', 'text')
        .addColumn('isVerified', t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        .addColumn('isOnline', t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        .addColumn('vehicleBrand', 'text')
        .addColumn('vehicleModel', 'text')
        .addColumn('vehicleYear', 'integer')
        .addColumn('vehiclePlate', 'text')
        .addColumn('vehicleColor', 'text')
        .execute()

      await db.schema
        .createTable('passenger_memberships')
        .addColumn('userId', 'text', (c) => c.primaryKey().notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull().check(sqlIn('type', ['FREE', 'PREMIUM'])))
        .addColumn('amountKurus', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('isPaid', t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        .addColumn('paidAt', t.timestamp)
        .addColumn('paymentMethod', 'text')
        .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('validUntil', t.timestamp)
        .execute()

      await db.schema
        .createTable('favorite_locations')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text')
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema
        .createIndex('favorite_locations_userId_idx')
        .on('favorite_locations')
        .columns(['userId', 'position'])
        .execute()

      await db.schema
        .createTable('rides')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('passengerId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('driverId', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('fareKurus', 'integer', (c) => c.notNull().check(sqlNonNegative('fareKurus')))
        .addColumn('distanceMetres', 'integer', (c) => c.notNull().check(sqlNonNegative('distanceMetres')))
        .addColumn('durationSeconds', 'integer', (c) => c.notNull().check(sqlNonNegative('durationSeconds')))
        .addColumn('pickupAddress', 'text', (c) => c.notNull())
        .addColumn('dropoffAddress', 'text', (c) => c.notNull())
        .addColumn('createdAt', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute()
      // Keyset pagination reads: newest first per passenger, per driver, per status.
      await db.schema
        .createIndex('rides_passenger_createdAt_idx')
        .on('rides')
        .columns(['passengerId', 'createdAt desc', 'id desc'])
        .execute()
      await db.schema
        .createIndex('rides_driver_createdAt_idx')
        .on('rides')
        .columns(['driverId', 'createdAt desc', 'id desc'])
        .execute()
      await db.schema
        .createIndex('rides_status_createdAt_idx')
        .on('rides')
        .columns(['status', 'createdAt desc', 'id desc'])
        .execute()
      await db.schema.createIndex('rides_createdAt_idx').on('rides').columns(['createdAt desc', 'id desc']).execute()

      await db.schema
        .createTable('account_deletion_requests')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('firstName', 'text', (c) => c.notNull())
        .addColumn('lastName', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('tr'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('RECEIVED'))
        .addColumn('createdAt', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute()
      await db.schema
        .createIndex('account_deletion_requests_createdAt_idx')
        .on('account_deletion_requests')
        .column('createdAt')
        .execute()
    },
  }
}

const sqlIn = (column: string, values: string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`
const sqlNonNegative = (column: string) => sql`${sql.ref(column)} >= 0`
