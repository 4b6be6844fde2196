import { Readable } from 'node:stream'
import { stringify } from 'csv-stringify/sync'

/** Excel reads a CSV file as UTF-8 only when it starts with this byte order mark. */
export const UTF8_BOM = '\uFEFF'

/**
 * A CSV file as a stream: the BOM, then each batch of rows csv-stringify quotes as they come (the
 * batches are keyset pages from SQL, so no more than one page is in memory).
 */
export function csvStream(delimiter: string, batches: () => AsyncIterable<string[][]>): Readable {
  async function* lines() {
    yield UTF8_BOM
    for await (const rows of batches()) {
      if (rows.length > 0) yield stringify(rows, { delimiter, record_delimiter: 'windows' })
    }
  }
  return Readable.from(lines())
}
