import { apiPath } from '#shared/api-paths.ts'
import { ClearFareSchema, HeldCashbackSchema } from '#shared/schemas/held-cashback.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { clearHeldCashback, getHeldCashback } from './cashback.service.ts'
import { RideParamsSchema, translated } from './route-helpers.ts'

const tag = 'Back-office'

/**
 * Operations and a fare the tariff check calls "above" (issue 22, item 10): the ride's held
 * cashback, and clearing it (confirmed: the points are credited; rejected: dropped), audited.
 */
export function fareClearanceRoutes(deps: Pick<AppDeps, 'db' | 'now'>): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/rides/:rideId/cashback'),
      operationId: 'getHeldCashback',
      summary: "A ride's cashback held for its fare check, and how operations cleared it",
      tag,
      access: 'staff',
      params: RideParamsSchema,
      responses: { 200: HeldCashbackSchema },
      errors: [404],
      handler: ({ params, request }) => translated(request, () => getHeldCashback(deps.db, params.rideId)),
    }),
    defineRoute({
      method: 'POST',
      path: apiPath('/admin/rides/:rideId/fare-clearance'),
      operationId: 'clearRideFare',
      summary:
        'Clear a fare the tariff check called "above": CONFIRMED credits the held points, REJECTED drops them (audited, once)',
      tag,
      access: 'staff',
      params: RideParamsSchema,
      body: ClearFareSchema,
      responses: { 200: HeldCashbackSchema },
      errors: [404, 409],
      handler: ({ params, body, user, request }) =>
        translated(request, () => clearHeldCashback(deps, user.id, params.rideId, body)),
    }),
  ]
}
