import type { Selectable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import type { AccountDeletionRequestsTable } from '#server/db/schema.ts'

/** Requests oldest first, for the operations CLI. */
export async function listDeletionRequests(db: Db): Promise<Selectable<AccountDeletionRequestsTable>[]> {
  return db.selectFrom('account_deletion_requests').selectAll().orderBy('createdAt', 'asc').execute()
}
