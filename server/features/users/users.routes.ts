import { apiPath } from '#shared/api-paths.ts'
import { UsersQuerySchema } from '#shared/schemas/api.ts'
import { UserPageSchema } from '#shared/schemas/api-responses.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { listUsers } from './users.queries.ts'

/** Spec §7's "list users", for ADMINs only (the spec's client could read everything). */
export function userRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/users'),
      operationId: 'listUsers',
      summary: 'Every user, newest first, optionally of one type (spec §7 "list users")',
      tag: 'Administration',
      access: 'admin',
      query: UsersQuerySchema,
      responses: { 200: UserPageSchema },
      handler: async ({ query }) => listUsers(deps.db, query),
    }),
  ]
}
