import type { Insertable, Selectable, Updateable } from 'kysely'
import type { Db } from '#server/db/database.ts'
import type { AccountDeletionRequestsTable } from '#server/db/schema.ts'
import { decodeCursor, encodeCursor } from '#server/core/keyset.ts'
import { KVKK_STATUSES, type KvkkListFilter } from '#shared/schemas/kvkk-requests.ts'

export type KvkkRequestRow = Selectable<AccountDeletionRequestsTable>

/** The next number of `year`'s references, by one atomic upsert (no two requests share one). */
export async function nextReferenceNumber(db: Db, year: number): Promise<number> {
  const row = await db
    .insertInto('kvkk_reference_counters')
    .values({ year, last: 1 })
    .onConflict((oc) =>
      oc.column('year').doUpdateSet((eb) => ({ last: eb(eb.ref('kvkk_reference_counters.last'), '+', 1) })),
    )
    .returning('last')
    .executeTakeFirstOrThrow()
  return Number(row.last)
}

export async function insertKvkkRequest(db: Db, row: Insertable<AccountDeletionRequestsTable>): Promise<void> {
  await db.insertInto('account_deletion_requests').values(row).execute()
}

export async function findKvkkRequest(db: Db, id: string): Promise<KvkkRequestRow | undefined> {
  return db.selectFrom('account_deletion_requests').selectAll().where('id', '=', id).executeTakeFirst()
}

export const OPEN_STATUSES = ['RECEIVED', 'IN_PROGRESS'] as const

/** The statuses a staff list filter shows: OPEN (the default view), ALL, or the one named. */
export function statusesOf(filter: KvkkListFilter): readonly string[] {
  if (filter === 'OPEN') return OPEN_STATUSES
  if (filter === 'ALL') return KVKK_STATUSES
  return [filter]
}

/** The signed-in user's open deletion request, if any (index account_deletion_requests_user_idx). */
export async function findOpenDeletionOf(db: Db, userId: string): Promise<KvkkRequestRow | undefined> {
  return db
    .selectFrom('account_deletion_requests')
    .selectAll()
    .where('userId', '=', userId)
    .where('kind', '=', 'DELETION')
    .where('status', 'in', OPEN_STATUSES)
    .executeTakeFirst()
}

/** The user's own requests, newest first (a handful per person: one page of 50). */
export async function listRequestsOf(db: Db, userId: string): Promise<KvkkRequestRow[]> {
  return db
    .selectFrom('account_deletion_requests')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(50)
    .execute()
}

/**
 * Staff's list of one status, OLDEST first: the nearest deadline on top (the deadline is the
 * receipt day + 30). Keyset on (createdAt, id) through account_deletion_requests_status_idx.
 */
export async function listRequestsByStatus(
  db: Db,
  filter: { statuses: readonly string[]; limit: number; cursor?: string },
): Promise<{ rows: KvkkRequestRow[]; nextCursor: string | null }> {
  let query = db.selectFrom('account_deletion_requests').selectAll().where('status', 'in', filter.statuses)
  if (filter.cursor) {
    const after = decodeCursor(filter.cursor)
    query = query.where((eb) => eb(eb.refTuple('createdAt', 'id'), '>', eb.tuple(after.createdAt, after.id)))
  }
  const rows = await query
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .limit(filter.limit + 1)
    .execute()
  const page = rows.slice(0, filter.limit)
  const last = page[page.length - 1]
  const lastAt = last ? new Date(last.createdAt).toISOString() : null
  return { rows: page, nextCursor: rows.length > filter.limit && last && lastAt ? encodeCursor(lastAt, last.id) : null }
}

/** Moves a request on only from one of `from` (so two staff cannot both answer it). */
export async function updateKvkkRequest(
  db: Db,
  id: string,
  from: readonly string[],
  changes: Updateable<AccountDeletionRequestsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('account_deletion_requests')
    .set(changes)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Open requests and the oldest one's receipt, for the staff overview. */
export async function countOpenRequests(db: Db): Promise<{ open: number; oldest: string | Date | null }> {
  const row = await db
    .selectFrom('account_deletion_requests')
    .select((eb) => [eb.fn.countAll<number | string>().as('open'), eb.fn.min('createdAt').as('oldest')])
    .where('status', 'in', OPEN_STATUSES)
    .executeTakeFirstOrThrow()
  return { open: Number(row.open), oldest: (row.oldest as string | Date | null) ?? null }
}

/** After a completed deletion the request keeps only its reference, dates and how it was verified. */
export async function wipeRequester(
  db: Db,
  id: string,
): Promise<{ email: string; firstName: string; lastName: string; reason: string }> {
  const wiped = { email: '', firstName: '', lastName: '', reason: '' }
  await db
    .updateTable('account_deletion_requests')
    .set({ ...wiped, verifyTokenHash: null, verifyTokenExpiresAt: null })
    .where('id', '=', id)
    .execute()
  return wiped
}

/** The hash of a new mailed link's token and its expiry (a new link replaces the old one). */
export async function setVerifyToken(db: Db, id: string, hash: string, expiresAt: string): Promise<void> {
  await db
    .updateTable('account_deletion_requests')
    .set({ verifyTokenHash: hash, verifyTokenExpiresAt: expiresAt })
    .where('id', '=', id)
    .execute()
}

export async function findByVerifyToken(db: Db, hash: string): Promise<KvkkRequestRow | undefined> {
  return db.selectFrom('account_deletion_requests').selectAll().where('verifyTokenHash', '=', hash).executeTakeFirst()
}

/** Records how the requester was verified, once: false when the request was already verified. */
export async function recordVerification(
  db: Db,
  id: string,
  verification: { method: string; at: string; by: string | null; note: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('account_deletion_requests')
    .set({
      verificationMethod: verification.method,
      verifiedAt: verification.at,
      verifiedBy: verification.by,
      verificationNote: verification.note,
      updatedAt: verification.at,
    })
    .where('id', '=', id)
    .where('verifiedAt', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** A user's name parts, for a request made signed in and for who verified one. */
export async function namesOf(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst()
}
