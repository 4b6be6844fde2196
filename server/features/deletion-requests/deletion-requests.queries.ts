import type { Insertable, Selectable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import type { AccountDeletionRequestsTable } from '#server/db/schema.ts'

export async function insertDeletionRequest(db: Db, request: Insertable<AccountDeletionRequestsTable>): Promise<void> {
  await db.insertInto('account_deletion_requests').values(request).execute()
}

/** Requests oldest first, for the operations CLI. */
export async function listDeletionRequests(db: Db): Promise<Selectable<AccountDeletionRequestsTable>[]> {
  return db.selectFrom('account_deletion_requests').selectAll().orderBy('createdAt', 'asc').execute()
}
