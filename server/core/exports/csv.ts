import { PassThrough, Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { stringify } from 'csv-stringify'
import { CITIES, type City } from '#shared/constants.ts'
import { formatDateTime } from '#shared/format.ts'
import { liraCell } from '#shared/receipts/money.ts'
import type { Lang } from '#shared/routes.ts'
import { cityLabel } from '#shared/tariffs/labels.ts'

/**
 * The one home of CSV writing (decision 045). Every file the product hands out is written here in
 * the passenger's Turkish-Excel format: UTF-8 with a BOM, `;` and decimal commas in Turkish (`,` and
 * points in English), CRLF, times in Istanbul. Text is user data and is always made inert; figures
 * are formatted by us from numbers and written bare, so a negative amount stays a number.
 */

/** A figure we formatted ourselves from a number (`-172,27`, `12`): written as is, never prefixed. */
export type CsvFigure = { readonly figure: string }

/** A cell: text (user data or our words: neutralised), a figure, or nothing (an empty cell). */
export type CsvCell = string | CsvFigure | null | undefined

export type CsvColumn<T> = { header: string; value: (row: T) => CsvCell }

/** Turkish Excel splits on `;` (its list separator) and reads `210,00`; English Excel on `,`. */
export const csvDelimiter = (lang: Lang) => (lang === 'tr' ? ';' : ',')

/** A whole number as a figure: counts, minutes, days. */
export const countFigure = (value: number): CsvFigure => ({ figure: String(Math.trunc(value)) })

/** Lira from integer kuruş as a figure: `1234,50` in Turkish, `1234.50` in English, exact. */
export const liraFigure = (kurus: number, lang: Lang): CsvFigure => ({ figure: liraCell(kurus, lang) })

/** An instant as the passenger's CSV writes it, in Istanbul time: `1 Mar 2026 00:30` (tr), `Mar 1, 2026 00:30` (en). */
export function istanbulDateTime(iso: string | null | undefined, lang: Lang): string {
  return iso ? formatDateTime(iso, lang) : ''
}

/**
 * A text cell a spreadsheet would run as a formula gets a leading `'` (OWASP CSV injection): one
 * starting with `=`, `+`, `-`, `@`, tab or CR, or their full-width forms, which some apps fold.
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(text) ? `'${text}` : text
}

/** A field for csv-stringify: text inert, and quoted when it holds either language's separator. */
type Field = string | { value: string; quoted: true }

function toField(cell: CsvCell): Field {
  if (cell === null || cell === undefined) return ''
  if (typeof cell !== 'string') return cell.figure
  const text = neutralizeFormula(cell)
  // quoted even where the file's separator is the other one: a file opened by the other language's
  // Excel splits on its own separator, and a bare `;=…` would start a new (formula) cell there
  return /[,;]/.test(text) ? { value: text, quoted: true } : text
}

/**
 * A CSV file as a stream: BOM, the header row, a row per item of `rows` (read only as the reader
 * takes the file, so an export of a million rows holds one keyset page), then `trailer()`'s rows,
 * computed once every row has gone (a total, a summary).
 */
export function csvStream<T>(
  lang: Lang,
  columns: CsvColumn<T>[],
  rows: AsyncIterable<T> | Iterable<T>,
  trailer: () => CsvCell[][] = () => [],
): Readable {
  async function* records() {
    yield columns.map((column) => toField(column.header))
    for await (const row of rows) yield columns.map((column) => toField(column.value(row)))
    for (const row of trailer()) yield row.map(toField)
  }
  const csv = stringify({
    bom: true,
    delimiter: csvDelimiter(lang),
    record_delimiter: 'windows',
    cast: { object: (field) => field as unknown as string },
  })
  const out = new PassThrough()
  pipeline(Readable.from(records()), csv, out).catch((error: unknown) => out.destroy(error as Error))
  return out
}

/** A city as words when it is one of ours ("İstanbul"), else the text as given. */
export function cityText(city: string | null | undefined, lang: Lang): string {
  return city && (CITIES as readonly string[]).includes(city) ? cityLabel(city as City, lang) : (city ?? '')
}
