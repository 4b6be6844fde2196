import { apiPath } from '#shared/api-paths.ts'
import { CSV_RESPONSE, ExportLangSchema } from '#shared/schemas/admin.ts'
import { VERIFICATION_LIST_FILTERS } from '#shared/schemas/driver-verification.ts'
import { KVKK_LIST_FILTERS } from '#shared/schemas/kvkk-requests.ts'
import { PROBLEM_LIST_FILTERS } from '#shared/schemas/problem-reports.ts'
import { z } from '#shared/schemas/zod.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { csvStream } from '#server/core/exports/csv.ts'
import { sendCsv } from '#server/core/exports/download.ts'
import { EXPORT_BATCH, itemByItem, keysetRows } from '#server/core/exports/pages.ts'
import { kvkkRequestCsvColumns, problemReportCsvColumns, verificationCsvColumns } from './case-csv-columns.ts'
import { verificationQueue } from '#server/features/driver-verification/index.ts'
import { listRequestsByStatus, statusesOf, toStaffRequest } from '#server/features/kvkk-requests/index.ts'
import { reportsOfStatus, toProblemReport } from '#server/features/problem-reports/index.ts'

const common = { method: 'GET' as const, access: 'staff' as const, responses: { 200: CSV_RESPONSE } }

function problemReportsCsv(deps: AppDeps): ApiRoute {
  return defineRoute({
    ...common,
    path: apiPath('/admin/problem-reports/export'),
    operationId: 'exportProblemReports',
    summary: 'Problem reports of a status as CSV, every page',
    tag: 'Staff: problem reports',
    query: z.object({ status: z.enum(PROBLEM_LIST_FILTERS).default('OPEN') }).extend(ExportLangSchema.shape),
    handler: async ({ query, reply, lang }) => {
      const csvLang = query.lang ?? lang
      const rows = keysetRows(reportsOfStatus(deps.db, query.status), toProblemReport)
      return sendCsv(reply, 'durak-problem-reports.csv', csvStream(csvLang, problemReportCsvColumns(csvLang), rows))
    },
  })
}

function kvkkRequestsCsv(deps: AppDeps): ApiRoute {
  return defineRoute({
    ...common,
    path: apiPath('/admin/kvkk-requests/export'),
    operationId: 'exportKvkkRequests',
    summary: 'KVKK requests of a status as CSV, nearest deadline first, every page',
    tag: 'Staff: KVKK requests',
    query: z.object({ status: z.enum(KVKK_LIST_FILTERS).default('OPEN') }).extend(ExportLangSchema.shape),
    handler: async ({ query, reply, lang }) => {
      const csvLang = query.lang ?? lang
      const statuses = statusesOf(query.status)
      const now = deps.now()
      const rows = itemByItem(async (cursor) => {
        const page = await listRequestsByStatus(deps.db, { statuses, limit: EXPORT_BATCH, cursor })
        return { items: page.rows.map((row) => toStaffRequest(row, now)), nextCursor: page.nextCursor }
      })
      return sendCsv(reply, 'durak-kvkk-requests.csv', csvStream(csvLang, kvkkRequestCsvColumns(csvLang), rows))
    },
  })
}

function verificationCsv(deps: AppDeps): ApiRoute {
  return defineRoute({
    ...common,
    path: apiPath('/admin/drivers/verification/export'),
    operationId: 'exportDriverVerifications',
    summary: 'Drivers of a verification status as CSV, every page',
    tag: 'Staff: drivers',
    query: z.object({ status: z.enum(VERIFICATION_LIST_FILTERS).default('PENDING') }).extend(ExportLangSchema.shape),
    handler: async ({ query, reply, lang }) => {
      const csvLang = query.lang ?? lang
      const rows = itemByItem(async (cursor) => {
        const page = await verificationQueue(deps.db, { status: query.status, limit: EXPORT_BATCH, cursor })
        return { items: page.rows, nextCursor: page.nextCursor }
      })
      return sendCsv(reply, 'durak-driver-verification.csv', csvStream(csvLang, verificationCsvColumns(csvLang), rows))
    },
  })
}

/** Part B's lists as CSV, every page, one keyset batch at a time (the foundation's `sendCsv`). */
export function caseExportRoutes(deps: AppDeps): ApiRoute[] {
  return [problemReportsCsv(deps), kvkkRequestsCsv(deps), verificationCsv(deps)]
}
