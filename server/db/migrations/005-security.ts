import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.ts'

/**
 * Security fixes of issue 11:
 * - `api_rate_limits`: our own API limits, apart from better-auth's `rate_limits` (whose clean-up
 *   deletes rows older than its longest window, which would reset our hour-long windows early);
 *   one row per key, counted by a single atomic upsert.
 * - reset links were stored as `reset-password:<token>` in clear: they are dropped (the owners ask
 *   again); from now on better-auth stores only a SHA-256 of the identifier.
 */
export function migration005(dialect: Dialect) {
  void dialect
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('api_rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey().notNull())
        .addColumn('windowStart', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute()
      await sql`delete from verifications where identifier like 'reset-password:%'`.execute(db)
    },
  }
}
