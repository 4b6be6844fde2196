import type { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'

/** What a file is: its content type and the name the browser saves it under. */
export type DownloadKind = { type: string; filename: string }

export const CSV_TYPE = 'text/csv; charset=utf-8'
export const PDF_TYPE = 'application/pdf'

/**
 * Answer a file download (a CSV, a PDF): saved under its name, never cached (every file here holds
 * someone's data). The one home of download headers; the name is ours, but anything outside
 * `[A-Za-z0-9._-]` is replaced so it cannot break the header.
 */
export function download(reply: FastifyReply, kind: DownloadKind, body: Buffer | Readable) {
  const filename = kind.filename.replace(/[^A-Za-z0-9._-]/g, '_')
  return reply
    .type(kind.type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body)
}

/** A CSV download (`csvStream()`'s file). */
export const sendCsv = (reply: FastifyReply, filename: string, body: Readable) =>
  download(reply, { type: CSV_TYPE, filename }, body)
