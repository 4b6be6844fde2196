import { apiPath } from '#shared/api-paths.ts'
import {
  AdminRideSchema,
  AdminRidesExportQuerySchema,
  AdminRidesQuerySchema,
  RideIdParamsSchema,
} from '#shared/schemas/admin-rides.ts'
import { CSV_RESPONSE } from '#shared/schemas/admin.ts'
import { RidePageSchema } from '#shared/schemas/api-responses.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { newestFirstPage } from '#server/core/keyset.ts'
import { listCheckedRides, toRide, withFareCheck } from '#server/features/rides/index.ts'
import { csvStream } from '#server/core/exports/csv.ts'
import { sendCsv } from '#server/core/exports/download.ts'
import { keysetRows } from '#server/core/exports/pages.ts'
import { rideCsvColumns } from './admin-rides.csv.ts'
import { adminRidesQuery } from './admin-rides.queries.ts'
import { checkDateRange, getAdminRide, rideSearch } from './admin-rides.service.ts'

const tag = 'Back-office'

/** Issue 14: every ride, by status, Istanbul date range, passenger or driver; a ride's page; CSV. */
export function adminRideRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/rides'),
      operationId: 'searchRides',
      summary: 'Rides newest first, by status, Istanbul date range (`from`/`to`, days included), passenger or driver',
      tag,
      access: 'staff',
      query: AdminRidesQuerySchema,
      responses: { 200: RidePageSchema },
      handler: async ({ query, lang }) => {
        checkDateRange(query, lang)
        // the list as it opens (no words, no days): the same prepared statements as spec §7's list
        if (!query.q && !query.from && !query.to && !query.stuck) return listCheckedRides(deps.db, query)
        const page = await newestFirstPage(adminRidesQuery(deps.db, rideSearch(query, deps.now())), query, toRide)
        return { ...page, items: page.items.map(withFareCheck) }
      },
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/rides/export'),
      operationId: 'exportRides',
      summary: 'The same ride search as CSV, every page, streamed in keyset batches',
      tag,
      access: 'staff',
      query: AdminRidesExportQuerySchema,
      responses: { 200: CSV_RESPONSE },
      handler: async ({ query, reply, lang }) => {
        checkDateRange(query, lang)
        const csvLang = query.lang ?? lang
        const rows = keysetRows(adminRidesQuery(deps.db, rideSearch(query, deps.now())), toRide)
        return sendCsv(reply, 'durak-rides.csv', csvStream(csvLang, rideCsvColumns(csvLang), rows))
      },
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/rides/:rideId'),
      operationId: 'getAdminRide',
      summary: "A ride's page: the lifecycle detail with its full event timeline, the fare and its check",
      tag,
      access: 'staff',
      params: RideIdParamsSchema,
      responses: { 200: AdminRideSchema },
      errors: [404],
      handler: async ({ params, user, lang }) => getAdminRide(deps, user, params.rideId, lang),
    }),
  ]
}
