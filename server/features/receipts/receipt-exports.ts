import { PassThrough, type Readable } from 'node:stream'
import type { Lang } from '#shared/routes.ts'
import { durationMinutes, formatDate, formatKm, formatTime } from '#shared/format.ts'
import type { Receipt } from '#shared/schemas/receipts.ts'
import { serverT } from '#server/core/i18n.ts'
import { countFigure, csvStream, liraFigure, type CsvColumn } from '#server/core/exports/csv.ts'
import { pageByPage } from '#server/core/exports/pages.ts'
import { createPdf } from '#server/core/pdf/pdf-document.ts'
import type { Db } from '#server/db/database.ts'
import { drawReceipt } from './receipt-pdf.ts'
import { receiptRidePage } from './receipts.queries.ts'
import { toReceipts } from './receipts.service.ts'

/** Rows read from SQL per keyset page while exporting. */
export const EXPORT_BATCH = 200

type Range = { startIso: string; endIso: string }

/** Every receipt of the passenger in the range, newest first, one keyset page at a time. */
function receiptBatches(db: Db, passengerId: string, range: Range, batch = EXPORT_BATCH) {
  return pageByPage(async (cursor) => {
    const page = await receiptRidePage(db, passengerId, range, { limit: batch, cursor })
    return { items: await toReceipts(db, page.items), nextCursor: page.nextCursor }
  })
}

/** The columns of the passenger's rides CSV: a receipt's lines and total as on the receipt itself. */
export function receiptCsvColumns(lang: Lang): CsvColumn<Receipt>[] {
  const t = serverT(lang, 'receipts')
  const lira = (kurus: (r: Receipt) => number) => (r: Receipt) => liraFigure(kurus(r), lang)
  return [
    { header: t('csv.receiptNumber'), value: (r) => r.receiptNumber },
    { header: t('csv.date'), value: (r) => formatDate(r.createdAt, lang) },
    { header: t('csv.time'), value: (r) => formatTime(r.createdAt, lang) },
    { header: t('csv.status'), value: (r) => t(`statuses.${r.status}`) },
    { header: t('csv.pickup'), value: (r) => r.pickupAddress },
    { header: t('csv.dropoff'), value: (r) => r.dropoffAddress ?? serverT(lang)('noDestination') },
    { header: t('csv.distanceKm'), value: (r) => ({ figure: formatKm(r.distanceMetres, lang) }) },
    { header: t('csv.durationMin'), value: (r) => countFigure(durationMinutes(r.durationSeconds)) },
    {
      header: t('csv.paymentMethod'),
      value: (r) => (r.paymentMethod ? t(`paymentMethods.${r.paymentMethod}`, { defaultValue: r.paymentMethod }) : ''),
    },
    { header: t('csv.fareTl'), value: lira((r) => r.fareKurus) },
    { header: t('csv.tollsTl'), value: lira((r) => r.tollsKurus) },
    { header: t('csv.feeTl'), value: lira((r) => r.cancellationFeeKurus) },
    { header: t('csv.totalTl'), value: lira((r) => r.totalKurus) },
    // after the charge, as under the receipt's total (decision 057)
    { header: t('csv.refundedTl'), value: lira((r) => r.refundedKurus) },
    { header: t('csv.creditedTl'), value: lira((r) => r.creditedKurus) },
  ]
}

/** The passenger's rides of a range as CSV (decision 045's format), with a total row at the end. */
export function ridesCsv(db: Db, passengerId: string, range: Range, lang: Lang, batch = EXPORT_BATCH): Readable {
  const t = serverT(lang, 'receipts')
  const sums = { fare: 0, tolls: 0, fee: 0, total: 0, refunded: 0, credited: 0 }
  async function* receipts() {
    for await (const page of receiptBatches(db, passengerId, range, batch)) {
      for (const r of page) {
        sums.fare += r.fareKurus
        sums.tolls += r.tollsKurus
        sums.fee += r.cancellationFeeKurus
        sums.total += r.totalKurus
        sums.refunded += r.refundedKurus
        sums.credited += r.creditedKurus
        yield r
      }
    }
  }
  return csvStream(lang, receiptCsvColumns(lang), receipts(), () => {
    const money = [sums.fare, sums.tolls, sums.fee, sums.total, sums.refunded, sums.credited].map((k) =>
      liraFigure(k, lang),
    )
    return [[t('csv.totalRow'), '', '', '', '', '', '', '', '', ...money]]
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
