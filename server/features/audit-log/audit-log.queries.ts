import type { Page } from '#shared/schemas/api-responses.ts'
import type { AuditLogQuery, StaffAction } from '#shared/schemas/admin.ts'
import type { Selectable } from 'kysely'
import { toIso, type Db } from '#server/db/database.ts'
import type { StaffActionsTable } from '#server/db/schema.ts'
import { newestFirstPage } from '#server/db/keyset.ts'

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
