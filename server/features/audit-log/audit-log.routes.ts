import { apiPath } from '#shared/api-paths.ts'
import {
  AuditLogExportQuerySchema,
  AuditLogQuerySchema,
  CSV_RESPONSE,
  StaffActionPageSchema,
} from '#shared/schemas/admin.ts'
import type { AppDeps } from '#server/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { serverT } from '#server/core/i18n.ts'
import { keysetBatches, sendCsv } from '#server/core/exports/csv-stream.ts'
import { listStaffActions, staffActionsQuery, toStaffAction } from './audit-log.queries.ts'

/** The audit log of staff actions (issue 14): read-only; every page of a record shows its part. */
export function auditLogRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/audit-log'),
      operationId: 'listStaffActions',
      summary: 'Staff actions newest first, optionally of one record or one staff member',
      tag: 'Back-office',
      access: 'staff',
      query: AuditLogQuerySchema,
      responses: { 200: StaffActionPageSchema },
      handler: async ({ query }) => listStaffActions(deps.db, query),
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/audit-log/export'),
      operationId: 'exportStaffActions',
      summary: 'The same audit log as CSV, every page',
      tag: 'Back-office',
      access: 'staff',
      query: AuditLogExportQuerySchema,
      responses: { 200: CSV_RESPONSE },
      handler: async ({ query, reply, lang }) => {
        const t = serverT(query.lang ?? lang, 'admin')
        const rows = keysetBatches(staffActionsQuery(deps.db, query), (row) => toStaffAction(row))
        const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v))
        return sendCsv(
          reply,
          'durak-audit-log.csv',
          [
            { header: t('csv.id'), value: (a) => a.id },
            { header: t('csv.createdAt'), value: (a) => a.createdAt },
            { header: t('csv.actorId'), value: (a) => a.actorId },
            { header: t('csv.action'), value: (a) => a.action },
            { header: t('csv.recordType'), value: (a) => a.recordType },
            { header: t('csv.recordId'), value: (a) => a.recordId },
            { header: t('csv.before'), value: (a) => json(a.before) },
            { header: t('csv.after'), value: (a) => json(a.after) },
          ],
          rows,
        )
      },
    }),
  ]
}
