import { randomBytes } from 'node:crypto'
import type { Page } from '#shared/schemas/api-responses.ts'
import type { AuditLogQuery, StaffAction } from '#shared/schemas/admin.ts'
import type { Selectable } from 'kysely'
import { toIso, type Db } from '#server/db/database.ts'
import type { StaffActionsTable } from '#server/db/schema.ts'
import { newestFirstPage } from '#server/db/keyset.ts'

/** What one staff action changed. `before`/`after`: plain JSON values (the record's changed fields). */
export type NewStaffAction = {
  actorId: string
  /** A verb phrase in snake case: `user.deactivate`, `driver.approve`, `kvkk.complete`. */
  action: string
  /** The record's kind: `user`, `ride`, `driver_document`, `kvkk_request`… */
  recordType: string
  recordId: string
  before?: unknown
  after?: unknown
}

/**
 * Append one entry to the audit log (issue 14). Pass the transaction the change itself runs in, so
 * the change and its entry are saved together or not at all. There is no update or delete: the
 * table refuses both (a trigger, migration 007).
 */
export async function recordStaffAction(db: Db, entry: NewStaffAction, now: Date = new Date()): Promise<string> {
  const id = timeOrderedId()
  await db
    .insertInto('staff_actions')
    .values({
      id,
      actorId: entry.actorId,
      action: entry.action,
      recordType: entry.recordType,
      recordId: entry.recordId,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      createdAt: now.toISOString(),
    })
    .execute()
  return id
}

let sequence = 0

/**
 * A UUIDv7-like id: wall-clock milliseconds, then a per-process sequence, then randomness. Entries
 * of one instant (the app's clock can stand still in tests and demos) keep their order in the
 * (createdAt desc, id desc) keyset.
 */
function timeOrderedId(): string {
  sequence = (sequence + 1) % 0x10000
  const hex =
    Date.now().toString(16).padStart(12, '0') + sequence.toString(16).padStart(4, '0') + randomBytes(8).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

function parseJson(text: string | null): unknown {
  if (text == null) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** The log newest first, by record and/or actor (each filter served by its own index). */
export function staffActionsQuery(db: Db, filter: Omit<AuditLogQuery, 'limit' | 'cursor'>) {
  let query = db.selectFrom('staff_actions').selectAll()
  if (filter.recordType) query = query.where('recordType', '=', filter.recordType)
  if (filter.recordId) query = query.where('recordId', '=', filter.recordId)
  if (filter.actorId) query = query.where('actorId', '=', filter.actorId)
  return query
}

type StaffActionRow = Selectable<StaffActionsTable>

export function toStaffAction(row: StaffActionRow, actorName: string | null = null): StaffAction {
  return {
    id: row.id,
    actorId: row.actorId,
    actorName,
    action: row.action,
    recordType: row.recordType,
    recordId: row.recordId,
    before: parseJson(row.before),
    after: parseJson(row.after),
    createdAt: toIso(row.createdAt),
  }
}

/** "Name <e-mail>" of each actor of a page: one indexed read by primary key. */
export async function actorNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map()
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('id', 'in', [...new Set(ids)])
    .execute()
  return new Map(rows.map((r) => [r.id, `${r.name} <${r.email}>`]))
}

/** One keyset page of the audit log, newest first, with the actors' names. */
export async function listStaffActions(db: Db, query: AuditLogQuery): Promise<Page<StaffAction>> {
  const page = await newestFirstPage(staffActionsQuery(db, query), query, (row) => toStaffAction(row))
  const names = await actorNames(
    db,
    page.items.map((item) => item.actorId),
  )
  return { ...page, items: page.items.map((item) => ({ ...item, actorName: names.get(item.actorId) ?? null })) }
}
