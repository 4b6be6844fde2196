import { PassThrough, type Readable } from 'node:stream'
import type { Lang } from '#shared/routes.ts'
import { formatDate, formatDateTime, formatLira, formatTime } from '#shared/format.ts'
import { commissionPercent } from '#shared/receipts/money.ts'
import { statementLines, statementRideAmounts } from '#shared/receipts/statement-lines.ts'
import type { WeekRange } from '#shared/receipts/week.ts'
import type { Statement, StatementRide } from '#shared/schemas/receipts.ts'
import { SITE } from '#shared/site-config.ts'
import { serverT } from '#server/core/i18n.ts'
import { countFigure, csvStream, liraFigure, type CsvCell, type CsvColumn } from '#server/core/exports/csv.ts'
import { pageByPage } from '#server/core/exports/pages.ts'
import { createPdf, labelValue, rule, type Pdf } from '#server/core/pdf/pdf-document.ts'
import type { Db } from '#server/db/database.ts'
import { statementRidePage } from './statements.queries.ts'

export const STATEMENT_BATCH = 200

function rideBatches(db: Db, driverId: string, week: WeekRange, batch = STATEMENT_BATCH) {
  return pageByPage((cursor) => statementRidePage(db, driverId, week, { limit: batch, cursor }))
}

/** The summary lines of a statement, label and kuruş (or a count), as the page, the PDF and the CSV show them. */
export function statementSummary(statement: Statement, lang: Lang): [string, number | string][] {
  const t = serverT(lang, 'statements')
  const percent = commissionPercent(statement.commissionRateBasisPoints, lang)
  return statementLines(statement.week).map((line) => [
    line.key === 'commission' ? t('commission', { percent }) : t(line.key),
    line.kind === 'count' ? String(line.value) : line.value,
  ])
}

/** The columns of the statement CSV: a ride's Istanbul date and time, status in words, exact lira. */
function rideCsvColumns(lang: Lang): CsvColumn<StatementRide>[] {
  const t = serverT(lang, 'statements')
  return [
    { header: t('csv.date'), value: (r) => formatDate(r.createdAt, lang) },
    { header: t('csv.time'), value: (r) => formatTime(r.createdAt, lang) },
    { header: t('csv.rideId'), value: (r) => r.id.slice(0, 8).toUpperCase() },
    { header: t('csv.status'), value: (r) => t(`statuses.${r.status}`) },
    { header: t('csv.pickup'), value: (r) => r.pickupAddress },
    { header: t('csv.dropoff'), value: (r) => r.dropoffAddress ?? serverT(lang)('noDestination') },
    { header: t('csv.fareTl'), value: (r) => liraFigure(r.fareKurus, lang) },
    { header: t('csv.feeTl'), value: (r) => liraFigure(r.cancellationFeeKurus, lang) },
    { header: t('csv.tollsTl'), value: (r) => liraFigure(r.tollsKurus, lang) },
  ]
}

/** The week's rides as CSV (decision 045's format), then the summary with the same totals as the page. */
export function statementCsv(db: Db, driverId: string, week: WeekRange, statement: Statement, lang: Lang): Readable {
  const t = serverT(lang, 'statements')
  async function* rides() {
    for await (const page of rideBatches(db, driverId, week)) yield* page
  }
  return csvStream(lang, rideCsvColumns(lang), rides(), () => [
    [],
    [t('csv.summary')],
    ...statementSummary(statement, lang).map(([label, v]): CsvCell[] => [
      label,
      typeof v === 'number' ? liraFigure(v, lang) : countFigure(Number(v)),
    ]),
  ])
}

function drawHeader(doc: Pdf, statement: Statement, lang: Lang) {
  const t = serverT(lang, 'statements')
  const w = statement.week
  const to = new Date(Date.parse(w.endsAt) - 1).toISOString()
  doc.addPage()
  doc.font('bold').fontSize(20).text(SITE.productName)
  doc
    .font('bold')
    .fontSize(14)
    .text(`${t('title')}: ${t('weekRange', { from: formatDate(w.startsAt, lang), to: formatDate(to, lang) })}`)
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#333333')
    .text(SITE.company.tradeName.value)
    .text(t('listIntro'))
    .fillColor('#111111')
  rule(doc)
  for (const [label, v] of statementSummary(statement, lang))
    labelValue(doc, label, typeof v === 'number' ? formatLira(v, lang) : v, { bold: label === t('net') })
  rule(doc)
  doc.font('bold').fontSize(12).text(t('rides'))
  doc.moveDown(0.3)
}

/** A ride's fare, fee and tolls apart, as the page's columns show them (the ones it has, or its fare). */
function rideAmountsText(ride: StatementRide, lang: Lang): string {
  const t = serverT(lang, 'statements')
  const labels = [t('ride.fare'), t('ride.fee'), t('ride.tolls')]
  const amounts = statementRideAmounts(ride).map((kurus, i) => ({ label: labels[i]!, kurus }))
  const shown = amounts.filter((a, i) => a.kurus !== 0 || (i === 0 && ride.status === 'COMPLETED'))
  return shown.map((a) => `${a.label} ${formatLira(a.kurus, lang)}`).join(' · ')
}

/** The statement as a PDF: summary first, then the week's rides, streamed page by page. */
export function statementPdf(
  db: Db,
  driverId: string,
  week: WeekRange,
  statement: Statement,
  lang: Lang,
  now: Date,
): Readable {
  const t = serverT(lang, 'statements')
  const doc = createPdf({ title: `${t('title')} ${week.weekStart}`, lang })
  const out = new PassThrough()
  doc.pipe(out)
  void (async () => {
    drawHeader(doc, statement, lang)
    let count = 0
    for await (const rides of rideBatches(db, driverId, week)) {
      for (const r of rides) {
        doc.font('regular').fontSize(9)
        labelValue(
          doc,
          `${formatDateTime(r.createdAt, lang)} · ${t(`statuses.${r.status}`)} · ${r.pickupAddress} → ${r.dropoffAddress ?? serverT(lang)('noDestination')}`,
          rideAmountsText(r, lang),
        )
      }
      count += rides.length
    }
    if (count === 0) doc.font('regular').fontSize(10).text(t('noRides'))
    doc.moveDown(2).font('regular').fontSize(8).fillColor('#555555')
    doc.text(t('pdfFooter', { date: formatDateTime(now.toISOString(), lang) }))
    doc.end()
  })().catch((error: unknown) => out.destroy(error as Error))
  return out
}
