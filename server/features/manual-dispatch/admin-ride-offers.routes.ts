import { apiPath } from '#shared/api-paths.ts'
import { AdminRideSchema, RideIdParamsSchema } from '#shared/schemas/admin-rides.ts'
import {
  FreeTaxisQuerySchema,
  FreeTaxisSchema,
  ManualOfferSchema,
  OfferToTaxiSchema,
  OperationsReasonSchema,
} from '#shared/schemas/manual-dispatch.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { getAdminRide } from '#server/features/admin-rides/index.ts'
import { type LifecycleDeps, rideLifecycleOf } from '#server/features/ride-lifecycle/index.ts'
import { cancelAsOperations, closeStuck, freeTaxisNearRide, offerToTaxi, takeBack } from './manual-dispatch.service.ts'

const tag = 'Back-office'

/**
 * Issue 25, manual dispatch and operations on a ride (decision 059): staff (ADMIN, SUPPORT) list
 * the free taxis nearest a waiting request and offer it to one, take a ride back from a driver who
 * is not moving, cancel as operations and close a stuck ride. Each goes through the ride lifecycle
 * (events by operations, the staff member as their actor) and the audit log.
 */
export function manualDispatchRoutes(deps: AppDeps): ApiRoute[] {
  const { lifecycle } = rideLifecycleOf(deps)
  return [...dispatchRoutes(lifecycle), ...operationsRoutes(deps, lifecycle)]
}

/** The free taxis nearest a waiting request, and offering it to one of them. */
function dispatchRoutes(lifecycle: LifecycleDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/rides/:rideId/free-taxis'),
      operationId: 'listFreeTaxisNearRide',
      summary:
        'The free, online, verified taxis nearest a REQUESTED ride’s pickup within `radiusKm` (3, 5, 10 or 20), nearest first, with their distance (at most `limit`)',
      tag,
      access: 'staff',
      params: RideIdParamsSchema,
      query: FreeTaxisQuerySchema,
      responses: { 200: FreeTaxisSchema },
      errors: [404],
      handler: ({ params, query, lang }) => freeTaxisNearRide(lifecycle, params.rideId, query, lang),
    }),
    defineRoute({
      method: 'POST',
      path: apiPath('/admin/rides/:rideId/offers'),
      operationId: 'offerRideToTaxi',
      summary:
        'Offer a REQUESTED ride to one chosen free taxi near it: the driver gets the usual offer and countdown (audited). 409 `RIDE_NOT_REQUESTED`, `TAXI_NOT_FREE`, `ALREADY_OFFERED`',
      tag,
      access: 'staff',
      params: RideIdParamsSchema,
      body: OfferToTaxiSchema,
      responses: { 201: ManualOfferSchema },
      errors: [404, 409],
      handler: async ({ params, body, user, lang, reply }) =>
        reply.code(201).send(await offerToTaxi(lifecycle, { id: user.id, lang }, params.rideId, body.driverId)),
    }),
  ]
}

type OperationsMove = typeof takeBack

/** Take back, cancel as operations, close: each with a reason, answering with the ride's page as it is now. */
function operationsRoutes(deps: AppDeps, lifecycle: LifecycleDeps): ApiRoute[] {
  const move = (path: string, operationId: string, summary: string, act: OperationsMove) =>
    defineRoute({
      method: 'POST',
      path: apiPath(`/admin/rides/:rideId/${path}`),
      operationId,
      summary,
      tag,
      access: 'staff',
      params: RideIdParamsSchema,
      body: OperationsReasonSchema,
      responses: { 200: AdminRideSchema },
      errors: [404, 409],
      handler: async ({ params, body, user, lang }) => {
        await act(lifecycle, { id: user.id, lang }, params.rideId, body.reason)
        return getAdminRide(deps, user, params.rideId, lang)
      },
    })
  return [
    move(
      'take-back',
      'takeRideBack',
      'Take an ASSIGNED ride back from its driver, with a reason: back to REQUESTED and offered to the other drivers, never to that one again (audited)',
      takeBack,
    ),
    move(
      'operations-cancel',
      'cancelRideAsOperations',
      'Cancel a ride not started yet (REQUESTED, ASSIGNED, ARRIVED) as operations, with a reason: never charged; passenger and driver are told (audited)',
      cancelAsOperations,
    ),
    move(
      'close',
      'closeStuckRide',
      'Close a stuck ride IN_PROGRESS, with a reason: it ends CANCELLED by operations, never charged, its driver released (audited)',
      closeStuck,
    ),
  ]
}
