import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.ts'
import { columnTypes } from './column-types.ts'

/**
 * Staff (issue 14): better-auth's two-factor tables (`users.twoFactorEnabled`, `two_factors`), and
 * the append-only audit log of staff actions. Nothing in the product updates or deletes a
 * `staff_actions` row, and the database refuses it too (a trigger on both dialects).
 */
export function migration007(dialect: Dialect) {
  const t = columnTypes(dialect)
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('twoFactorEnabled', t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        .execute()
      await db.schema
        .createTable('two_factors')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('backupCodes', 'text', (c) => c.notNull())
        .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('verified', t.boolean, (c) => c.notNull().defaultTo(t.bool(true)))
        .addColumn('failedVerificationCount', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('lockedUntil', t.authTimestamp)
        .execute()
      await db.schema.createIndex('two_factors_user').on('two_factors').column('userId').execute()
      await db.schema.createIndex('two_factors_secret').on('two_factors').column('secret').execute()
      await createUserSearchIndexes(db)
      await createStaffActions(db, dialect)
    },
  }
}

/** The back-office finds a user by e-mail or phone, newest first, and lists staff (issue 14). */
async function createUserSearchIndexes(db: Kysely<unknown>) {
  await db.schema
    .createIndex('users_email_createdAt_idx')
    .on('users')
    .columns(['email', 'createdAt desc', 'id desc'])
    .execute()
  await db.schema
    .createIndex('users_phone_createdAt_idx')
    .on('users')
    .columns(['phone', 'createdAt desc', 'id desc'])
    .execute()
  // a partial index: the staff list walks only the staff, in keyset order
  await db.schema
    .createIndex('users_staff_createdAt_idx')
    .on('users')
    .columns(['createdAt desc', 'id desc'])
    .where(sql.ref('userType'), 'in', ['ADMIN', 'SUPPORT'])
    .execute()
}

async function createStaffActions(db: Kysely<unknown>, dialect: Dialect) {
  const t = columnTypes(dialect)
  await db.schema
    .createTable('staff_actions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actorId', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('recordType', 'text', (c) => c.notNull())
    .addColumn('recordId', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute()
  // keyset paging newest first: all, by record, by actor
  await db.schema.createIndex('staff_actions_time').on('staff_actions').columns(['createdAt desc', 'id desc']).execute()
  await db.schema
    .createIndex('staff_actions_record')
    .on('staff_actions')
    .columns(['recordType', 'recordId', 'createdAt desc', 'id desc'])
    .execute()
  await db.schema
    .createIndex('staff_actions_actor')
    .on('staff_actions')
    .columns(['actorId', 'createdAt desc', 'id desc'])
    .execute()
  if (dialect === 'postgres') {
    await sql`create function staff_actions_append_only() returns trigger language plpgsql as $$
      begin raise exception 'staff_actions is append-only'; end $$`.execute(db)
    await sql`create trigger staff_actions_no_change before update or delete on staff_actions
      for each row execute function staff_actions_append_only()`.execute(db)
  } else {
    await sql`create trigger staff_actions_no_update before update on staff_actions
      begin select raise(abort, 'staff_actions is append-only'); end`.execute(db)
    await sql`create trigger staff_actions_no_delete before delete on staff_actions
      begin select raise(abort, 'staff_actions is append-only'); end`.execute(db)
  }
}
