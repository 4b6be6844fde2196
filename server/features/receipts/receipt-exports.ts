import { PassThrough, type Readable } from 'node:stream'
import type { Lang } from '#shared/routes.ts'
import { durationMinutes, formatDate, formatKm, formatTime } from '#shared/format.ts'
import { csvDelimiter, liraCell } from '#shared/receipts/money.ts'
import type { Receipt } from '#shared/schemas/receipts.ts'
import { serverT } from '#server/core/i18n.ts'
import { csvStream } from '#server/core/pdf/csv.ts'
import { createPdf } from '#server/core/pdf/pdf-document.ts'
import type { Db } from '#server/db/database.ts'
import { drawReceipt } from './receipt-pdf.ts'
import { receiptRidePage } from './receipts.queries.ts'
import { toReceipt } from './receipts.service.ts'

/** Rows read from SQL per keyset page while exporting. */
export const EXPORT_BATCH = 200

type Range = { startIso: string; endIso: string }

/** Every receipt of the passenger in the range, newest first, one keyset page at a time. */
async function* receiptBatches(db: Db, passengerId: string, range: Range, batch = EXPORT_BATCH) {
  let cursor: string | undefined
  do {
    const page = await receiptRidePage(db, passengerId, range, { limit: batch, cursor })
    yield page.items.map(toReceipt)
    cursor = page.nextCursor ?? undefined
  } while (cursor)
}

/** One CSV row of a receipt: its lines and total as on the receipt itself. */
export function receiptCsvRow(r: Receipt, lang: Lang): string[] {
  const t = serverT(lang, 'receipts')
  const method = r.paymentMethod ? t(`paymentMethods.${r.paymentMethod}`, { defaultValue: r.paymentMethod }) : ''
  return [
    r.receiptNumber,
    formatDate(r.createdAt, lang),
    formatTime(r.createdAt, lang),
    t(`statuses.${r.status}`),
    r.pickupAddress,
    r.dropoffAddress,
    formatKm(r.distanceMetres, lang),
    String(durationMinutes(r.durationSeconds)),
    method,
    liraCell(r.fareKurus, lang),
    liraCell(r.tollsKurus, lang),
    liraCell(r.cancellationFeeKurus, lang),
    liraCell(r.totalKurus, lang),
  ]
}

/** The passenger's rides of a range as CSV (UTF-8 with BOM), with a total row at the end. */
export function ridesCsv(db: Db, passengerId: string, range: Range, lang: Lang, batch = EXPORT_BATCH): Readable {
  const t = serverT(lang, 'receipts')
  const keys = [
    'receiptNumber',
    'date',
    'time',
    'status',
    'pickup',
    'dropoff',
    'distanceKm',
    'durationMin',
    'paymentMethod',
    'fareTl',
    'tollsTl',
    'feeTl',
    'totalTl',
  ] as const
  return csvStream(csvDelimiter(lang), async function* () {
    yield [keys.map((k) => t(`csv.${k}`))]
    const sums = { fare: 0, tolls: 0, fee: 0, total: 0 }
    for await (const receipts of receiptBatches(db, passengerId, range, batch)) {
      for (const r of receipts) {
        sums.fare += r.fareKurus
        sums.tolls += r.tollsKurus
        sums.fee += r.cancellationFeeKurus
        sums.total += r.totalKurus
      }
      yield receipts.map((r) => receiptCsvRow(r, lang))
    }
    const money = [sums.fare, sums.tolls, sums.fee, sums.total].map((k) => liraCell(k, lang))
    yield [[t('csv.totalRow'), '', '', '', '', '', '', '', '', ...money]]
  })
}

/** The receipts of a range as one PDF, a page each, streamed while the pages are drawn. */
export function receiptsPdf(db: Db, passengerId: string, range: Range, lang: Lang, now: Date): Readable {
  const t = serverT(lang, 'receipts')
  const doc = createPdf({ title: t('documentTitle'), lang })
  const out = new PassThrough()
  doc.pipe(out)
  void (async () => {
    let pages = 0
    for await (const receipts of receiptBatches(db, passengerId, range)) {
      for (const r of receipts) drawReceipt(doc, r, lang, now)
      pages += receipts.length
    }
    if (pages === 0) doc.addPage().font('regular').fontSize(12).text(t('noReceiptsInRange'))
    doc.end()
  })().catch((error: unknown) => out.destroy(error as Error))
  return out
}
