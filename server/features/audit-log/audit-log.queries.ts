import type { Page } from '#shared/schemas/api-responses.ts'
import type { AuditLogQuery, StaffAction } from '#shared/schemas/admin.ts'
import type { Selectable } from 'kysely'
import { toIso, type Db } from '#server/db/database.ts'
import type { StaffActionsTable } from '#server/db/schema.ts'
import { newestFirstPage } from '#server/core/keyset.ts'

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
    recordName: null,
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

/** The record types whose id is a user's (`users.id`). */
const PERSON_RECORDS = new Set(['user', 'driver', 'staff'])
const STAFF_TYPES = new Set(['ADMIN', 'SUPPORT'])

/** A person as the log names them: staff in full, anyone else by first name and initial ("Mehmet D."). */
export function personLabel(u: { firstName: string; lastName: string; name: string; userType: string }): string {
  const first = u.firstName.trim()
  const last = u.lastName.trim()
  if (STAFF_TYPES.has(u.userType.toUpperCase())) return `${first} ${last}`.trim() || u.name
  return first ? (last ? `${first} ${last.charAt(0).toLocaleUpperCase('tr')}.` : first) : u.name
}

/** The names of the people a page's entries are about: one indexed read by primary key. */
async function recordNames(db: Db, items: StaffAction[]): Promise<Map<string, string>> {
  const ids = [...new Set(items.filter((i) => PERSON_RECORDS.has(i.recordType)).map((i) => i.recordId))]
  if (!ids.length) return new Map()
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'firstName', 'lastName', 'userType'])
    .where('id', 'in', ids)
    .execute()
  return new Map(rows.map((r) => [r.id, personLabel(r)]))
}

/** One keyset page of the audit log, newest first, with the actors' names and the people it is about. */
export async function listStaffActions(db: Db, query: AuditLogQuery): Promise<Page<StaffAction>> {
  const page = await newestFirstPage(staffActionsQuery(db, query), query, (row) => toStaffAction(row))
  const [names, people] = await Promise.all([
    actorNames(
      db,
      page.items.map((item) => item.actorId),
    ),
    recordNames(db, page.items),
  ])
  return {
    ...page,
    items: page.items.map((item) => ({
      ...item,
      actorName: names.get(item.actorId) ?? null,
      recordName: PERSON_RECORDS.has(item.recordType) ? (people.get(item.recordId) ?? null) : null,
    })),
  }
}
