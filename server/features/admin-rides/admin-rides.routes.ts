import { apiPath } from '#shared/api-paths.ts'
import {
  AdminRideSchema,
  AdminRidesExportQuerySchema,
  AdminRidesQuerySchema,
  RideIdParamsSchema,
} from '#shared/schemas/admin-rides.ts'
import { CSV_RESPONSE } from '#shared/schemas/admin.ts'
import { RidePageSchema } from '#shared/schemas/api-responses.ts'
import type { AppDeps } from '#server/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { serverT } from '#server/core/i18n.ts'
import { newestFirstPage } from '#server/db/keyset.ts'
import { toRide } from '#server/features/rides/rides.queries.ts'
import { withFareCheck } from '#server/features/rides/rides.service.ts'
import { keysetBatches, sendCsv } from '#server/core/exports/csv-stream.ts'
import { adminRidesQuery } from './admin-rides.queries.ts'
import { checkDateRange, getAdminRide } from './admin-rides.service.ts'

const tag = 'Back-office'

/** Kuruş as a plain lira figure for spreadsheets: 12345 → "123.45" (integer arithmetic, exact). */
export const liraText = (kurus: number) =>
  `${Math.trunc(kurus / 100)}.${String(Math.abs(kurus % 100)).padStart(2, '0')}`

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
        const page = await newestFirstPage(adminRidesQuery(deps.db, query), query, toRide)
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
        const t = serverT(query.lang ?? lang, 'admin')
        const rows = keysetBatches(adminRidesQuery(deps.db, query), toRide)
        return sendCsv(
          reply,
          'durak-rides.csv',
          [
            { header: t('csv.id'), value: (r) => r.id },
            { header: t('csv.createdAt'), value: (r) => r.createdAt },
            { header: t('csv.status'), value: (r) => r.status },
            { header: t('csv.passengerId'), value: (r) => r.passengerId },
            { header: t('csv.driverId'), value: (r) => r.driverId },
            { header: t('csv.city'), value: (r) => r.rideCity },
            { header: t('csv.fareLira'), value: (r) => liraText(r.fareKurus) },
            { header: t('csv.distanceKm'), value: (r) => (r.distanceMetres / 1000).toFixed(1) },
            { header: t('csv.durationMinutes'), value: (r) => Math.round(r.durationSeconds / 60) },
            { header: t('csv.pickup'), value: (r) => r.pickupAddress },
            { header: t('csv.dropoff'), value: (r) => r.dropoffAddress },
          ],
          rows,
        )
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
