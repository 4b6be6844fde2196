import type { SelectQueryBuilder } from 'kysely'
import { newestFirstPage } from '#server/core/keyset.ts'

/** Rows per page of an export: the most an export holds in memory at once (decision 025). */
export const EXPORT_BATCH = 1000

/** A page as every paged read of the server gives it: its items and the cursor of the next, if any. */
export type CursorPage<Item> = { items: Item[]; nextCursor?: string | null }

/**
 * Every page of a paged read, one at a time: the next page is read only when the previous one has
 * been taken (by a CSV or PDF stream, so with backpressure), so memory stays flat however long the list.
 */
export async function* pageByPage<Item>(
  readPage: (cursor: string | undefined) => Promise<CursorPage<Item>>,
): AsyncGenerator<Item[]> {
  let cursor: string | undefined
  do {
    const page = await readPage(cursor)
    yield page.items
    cursor = page.nextCursor ?? undefined
  } while (cursor)
}

/** The items of `pageByPage`, one by one. */
export async function* itemByItem<Item>(
  readPage: (cursor: string | undefined) => Promise<CursorPage<Item>>,
): AsyncGenerator<Item> {
  for await (const items of pageByPage(readPage)) yield* items
}

/** Every row of a newest-first query (a list's own query), one keyset page of `batch` at a time. */
export function keysetRows<
  DB,
  TB extends keyof DB,
  Row extends { createdAt: string | Date; id: string },
  Item extends { createdAt: string; id: string },
>(query: SelectQueryBuilder<DB, TB, Row>, toItem: (row: Row) => Item, batch = EXPORT_BATCH): AsyncGenerator<Item> {
  return itemByItem((cursor) => newestFirstPage(query, { limit: batch, cursor }, toItem))
}
