import { readFileSync } from 'node:fs'
import PDFDocument from 'pdfkit'

/**
 * PDFs made on the server with pdfkit (decision 029), in DejaVu Sans: a font committed beside this
 * file (its licence too) because pdfkit's built-in fonts have no ğ, ş, İ or ı and a clean machine
 * has no system fonts. pdfkit embeds only the glyphs a document uses.
 */
const FONT_REGULAR = readFileSync(new URL('./fonts/DejaVuSans.ttf', import.meta.url))
const FONT_BOLD = readFileSync(new URL('./fonts/DejaVuSans-Bold.ttf', import.meta.url))

export type Pdf = PDFKit.PDFDocument

export const PDF_MARGIN = 50

/** A new A4 document with the two faces registered as 'regular' and 'bold'. */
export function createPdf(info: { title: string; lang: string }): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PDF_MARGIN,
    lang: info.lang,
    info: { Title: info.title, Author: 'Durak', Producer: 'Durak' },
    autoFirstPage: false,
  })
  doc.registerFont('regular', FONT_REGULAR)
  doc.registerFont('bold', FONT_BOLD)
  return doc
}

/** The whole document as bytes (a single receipt, a mail attachment). */
export function pdfToBuffer(doc: Pdf, draw: (doc: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    draw(doc)
    doc.end()
  })
}

/** A label on the left and a value on the right of one line. */
export function labelValue(doc: Pdf, label: string, value: string, options: { bold?: boolean } = {}) {
  const width = doc.page.width - 2 * PDF_MARGIN
  const y = doc.y
  doc.font(options.bold ? 'bold' : 'regular').fontSize(options.bold ? 12 : 10)
  doc.text(label, PDF_MARGIN, y, { width: width * 0.55 })
  const afterLabel = doc.y
  doc.text(value, PDF_MARGIN + width * 0.55, y, { width: width * 0.45, align: 'right' })
  doc.y = Math.max(afterLabel, doc.y) + 4
  doc.x = PDF_MARGIN
}

/** A thin rule across the page. */
export function rule(doc: Pdf) {
  doc.moveDown(0.3)
  doc
    .moveTo(PDF_MARGIN, doc.y)
    .lineTo(doc.page.width - PDF_MARGIN, doc.y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke()
  doc.moveDown(0.6)
}
