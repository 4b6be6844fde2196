import type { Kysely } from 'kysely'
import type { Dialect } from '../database.ts'
import { columnTypes } from './column-types.ts'

/**
 * KVKK at registration (issue 9): which version of the privacy notice (Aydınlatma Metni) the user
 * was shown, and the separate, opt-in consent to marketing messages (İYS) with when it was given.
 * Accounts made before this have no notice version (null) and no marketing consent.
 */
export function migration006(dialect: Dialect) {
  const t = columnTypes(dialect)
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('privacyNoticeVersion', 'text').execute()
      await db.schema.alterTable('users').addColumn('privacyNoticeShownAt', t.timestamp).execute()
      await db.schema
        .alterTable('users')
        .addColumn('marketingConsent', t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        .execute()
      await db.schema.alterTable('users').addColumn('marketingConsentAt', t.timestamp).execute()
    },
  }
}
