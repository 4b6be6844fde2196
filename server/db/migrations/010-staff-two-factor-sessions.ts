import type { Kysely } from 'kysely'
import type { Dialect } from '../database.ts'
import { columnTypes } from './column-types.ts'

/**
 * Staff two-factor (issue 22, items 2 and 4; decision 041): `two_factors.lastTotpStep` is the last
 * TOTP time step accepted for the account, so a code is refused once used (RFC 6238 §5.2);
 * `sessions.twoFactorVerified` says that this session itself entered a code. Sessions made before
 * this migration did not record it: they start false, so staff sign in once more after it.
 */
export function migration010(dialect: Dialect) {
  const t = columnTypes(dialect)
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('two_factors').addColumn('lastTotpStep', 'integer').execute()
      await db.schema
        .alterTable('sessions')
        .addColumn('twoFactorVerified', t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        .execute()
    },
  }
}
