import type { SelectQueryBuilder } from 'kysely'
import type { Page } from '#shared/schemas/api-responses.ts'
import { HttpError } from '#server/core/http-errors.ts'

/** Opaque keyset cursor: the (createdAt, id) of the last row of a page. */
export function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(`${createdAt}|${id}`).toString('base64url')
}

export function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|')
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt))) {
    throw new HttpError(400, 'INVALID_CURSOR', 'The cursor is not valid.')
  }
  return { createdAt: new Date(createdAt).toISOString(), id }
}

type Keyed = { createdAt: string | Date; id: string }

/**
 * One page of a table that has `createdAt` and `id`, newest first, after `cursor`: the shape every
 * list of the API shares (and the (…, createdAt desc, id desc) indexes serve).
 */
export async function newestFirstPage<DB, TB extends keyof DB, Row extends Keyed, Item extends { createdAt: string; id: string }>(
  query: SelectQueryBuilder<DB, TB, Row>,
  options: { limit: number; cursor?: string },
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  // Kysely cannot see that both tables have these columns through the generic: name them loosely
  let q = query as unknown as SelectQueryBuilder<Record<string, Keyed>, string, Row>
  if (options.cursor) {
    const after = decodeCursor(options.cursor)
    // A row value, not `a < x or (a = x and b < y)`: both databases seek the index to it directly
    q = q.where((eb) => eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(after.createdAt, after.id)))
  }
  const rows = await q.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(options.limit + 1).execute()
  const items = rows.slice(0, options.limit).map(toItem)
  const last = items[items.length - 1]
  return { items, nextCursor: rows.length > options.limit && last ? encodeCursor(last.createdAt, last.id) : null }
}
