import { apiPath } from '#shared/api-paths.ts'
import { AuditLogQuerySchema, StaffActionPageSchema } from '#shared/schemas/admin.ts'
import type { AppDeps } from '#server/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { listStaffActions } from './audit-log.queries.ts'

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
  ]
}
