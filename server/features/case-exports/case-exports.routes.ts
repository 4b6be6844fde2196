import { apiPath } from '#shared/api-paths.ts'
import { CSV_RESPONSE } from '#shared/schemas/admin.ts'
import { VERIFICATION_STATUSES } from '#shared/schemas/driver-verification.ts'
import { KVKK_STATUSES } from '#shared/schemas/kvkk-requests.ts'
import { PROBLEM_STATUSES } from '#shared/case-constants.ts'
import { z } from '#shared/schemas/zod.ts'
import type { AppDeps } from '#server/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { toIso } from '#server/db/database.ts'
import { EXPORT_BATCH, keysetBatches, sendCsv } from '#server/features/admin-export/csv-stream.ts'
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
    query: z.object({ status: z.enum(PROBLEM_STATUSES).default('OPEN') }),
    handler: async ({ query, reply }) => {
      const rows = keysetBatches(
        deps.db.selectFrom('problem_reports').selectAll().where('status', '=', query.status),
        toProblemReport,
      )
      return sendCsv(
        reply,
        'durak-problem-reports.csv',
        [
          { header: 'reference', value: (r) => r.reference },
          { header: 'createdAt', value: (r) => r.createdAt },
          { header: 'category', value: (r) => r.category },
          { header: 'status', value: (r) => r.status },
          { header: 'rideId', value: (r) => r.rideId },
          { header: 'statementWeek', value: (r) => r.statementWeek },
          { header: 'message', value: (r) => r.message },
          { header: 'answer', value: (r) => r.answer },
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
    query: z.object({ status: z.enum(['OPEN', ...KVKK_STATUSES]).default('OPEN') }),
    handler: async ({ query, reply }) => {
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
          { header: 'reference', value: (r) => r.reference },
          { header: 'kind', value: (r) => r.kind },
          { header: 'status', value: (r) => r.status },
          { header: 'receivedAt', value: (r) => r.createdAt },
          { header: 'deadline', value: (r) => r.deadline },
          { header: 'daysLeft', value: (r) => r.daysLeft },
          { header: 'overdue', value: (r) => r.overdue },
          { header: 'email', value: (r) => r.email },
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
    query: z.object({ status: z.enum(VERIFICATION_STATUSES).default('PENDING') }),
    handler: async ({ query, reply }) => {
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
          { header: 'driverId', value: (r) => r.userId },
          { header: 'name', value: (r) => r.name },
          { header: 'vehiclePlate', value: (r) => r.vehiclePlate },
          { header: 'status', value: (r) => r.verificationStatus },
          { header: 'since', value: (r) => toIso(r.verificationChangedAt ?? r.createdAt) },
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
