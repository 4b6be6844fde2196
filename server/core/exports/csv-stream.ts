import { PassThrough, Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { stringify } from 'csv-stringify'
import type { FastifyReply } from 'fastify'
import type { SelectQueryBuilder } from 'kysely'
import { newestFirstPage } from '#server/db/keyset.ts'

/** Rows per keyset batch: the most an export holds in memory at once (decision 025). */
export const EXPORT_BATCH = 1000

/**
 * Every row of a newest-first query, one keyset batch at a time: the next batch is read only when
 * the CSV stream has taken the previous one (backpressure), so memory stays flat however long the list.
 */
export async function* keysetBatches<
  DB,
  TB extends keyof DB,
  Row extends { createdAt: string | Date; id: string },
  Item extends { createdAt: string; id: string },
>(query: SelectQueryBuilder<DB, TB, Row>, toItem: (row: Row) => Item, batch = EXPORT_BATCH): AsyncGenerator<Item> {
  let cursor: string | undefined
  do {
    const page = await newestFirstPage(query, { limit: batch, cursor }, toItem)
    yield* page.items
    cursor = page.nextCursor ?? undefined
  } while (cursor)
}

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with ' (OWASP CSV injection). */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

export type CsvColumn<T> = { header: string; value: (row: T) => string | number | boolean | null }

/**
 * Answer a CSV download streamed from `rows`: UTF-8 with a BOM (Excel opens Turkish letters right),
 * a header row, `Content-Disposition: attachment`, never cached. Written by csv-stringify.
 */
export function sendCsv<T>(reply: FastifyReply, filename: string, columns: CsvColumn<T>[], rows: AsyncIterable<T>) {
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map((c, i) => ({ key: String(i), header: c.header })),
    cast: { string: neutralizeFormula, boolean: (v) => (v ? 'true' : 'false') },
  })
  const out = new PassThrough()
  async function* records() {
    for await (const row of rows) yield Object.fromEntries(columns.map((c, i) => [String(i), c.value(row) ?? '']))
  }
  pipeline(Readable.from(records()), csv, out).catch((error: unknown) => {
    reply.log.error({ err: error }, 'CSV export failed')
    out.destroy(error as Error)
  })
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(out)
}
