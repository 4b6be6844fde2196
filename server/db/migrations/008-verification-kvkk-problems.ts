import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.ts'
import { columnTypes } from './column-types.ts'

/**
 * Issue 14, part B:
 * - `problem_reports`: a passenger's or driver's complaint (İBB's types, plus a ride missing from a
 *   driver's weekly statement), answered and closed by staff; keyset-paged per reporter and per status.
 * - `driver_documents`: one record per driver and kind (licence, permit, registration, inspection,
 *   insurance) with its dates as Istanbul calendar days (`YYYY-MM-DD`, compared as text);
 *   `driver_profiles.verificationStatus` (PENDING | VERIFIED | REJECTED) with the rejection reason.
 * - KVKK: every deletion request gets a reference (`KVKK-2026-000123`) from a per-year counter, the
 *   requesting account when signed in, and the staff's answer (status reason, completion time).
 */
export function migration008(dialect: Dialect) {
  const t = columnTypes(dialect)
  return {
    async up(db: Kysely<unknown>) {
      await problemReports(db, t)
      await driverDocuments(db, t)
      await kvkkReferences(db, t)
    },
  }
}

type Types = ReturnType<typeof columnTypes>

async function problemReports(db: Kysely<unknown>, t: Types) {
  await db.schema
    .createTable('problem_reports')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('reporterId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rideId', 'text', (c) => c.references('rides.id').onDelete('set null'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('statementWeek', 'text')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('tr'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('OPEN'))
    .addColumn('answer', 'text')
    .addColumn('answeredBy', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('answeredAt', t.timestamp)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('problem_reports_reporter_idx')
    .on('problem_reports')
    .columns(['reporterId', 'createdAt', 'id'])
    .execute()
  await db.schema
    .createIndex('problem_reports_status_idx')
    .on('problem_reports')
    .columns(['status', 'createdAt', 'id'])
    .execute()
  await db.schema.createIndex('problem_reports_ride_idx').on('problem_reports').column('rideId').execute()
}

async function driverDocuments(db: Kysely<unknown>, t: Types) {
  await db.schema
    .createTable('driver_documents')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('driverId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('issuedOn', 'text', (c) => c.notNull())
    .addColumn('expiresOn', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('driver_documents_driver_kind_idx')
    .unique()
    .on('driver_documents')
    .columns(['driverId', 'kind'])
    .execute()
  await db.schema
    .createIndex('driver_documents_expiry_idx')
    .on('driver_documents')
    .columns(['expiresOn', 'id'])
    .execute()
  await db.schema
    .alterTable('driver_profiles')
    .addColumn('verificationStatus', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .execute()
  await db.schema.alterTable('driver_profiles').addColumn('verificationReason', 'text').execute()
  await db.schema.alterTable('driver_profiles').addColumn('verificationChangedAt', t.timestamp).execute()
  await sql`update driver_profiles set "verificationStatus" = 'VERIFIED' where "isVerified" = ${t.bool(true)}`.execute(
    db,
  )
  await db.schema
    .createIndex('driver_profiles_verification_idx')
    .on('driver_profiles')
    .columns(['verificationStatus', 'userId'])
    .execute()
}

async function kvkkReferences(db: Kysely<unknown>, t: Types) {
  await db.schema
    .createTable('kvkk_reference_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey().notNull())
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute()
  const table = () => db.schema.alterTable('account_deletion_requests')
  await table().addColumn('reference', 'text').execute()
  await table()
    .addColumn('userId', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute()
  await table()
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('DELETION'))
    .execute()
  await table().addColumn('statusReason', 'text').execute()
  await table().addColumn('updatedAt', t.timestamp).execute()
  await table().addColumn('completedAt', t.timestamp).execute()
  await db.schema
    .createIndex('account_deletion_requests_reference_idx')
    .unique()
    .on('account_deletion_requests')
    .column('reference')
    .execute()
  await db.schema
    .createIndex('account_deletion_requests_status_idx')
    .on('account_deletion_requests')
    .columns(['status', 'createdAt', 'id'])
    .execute()
  await db.schema
    .createIndex('account_deletion_requests_user_idx')
    .on('account_deletion_requests')
    .columns(['userId', 'createdAt'])
    .execute()
}
