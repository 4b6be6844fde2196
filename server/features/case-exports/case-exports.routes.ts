import { apiPath } from '#shared/api-paths.ts'
import { CSV_RESPONSE, ExportLangSchema } from '#shared/schemas/admin.ts'
import { VERIFICATION_STATUSES } from '#shared/schemas/driver-verification.ts'
import { KVKK_STATUSES } from '#shared/schemas/kvkk-requests.ts'
import { PROBLEM_STATUSES } from '#shared/case-constants.ts'
import { z } from '#shared/schemas/zod.ts'
import type { AppDeps } from '#server/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { serverT } from '#server/core/i18n.ts'
import { toIso } from '#server/db/database.ts'
import { EXPORT_BATCH, keysetBatches, sendCsv } from '#server/core/exports/csv-stream.ts'
import { verificationQueue } from '#server/features/driver-verification/driver-verification.queries.ts'
import { listRequestsByStatus, OPEN_STATUSES } from '#server/features/kvkk-requests/kvkk-requests.queries.ts'
import { toStaffRequest } from '#server/features/kvkk-requests/kvkk-requests.service.ts'
import { toProblemReport } from '#server/features/problem-reports/problem-reports.service.ts'

const common = { method: 'GET' as const, access: 'staff' as const, responses: { 200: CSV_RESPONSE } }

function problemReportsCsv(deps: AppDeps): ApiRoute {
  return defineRoute({
    ...common,
    path: apiPath('/admin/problem-reports/export'),
    operationId: 'exportProblemReports',
    summary: 'Problem reports of a status as CSV, every page',
    tag: 'Staff: problem reports',
    query: z.object({ status: z.enum(PROBLEM_STATUSES).default('OPEN') }).extend(ExportLangSchema.shape),
    handler: async ({ query, reply, lang }) => {
      const t = serverT(query.lang ?? lang, 'admin')
      const rows = keysetBatches(
        deps.db.selectFrom('problem_reports').selectAll().where('status', '=', query.status),
        toProblemReport,
      )
      return sendCsv(
        reply,
        'durak-problem-reports.csv',
        [
          { header: t('csv.reference'), value: (r) => r.reference },
          { header: t('csv.createdAt'), value: (r) => r.createdAt },
          { header: t('csv.category'), value: (r) => r.category },
          { header: t('csv.status'), value: (r) => r.status },
          { header: t('csv.rideId'), value: (r) => r.rideId },
          { header: t('csv.statementWeek'), value: (r) => r.statementWeek },
          { header: t('csv.message'), value: (r) => r.message },
          { header: t('csv.answer'), value: (r) => r.answer },
        ],
        rows,
      )
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
    query: z.object({ status: z.enum(['OPEN', ...KVKK_STATUSES]).default('OPEN') }).extend(ExportLangSchema.shape),
    handler: async ({ query, reply, lang }) => {
      const t = serverT(query.lang ?? lang, 'admin')
      const statuses = query.status === 'OPEN' ? OPEN_STATUSES : [query.status]
      const now = deps.now()
      async function* rows() {
        let cursor: string | undefined
        do {
          const page = await listRequestsByStatus(deps.db, { statuses, limit: EXPORT_BATCH, cursor })
          yield* page.rows.map((row) => toStaffRequest(row, now))
          cursor = page.nextCursor ?? undefined
        } while (cursor)
      }
      return sendCsv(
        reply,
        'durak-kvkk-requests.csv',
        [
          { header: t('csv.reference'), value: (r) => r.reference },
          { header: t('csv.kind'), value: (r) => r.kind },
          { header: t('csv.status'), value: (r) => r.status },
          { header: t('csv.receivedAt'), value: (r) => r.createdAt },
          { header: t('csv.deadline'), value: (r) => r.deadline },
          { header: t('csv.daysLeft'), value: (r) => r.daysLeft },
          { header: t('csv.overdue'), value: (r) => r.overdue },
          { header: t('csv.email'), value: (r) => r.email },
        ],
        rows(),
      )
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
    query: z.object({ status: z.enum(VERIFICATION_STATUSES).default('PENDING') }).extend(ExportLangSchema.shape),
    handler: async ({ query, reply, lang }) => {
      const t = serverT(query.lang ?? lang, 'admin')
      async function* rows() {
        let cursor: string | undefined
        do {
          const page = await verificationQueue(deps.db, { status: query.status, limit: EXPORT_BATCH, cursor })
          yield* page.rows
          cursor = page.nextCursor ?? undefined
        } while (cursor)
      }
      return sendCsv(
        reply,
        'durak-driver-verification.csv',
        [
          { header: t('csv.driverId'), value: (r) => r.userId },
          { header: t('csv.name'), value: (r) => r.name },
          { header: t('csv.vehiclePlate'), value: (r) => r.vehiclePlate },
          { header: t('csv.status'), value: (r) => r.verificationStatus },
          { header: t('csv.since'), value: (r) => toIso(r.verificationChangedAt ?? r.createdAt) },
        ],
        rows(),
      )
    },
  })
}

/** Part B's lists as CSV, every page, one keyset batch at a time (the foundation's `sendCsv`). */
export function caseExportRoutes(deps: AppDeps): ApiRoute[] {
  return [problemReportsCsv(deps), kvkkRequestsCsv(deps), verificationCsv(deps)]
}
