import { apiPath } from '#shared/api-paths.ts'
import { CSV_RESPONSE, ExportLangSchema } from '#shared/schemas/admin.ts'
import {
  AdminActionResultSchema,
  AdminUserSchema,
  AdminUsersQuerySchema,
  StaffChangeBodySchema,
  StaffPageSchema,
  UserIdParamsSchema,
} from '#shared/schemas/admin-users.ts'
import { PageQuerySchema } from '#shared/schemas/api.ts'
import { UserPageSchema } from '#shared/schemas/api-responses.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { newestFirstPage } from '#server/core/keyset.ts'
import { listUsers, toUserSummary } from '#server/features/users/index.ts'
import { csvStream } from '#server/core/exports/csv.ts'
import { sendCsv } from '#server/core/exports/download.ts'
import { keysetRows } from '#server/core/exports/pages.ts'
import { userCsvColumns } from './admin-users.csv.ts'
import { adminUsersQuery } from './admin-users.queries.ts'
import { getAdminUser, listStaff, resetStaffTwoFactor, setUserActive } from './admin-users.service.ts'

const tag = 'Back-office'
const now = (deps: AppDeps) => deps.now()

/** Issue 14: users and staff in the back-office. */
export function adminUserRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/users'),
      operationId: 'searchUsers',
      summary: 'Users newest first: by name, e-mail or phone (`q`) and type',
      tag,
      access: 'staff',
      query: AdminUsersQuerySchema,
      responses: { 200: UserPageSchema },
      // the list as it opens (no search): spec §7's prepared statements, not Kysely per request
      handler: async ({ query }) =>
        query.q?.trim()
          ? newestFirstPage(adminUsersQuery(deps.db, query), query, toUserSummary)
          : listUsers(deps.db, query),
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/users/export'),
      operationId: 'exportUsers',
      summary: 'The same user search as CSV, every page',
      tag,
      access: 'staff',
      query: AdminUsersQuerySchema.omit({ limit: true, cursor: true }).extend(ExportLangSchema.shape),
      responses: { 200: CSV_RESPONSE },
      handler: async ({ query, reply, lang }) => {
        const csvLang = query.lang ?? lang
        const rows = keysetRows(adminUsersQuery(deps.db, query), toUserSummary)
        return sendCsv(reply, 'durak-users.csv', csvStream(csvLang, userCsvColumns(csvLang), rows))
      },
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/users/:userId'),
      operationId: 'getAdminUser',
      summary: "A user's page: profile, membership, vehicle, two-factor, open sessions",
      tag,
      access: 'staff',
      params: UserIdParamsSchema,
      responses: { 200: AdminUserSchema },
      errors: [404],
      handler: async ({ params, lang }) => getAdminUser(deps.db, params.userId, lang),
    }),
    ...accountChangeRoutes(deps),
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/staff'),
      operationId: 'listStaff',
      summary: 'Staff accounts (ADMIN and SUPPORT) with their two-factor state',
      tag,
      access: 'admin',
      query: PageQuerySchema,
      responses: { 200: StaffPageSchema },
      handler: async ({ query }) => listStaff(deps.db, query),
    }),
  ]
}

function accountChangeRoutes(deps: AppDeps): ApiRoute[] {
  const change = (isActive: boolean) =>
    defineRoute({
      method: 'POST',
      path: apiPath(isActive ? '/admin/users/:userId/reactivate' : '/admin/users/:userId/deactivate'),
      operationId: isActive ? 'reactivateUser' : 'deactivateUser',
      summary: isActive
        ? 'Reactivate an account (audited)'
        : 'Deactivate an account: its sessions and bearer tokens end at once, sign-in is refused (audited)',
      description: 'A staff account can be changed by an ADMIN only; nobody deactivates their own.',
      tag,
      access: 'staff',
      params: UserIdParamsSchema,
      body: StaffChangeBodySchema,
      responses: { 200: AdminActionResultSchema },
      errors: [404, 409],
      handler: async ({ params, body, user, lang }) => {
        const done = await setUserActive(deps.db, user, { userId: params.userId, isActive, body, lang, now: now(deps) })
        // its sessions are gone: its open live streams end too, on every instance (issue 22, item 5)
        if (!isActive) deps.auth.sessionEnds.notify({ userId: params.userId })
        return done
      },
    })
  return [
    change(false),
    change(true),
    defineRoute({
      method: 'POST',
      path: apiPath('/admin/staff/:userId/reset-two-factor'),
      operationId: 'resetStaffTwoFactor',
      summary: "Reset a staff member's two-factor sign-in: they enrol again; their sessions end (audited)",
      tag,
      access: 'admin',
      params: UserIdParamsSchema,
      body: StaffChangeBodySchema,
      responses: { 200: AdminActionResultSchema },
      errors: [404, 409],
      handler: async ({ params, body, user, lang }) => {
        const done = await resetStaffTwoFactor(deps.db, user, { userId: params.userId, body, lang, now: now(deps) })
        deps.auth.sessionEnds.notify({ userId: params.userId })
        return done
      },
    }),
  ]
}
