import type { Kysely } from 'kysely'
import type { Dialect } from '../database.ts'
import { columnTypes } from './column-types.ts'

/** better-auth's tables with the spec's §3 profile fields on `users` (checked against better-auth in db.test.ts). */
// Over 80 lines on purpose: a shipped migration is frozen history, one list of statements, never refactored.
export function migration001(dialect: Dialect) {
  const t = columnTypes(dialect)
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('emailVerified', t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        .addColumn('image', 'text')
        .addColumn('createdAt', t.authTimestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn('updatedAt', t.authTimestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn('firstName', 'text', (c) => c.notNull())
        .addColumn('lastName', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('city', 'text')
        .addColumn('userType', 'text', (c) => c.notNull().defaultTo('PASSENGER'))
        .addColumn('membershipType', 'text', (c) => c.notNull().defaultTo('FREE'))
        .addColumn('membershipStatus', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('isActive', t.boolean, (c) => c.notNull().defaultTo(t.bool(true)))
        .addColumn('totalRides', 'integer')
        .addColumn('ratingCenti', 'integer')
        .addColumn('balanceKurus', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema
        .createIndex('users_userType_createdAt_idx')
        .on('users')
        .columns(['userType', 'createdAt desc', 'id'])
        .execute()

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('expiresAt', t.authTimestamp, (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('createdAt', t.authTimestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn('updatedAt', t.authTimestamp, (c) => c.notNull())
        .addColumn('ipAddress', 'text')
        .addColumn('userAgent', 'text')
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .execute()
      await db.schema.createIndex('sessions_userId_idx').on('sessions').column('userId').execute()

      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('accountId', 'text', (c) => c.notNull())
        .addColumn('providerId', 'text', (c) => c.notNull())
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('accessToken', 'text')
        .addColumn('refreshToken', 'text')
        .addColumn('idToken', 'text')
        .addColumn('accessTokenExpiresAt', t.authTimestamp)
        .addColumn('refreshTokenExpiresAt', t.authTimestamp)
        .addColumn('scope', 'text')
        .addColumn('password', 'text')
        .addColumn('createdAt', t.authTimestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn('updatedAt', t.authTimestamp, (c) => c.notNull())
        .execute()
      await db.schema.createIndex('accounts_userId_idx').on('accounts').column('userId').execute()

      await db.schema
        .createTable('verifications')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('identifier', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('expiresAt', t.authTimestamp, (c) => c.notNull())
        .addColumn('createdAt', t.authTimestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn('updatedAt', t.authTimestamp, (c) => c.notNull().defaultTo(t.now))
        .execute()
      await db.schema.createIndex('verifications_identifier_idx').on('verifications').column('identifier').execute()

      await db.schema
        .createTable('rate_limits')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('lastRequest', t.bigint, (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('sign_in_failures')
        .addColumn('email', 'text', (c) => c.primaryKey().notNull())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('firstFailureAt', t.bigint, (c) => c.notNull())
        .addColumn('lockedUntil', t.bigint)
        .execute()
    },
  }
}
