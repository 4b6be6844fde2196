import type { Lang } from '#shared/routes.ts'
import { formatDateTime, formatLira } from '#shared/format.ts'
import { receiptAdjustmentLines, receiptDetails, receiptLines } from '#shared/receipts/receipt-lines.ts'
import type { Receipt } from '#shared/schemas/receipts.ts'
import { SITE } from '#shared/site-config.ts'
import { serverT } from '#server/core/i18n.ts'
import { createPdf, labelValue, pdfToBuffer, rule, type Pdf } from '#server/core/pdf/pdf-document.ts'

/** What a receipt page of the PDF says, label by label: the data the renderer is fed (tests read it). */
export function receiptPdfText(receipt: Receipt, lang: Lang) {
  const t = serverT(lang, 'receipts')
  return {
    title: t('documentTitle'),
    number: [t('number'), receipt.receiptNumber] as const,
    company: [
      SITE.company.tradeName.value,
      SITE.company.address.value,
      `${t('mersis')}: ${SITE.company.mersisNo.value}`,
      `${t('tradeRegistry')}: ${SITE.company.tradeRegistryNo.value}`,
    ],
    details: receiptDetails(receipt, lang, (key, values) => t(key, values), serverT(lang)('noDestination')),
    lines: receiptLines(receipt).map((l) => [t(l.key), formatLira(l.kurus, lang)] as [string, string]),
    total: [t('total'), formatLira(receipt.totalKurus, lang)] as const,
    adjustments: receiptAdjustmentLines(receipt).map((l) => [t(l.key), formatLira(l.kurus, lang)] as [string, string]),
    note: receipt.status === 'CANCELLED' ? t('cancelledNote') : null,
  }
}

/** One receipt on a new A4 page of `doc`. */
export function drawReceipt(doc: Pdf, receipt: Receipt, lang: Lang, now: Date) {
  const text = receiptPdfText(receipt, lang)
  doc.addPage()
  doc.font('bold').fontSize(20).fillColor('#111111').text(SITE.productName)
  doc.font('bold').fontSize(14).text(text.title)
  doc.moveDown(0.5)
  labelValue(doc, text.number[0], text.number[1], { bold: true })
  doc.moveDown(0.3)
  doc.font('regular').fontSize(9).fillColor('#333333')
  for (const line of text.company) doc.text(line)
  doc.fillColor('#111111')
  rule(doc)
  for (const [label, value] of text.details) labelValue(doc, label, value)
  rule(doc)
  for (const [label, value] of text.lines) labelValue(doc, label, value)
  rule(doc)
  labelValue(doc, text.total[0], text.total[1], { bold: true })
  for (const [label, value] of text.adjustments) labelValue(doc, label, value)
  if (text.note) doc.moveDown().font('regular').fontSize(10).text(text.note)
  const footer = serverT(lang, 'receipts')('pdfFooter', { date: formatDateTime(now.toISOString(), lang) })
  doc.moveDown(2).font('regular').fontSize(8).fillColor('#555555').text(footer).fillColor('#111111')
}

/** A one-page PDF of one receipt. */
export function receiptPdf(receipt: Receipt, lang: Lang, now: Date): Promise<Buffer> {
  const doc = createPdf({ title: `${serverT(lang, 'receipts')('documentTitle')} ${receipt.receiptNumber}`, lang })
  return pdfToBuffer(doc, (d) => drawReceipt(d, receipt, lang, now))
}
