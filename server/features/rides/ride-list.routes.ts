import { apiPath } from '#shared/api-paths.ts'
import { RidesQuerySchema } from '#shared/schemas/api.ts'
import { RidePageSchema } from '#shared/schemas/api-responses.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { listCheckedRides } from './rides.service.ts'

/** Spec §7's "list rides", for ADMINs only (the spec's client could read everything). */
export function rideListRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/rides'),
      operationId: 'listRides',
      summary: 'Every ride, newest first, by passenger, driver or status (spec §7 "list rides")',
      tag: 'Administration',
      access: 'admin',
      query: RidesQuerySchema,
      responses: { 200: RidePageSchema },
      handler: async ({ query }) => listCheckedRides(deps.db, query),
    }),
  ]
}
