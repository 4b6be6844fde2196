import type { Kysely } from 'kysely'
import type { Dialect } from '../database.ts'
import { columnTypes } from './column-types.ts'

/**
 * Sign-in by SMS code (issue 23; decision 049). better-auth's phone-number plugin keeps its
 * `phoneNumber` on our existing `users.phone` column (one number, one account: decision 039), and
 * adds `phoneNumberVerified`: true once the owner typed a code sent to that number. Accounts made
 * before this migration start unverified; their first SMS sign-in verifies the number.
 */
export function migration015(dialect: Dialect) {
  const t = columnTypes(dialect)
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('phoneNumberVerified', t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        .execute()
    },
  }
}
