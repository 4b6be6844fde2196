import type { Kysely } from 'kysely'
import type { Dialect } from '../database.ts'
import { columnTypes } from './column-types.ts'

/**
 * KVKK requester verification (issue 22, item 13; decision 047): how the person asking was shown
 * to own the address (a link mailed to it and opened, signed in to the account, or staff with a
 * note), by whom and when; and the hash of the mailed link's token with its expiry. A deletion
 * completes only once verified.
 */
export function migration012(dialect: Dialect) {
  const t = columnTypes(dialect)
  return {
    async up(db: Kysely<unknown>) {
      const table = () => db.schema.alterTable('account_deletion_requests')
      await table().addColumn('verificationMethod', 'text').execute()
      await table().addColumn('verifiedAt', t.timestamp).execute()
      await table().addColumn('verifiedBy', 'text').execute()
      await table().addColumn('verificationNote', 'text').execute()
      await table().addColumn('verifyTokenHash', 'text').execute()
      await table().addColumn('verifyTokenExpiresAt', t.timestamp).execute()
      await db.schema
        .createIndex('account_deletion_requests_verify_token_idx')
        .unique()
        .on('account_deletion_requests')
        .column('verifyTokenHash')
        .execute()
    },
  }
}
