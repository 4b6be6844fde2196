import { apiPath } from '#shared/api-paths.ts'
import {
  AuditLogExportQuerySchema,
  AuditLogQuerySchema,
  CSV_RESPONSE,
  StaffActionPageSchema,
} from '#shared/schemas/admin.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { csvStream } from '#server/core/exports/csv.ts'
import { sendCsv } from '#server/core/exports/download.ts'
import { keysetRows } from '#server/core/exports/pages.ts'
import { staffActionCsvColumns } from './audit-log.csv.ts'
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
        const csvLang = query.lang ?? lang
        const rows = keysetRows(staffActionsQuery(deps.db, query), (row) => toStaffAction(row))
        return sendCsv(reply, 'durak-audit-log.csv', csvStream(csvLang, staffActionCsvColumns(csvLang), rows))
      },
    }),
  ]
}
