import { z } from 'zod'
import { apiPath } from '#shared/api-paths.ts'
import {
  CancelRideSchema,
  CurrentRideSchema,
  IdempotencyKeySchema,
  NearbyQuerySchema,
  NearbyTaxisSchema,
  RateRideSchema,
  RideDetailSchema,
  RideRequestSchema,
  RequestedRideSchema,
} from '#shared/schemas/rides-api.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import type { LifecycleDeps } from './lifecycle-deps.ts'
import { nearbyTaxis } from './presence.service.ts'
import { RideError } from './ride-errors.ts'
import { getRideDetail } from './ride-detail.service.ts'
import { getCurrentRide } from './current-ride.service.ts'
import { cancelRide, rateRide } from './ride-end.service.ts'
import { withFareEstimate } from './ride-fare-estimate.service.ts'
import { requestRide, rideRequestLimitOf } from './ride-request.service.ts'
import { requireAllowed, RIDES } from '#server/policy/authorize.ts'
import { callerOf, requireUserFast, RideParamsSchema, translated } from './route-helpers.ts'

const tag = 'Rides'

/** Documented only: the handler reads it itself, for its own 400 `IDEMPOTENCY_KEY_REQUIRED`. */
const IdempotencyHeadersSchema = z.object({
  'Idempotency-Key': IdempotencyKeySchema.meta({
    description:
      'Required. A key the client makes per ride request (a UUID): the same key with the same body ' +
      'answers the same ride (200, `Idempotent-Replayed: true`); with another body, 422.',
  }),
})

function requestRideRoute(lifecycle: LifecycleDeps) {
  const limit = rideRequestLimitOf(lifecycle)
  return defineRoute({
    method: 'POST',
    path: apiPath('/rides'),
    operationId: 'requestRide',
    summary:
      'Request a ride (passengers only): 201 with the new ride and its fare estimate, 200 when the same key is replayed',
    description:
      `At most ${limit.max} new requests per passenger in ${limit.windowSeconds / 60} ` +
      'minutes (a replayed key does not count): over it, 429 `TOO_MANY_RIDE_REQUESTS` with Retry-After.',
    tag,
    access: 'user',
    headers: IdempotencyHeadersSchema,
    body: RideRequestSchema,
    responses: {
      201: {
        description:
          'The ride is requested; dispatch offers it to nearby drivers. `fareEstimate` is what the tariff ' +
          'in effect now says the trip should cost (the meter decides the final fare).',
        schema: RequestedRideSchema,
      },
      200: {
        description: 'The same request again (`Idempotent-Replayed: true`): the same ride and estimate.',
        schema: RequestedRideSchema,
      },
    },
    errors: [403, 409, 422, 429],
    handler: ({ user, body, request, reply, lang }) =>
      translated(request, async () => {
        const caller = requireAllowed(user, 'request', RIDES)
        const key = IdempotencyKeySchema.safeParse(request.headers['idempotency-key'])
        if (!key.success) throw new RideError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'idempotencyKeyRequired')
        const result = await requestRide(lifecycle, caller.id, body, key.data)
        if (result.isReplay) reply.header('idempotent-replayed', 'true')
        return reply.code(result.isReplay ? 200 : 201).send(withFareEstimate(result.ride, body, lang))
      }),
  })
}

/** The passenger's side of the lifecycle, and the ride reads and moves both sides share. */
export function rideRequestRoutes(lifecycle: LifecycleDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/taxis/nearby'),
      operationId: 'listNearbyTaxis',
      summary: 'How many taxis are free near a point, and where (blurred to ~100 m, no identity)',
      tag,
      access: 'user',
      authenticate: requireUserFast,
      query: NearbyQuerySchema,
      responses: { 200: NearbyTaxisSchema },
      handler: async ({ query }) => nearbyTaxis(lifecycle, query),
    }),
    requestRideRoute(lifecycle),
    defineRoute({
      method: 'GET',
      path: apiPath('/rides/current'),
      operationId: 'getCurrentRide',
      summary:
        "The caller's ride to show now: the one under way, else the newest completed in the last 30 minutes and not yet rated by the caller, else null",
      description:
        'Passengers and drivers (403 `PASSENGER_ONLY` for staff). A page that reloads, a second tab, a reopened app ' +
        'return to the same screen from it. The passenger also gets `driverPosition`, `etaSeconds` and `share`.',
      tag,
      access: 'user',
      responses: { 200: CurrentRideSchema },
      errors: [403],
      handler: ({ user, request }) => translated(request, () => getCurrentRide(lifecycle, callerOf(user))),
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/rides/:rideId'),
      operationId: 'getRide',
      summary: 'One ride with its timeline, as its passenger, its driver or operations sees it',
      tag,
      access: 'user',
      params: RideParamsSchema,
      responses: { 200: RideDetailSchema },
      errors: [404],
      handler: ({ user, params, request }) =>
        translated(request, () => getRideDetail(lifecycle, callerOf(user), params.rideId)),
    }),
    defineRoute({
      method: 'POST',
      path: apiPath('/rides/:rideId/cancel'),
      operationId: 'cancelRide',
      summary: 'Cancel a ride (its passenger, its driver, or operations); a late cancellation costs a fee',
      tag,
      access: 'user',
      params: RideParamsSchema,
      body: CancelRideSchema,
      responses: { 200: RideDetailSchema },
      errors: [403, 404, 409],
      handler: ({ user, params, body, lang, request }) =>
        translated(request, () => cancelRide(lifecycle, callerOf(user), params.rideId, body, lang)),
    }),
    defineRoute({
      method: 'POST',
      path: apiPath('/rides/:rideId/rating'),
      operationId: 'rateRide',
      summary: 'Rate a completed ride: the passenger rates the driver, the driver the passenger',
      tag,
      access: 'user',
      params: RideParamsSchema,
      body: RateRideSchema,
      responses: { 200: RideDetailSchema },
      errors: [403, 404, 409],
      handler: ({ user, params, body, request }) =>
        translated(request, () => rateRide(lifecycle, callerOf(user), params.rideId, body)),
    }),
  ]
}
