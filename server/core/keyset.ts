import type { SelectQueryBuilder } from 'kysely'
import type { Page } from '#shared/schemas/api-responses.ts'
import { LocalizedHttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import type { Db } from '#server/db/database.ts'
import { preparedSelect } from '#server/db/prepared-statements.ts'

/** Opaque keyset cursor: the (createdAt, id) of the last row of a page. */
export function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(`${createdAt}|${id}`).toString('base64url')
}

/** 400 `INVALID_CURSOR`, said in the caller's language: a cursor that is not one of ours. */
export function invalidCursorError(): LocalizedHttpError {
  return new LocalizedHttpError(400, 'INVALID_CURSOR', (lang) => serverT(lang)('api.invalidCursor'))
}

export function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|')
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt))) throw invalidCursorError()
  return { createdAt: new Date(createdAt).toISOString(), id }
}

type Keyed = { createdAt: string | Date; id: string }

/**
 * One page of a table that has `createdAt` and `id`, newest first, after `cursor`: the shape every
 * list of the API shares (and the (…, createdAt desc, id desc) indexes serve).
 */
export async function newestFirstPage<
  DB,
  TB extends keyof DB,
  Row extends Keyed,
  Item extends { createdAt: string; id: string },
>(
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
  const rows = await q
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit + 1)
    .execute()
  return pageOf(rows, options.limit, toItem)
}

/** A page from up to `limit + 1` rows newest first: the extra row only says there is a next page. */
function pageOf<Row, Item extends { createdAt: string; id: string }>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
): Page<Item> {
  const items = rows.slice(0, limit).map(toItem)
  const last = items[items.length - 1]
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null }
}

type Filter = Record<string, string | undefined>
type AnySelect = SelectQueryBuilder<any, any, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * `newestFirstPage` for a list the dashboards and the spec's admin lists ask for on every load:
 * one statement per filter shape (which filters are given, whether a cursor is), compiled once
 * (`preparedSelect`); the filter values, the cursor and the page size are its parameters.
 * `build` must use each filter value only as a bound value, and decide nothing on it but presence.
 */
export function preparedNewestFirst<
  F extends Filter,
  Row extends Keyed,
  Item extends { createdAt: string; id: string },
>(
  build: (db: Db, filter: F) => SelectQueryBuilder<any, any, Row>, // eslint-disable-line @typescript-eslint/no-explicit-any
  toItem: (row: Row) => Item,
): (db: Db, filter: F & { limit: number; cursor?: string }) => Promise<Page<Item>> {
  const shapes = new Map<string, (db: Db, ...values: unknown[]) => Promise<Row[]>>()
  const statementOf = (given: string[], after: boolean) => {
    const key = `${given.join(',')}|${after}`
    let statement = shapes.get(key)
    if (!statement) {
      statement = preparedSelect(
        (db: Db, ...values: unknown[]) => {
          let q = build(db, Object.fromEntries(given.map((name, i) => [name, values[i]])) as F) as AnySelect
          if (after)
            q = q.where((eb) =>
              eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(values[given.length], values[given.length + 1])),
            )
          return q
            .orderBy('createdAt', 'desc')
            .orderBy('id', 'desc')
            .limit(values[values.length - 1] as number)
        },
        given.length + (after ? 2 : 0) + 1,
      ) as (db: Db, ...values: unknown[]) => Promise<Row[]>
      shapes.set(key, statement)
    }
    return statement
  }
  return async (db, { limit, cursor, ...filter }) => {
    const given = Object.keys(filter)
      .filter((name) => filter[name] !== undefined && filter[name] !== '')
      .sort()
    const after = cursor ? decodeCursor(cursor) : null
    const values: unknown[] = given.map((name) => filter[name])
    if (after) values.push(after.createdAt, after.id)
    values.push(limit + 1)
    return pageOf(await statementOf(given, after !== null)(db, ...values), limit, toItem)
  }
}
