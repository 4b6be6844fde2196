import { apiPath } from '#shared/api-paths.ts'
import { NewAdjustmentSchema, RideAdjustmentsSchema } from '#shared/schemas/adjustments.ts'
import { RideIdParamsSchema } from '#shared/schemas/admin-rides.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { addAdjustment, listRideAdjustments } from './adjustments.service.ts'

const tag = 'Back-office'

/** Issue 25: refunds, credits and fare corrections on a ride, a ledger staff append to (decision 057). */
export function adjustmentRoutes(deps: AppDeps): ApiRoute[] {
  const adjustmentDeps = { db: deps.db, now: deps.now, supportAdjustmentLimitKurus: deps.supportAdjustmentLimitKurus }
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/rides/:rideId/adjustments'),
      operationId: 'listRideAdjustments',
      summary: "A ride's refunds, credits and fare corrections, oldest first, with its charge and the caller's limit",
      tag,
      access: 'staff',
      params: RideIdParamsSchema,
      responses: { 200: RideAdjustmentsSchema },
      errors: [404],
      handler: ({ params, user, lang }) => listRideAdjustments(adjustmentDeps, user, params.rideId, lang),
    }),
    defineRoute({
      method: 'POST',
      path: apiPath('/admin/rides/:rideId/adjustments'),
      operationId: 'addRideAdjustment',
      summary:
        'Refund or credit the passenger, or correct the driver’s fare, with a reason (audited; SUPPORT up to the configured limit)',
      tag,
      access: 'staff',
      params: RideIdParamsSchema,
      body: NewAdjustmentSchema,
      responses: { 200: RideAdjustmentsSchema },
      errors: [400, 403, 404, 409],
      handler: ({ params, body, user, lang }) => addAdjustment(adjustmentDeps, user, params.rideId, body, lang),
    }),
  ]
}
