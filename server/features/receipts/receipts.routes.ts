import { apiPath } from '#shared/api-paths.ts'
import {
  DateRangeQuerySchema,
  DownloadQuerySchema,
  ReceiptEmailSentSchema,
  ReceiptParamsSchema,
  ReceiptSchema,
} from '#shared/schemas/receipts.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute, type ResponseDoc } from '#server/core/api/api-operation.ts'
import { download, PDF_TYPE, sendCsv } from '#server/core/exports/download.ts'
import { enforceRateLimit } from '#server/core/rate-limits/rate-limit.ts'
import { receiptsPdf, ridesCsv } from './receipt-exports.ts'
import { receiptPdf } from './receipt-pdf.ts'
import { emailReceipt, getReceipt, parseDateRange, requirePassenger } from './receipts.service.ts'

const tag = 'Receipts'
const pdfDoc = (what: string): ResponseDoc => ({
  description: `${what} (application/pdf)`,
  contentType: 'application/pdf',
})
const csvDoc: ResponseDoc = {
  description: 'UTF-8 CSV with a byte order mark; `;` and decimal commas in Turkish, `,` and points in English',
  contentType: 'text/csv',
}
/** Per account, on top of the per-address limit of the route: a mail costs more than a page. */
const MAIL_RULE = { windowSeconds: 3600, max: 5 }

/** Passengers' receipts, and their rides of a date range as CSV or as one PDF of receipts. */
export function receiptsRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/me/receipts/:receiptNumber'),
      operationId: 'getMyReceipt',
      summary: "A receipt of one of the signed-in passenger's rides (another user's number is a 404)",
      tag,
      access: 'user',
      params: ReceiptParamsSchema,
      responses: { 200: ReceiptSchema },
      errors: [403, 404],
      handler: ({ user, params, lang }) => getReceipt(deps, user, params.receiptNumber, lang),
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/me/receipts/:receiptNumber/pdf'),
      operationId: 'getMyReceiptPdf',
      summary: 'The receipt as a one-page A4 PDF',
      tag,
      access: 'user',
      params: ReceiptParamsSchema,
      query: DownloadQuerySchema,
      responses: { 200: pdfDoc('The receipt') },
      errors: [403, 404],
      handler: async ({ user, params, query, reply, ...input }) => {
        const lang = query.lang ?? input.lang
        const receipt = await getReceipt(deps, user, params.receiptNumber, lang)
        return download(
          reply,
          { type: PDF_TYPE, filename: `${receipt.receiptNumber}.pdf` },
          await receiptPdf(receipt, lang, deps.now()),
        )
      },
    }),
    defineRoute({
      method: 'POST',
      path: apiPath('/me/receipts/:receiptNumber/email'),
      operationId: 'emailMyReceipt',
      summary: "Mail the receipt's PDF to the signed-in passenger's own address",
      tag,
      access: 'user',
      params: ReceiptParamsSchema,
      rateLimit: { name: 'receipt-mail', rule: { windowSeconds: 3600, max: 20 } },
      responses: { 200: ReceiptEmailSentSchema },
      errors: [403, 404],
      handler: async ({ user, params, lang }) => {
        requirePassenger(user, lang)
        await enforceRateLimit(deps.db, `receipt-mail:${user.id}`, MAIL_RULE, lang)
        return emailReceipt(deps, user, params.receiptNumber, lang)
      },
    }),
    ...exportRoutes(deps),
  ]
}

/** The passenger's rides of a date range: a CSV, or their receipts as one PDF; both streamed from SQL. */
function exportRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/me/exports/rides.csv'),
      operationId: 'exportMyRidesCsv',
      summary:
        "The signed-in passenger's rides with a receipt from `from` to `to` (Istanbul days, both included) as CSV",
      tag,
      access: 'user',
      query: DateRangeQuerySchema,
      responses: { 200: csvDoc },
      errors: [403],
      handler: async ({ user, query, reply, ...input }) => {
        const lang = query.lang ?? input.lang
        requirePassenger(user, lang)
        const range = parseDateRange(query, lang)
        const body = ridesCsv(deps.db, user.id, range, lang)
        return sendCsv(reply, `durak-${query.from}-${query.to}.csv`, body)
      },
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/me/exports/receipts.pdf'),
      operationId: 'exportMyReceiptsPdf',
      summary: "The receipts of the signed-in passenger's rides from `from` to `to` as one PDF, a page each",
      tag,
      access: 'user',
      query: DateRangeQuerySchema,
      responses: { 200: pdfDoc('The receipts of the range') },
      errors: [403],
      handler: async ({ user, query, reply, ...input }) => {
        const lang = query.lang ?? input.lang
        requirePassenger(user, lang)
        const range = parseDateRange(query, lang)
        const body = receiptsPdf(deps.db, user.id, range, lang, deps.now())
        return download(reply, { type: PDF_TYPE, filename: `durak-receipts-${query.from}-${query.to}.pdf` }, body)
      },
    }),
  ]
}
