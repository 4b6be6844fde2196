import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.ts'
import { columnTypes } from './column-types.ts'

/**
 * Issue 22, items 10 and 17. Cashback for a fare the tariff check calls "above" waits for
 * operations: `rides.pendingPoints` holds it (the passenger's `users.pendingPoints` is their sum,
 * kept in the same transactions), and `fareClearance` ('CONFIRMED' | 'REJECTED') with when and by
 * whom records how operations cleared it. `users_phone_idx`: registration refuses a phone number
 * another account has, so it looks the number up (not unique: older rows may share one).
 */
export function migration013(dialect: Dialect) {
  const t = columnTypes(dialect)
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('rides')
        .addColumn('pendingPoints', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`"pendingPoints" >= 0`),
        )
        .execute()
      await db.schema.alterTable('rides').addColumn('fareClearance', 'text').execute()
      await db.schema.alterTable('rides').addColumn('fareClearedAt', t.timestamp).execute()
      await db.schema.alterTable('rides').addColumn('fareClearedBy', 'text').execute()
      await db.schema
        .alterTable('users')
        .addColumn('pendingPoints', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`"pendingPoints" >= 0`),
        )
        .execute()
      await db.schema.createIndex('users_phone_idx').on('users').column('phone').execute()
    },
  }
}
