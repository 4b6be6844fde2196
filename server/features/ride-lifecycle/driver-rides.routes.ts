import { apiPath } from '#shared/api-paths.ts'
import { POSITION_MIN_INTERVAL_MS } from '#shared/ride-lifecycle/rules.ts'
import {
  CompleteRideSchema,
  DriverStatusSchema,
  OfferListSchema,
  PositionSchema,
  RideDetailSchema,
} from '#shared/schemas/rides-api.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import type { LifecycleDeps } from './lifecycle-deps.ts'
import { refuseIfSuspended } from '#server/features/driver-verification/index.ts'
import { goOffline, goOnline, listOffers, reportPosition } from './presence.service.ts'
import { declineOffer } from './offer-decline.service.ts'
import { acceptRide, advanceRide, completeRide } from './ride-steps.service.ts'
import { requireAllowed, RIDES } from '#server/policy/authorize.ts'
import { requireUserFast, RideParamsSchema, translated } from './route-helpers.ts'

const tag = 'Driver'
/** Every route here: drivers only (403 `DRIVER_ONLY`), most of them verified and active too. */
const DRIVERS_ONLY = 'Drivers only: 403 `DRIVER_ONLY` for anybody else, `DRIVER_NOT_VERIFIED` for an unverified driver.'

/** Presence: online with a position, offline, the position every few seconds, the open offers. */
function presenceRoutes(lifecycle: LifecycleDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'POST',
      path: apiPath('/driver/online'),
      operationId: 'goOnline',
      summary: 'Go online at a position, ready for offers',
      description: DRIVERS_ONLY,
      tag,
      access: 'user',
      body: PositionSchema,
      responses: { 200: DriverStatusSchema },
      errors: [403, 409],
      handler: ({ user, body, request, lang }) =>
        translated(request, async () => {
          const driverId = requireAllowed(user, 'drive', RIDES).id
          await refuseIfSuspended(lifecycle.db, driverId, lifecycle.now(), lang)
          return goOnline(lifecycle, driverId, body)
        }),
    }),
    defineRoute({
      method: 'POST',
      path: apiPath('/driver/offline'),
      operationId: 'goOffline',
      summary: 'Go offline: no more offers',
      description: DRIVERS_ONLY,
      tag,
      access: 'user',
      responses: { 200: DriverStatusSchema },
      errors: [403, 409],
      handler: ({ user, request }) =>
        translated(request, () => goOffline(lifecycle, requireAllowed(user, 'drive', RIDES).id)),
    }),
    defineRoute({
      method: 'PUT',
      path: apiPath('/driver/position'),
      operationId: 'reportPosition',
      summary: `Report the driver's position (at most one every ${POSITION_MIN_INTERVAL_MS / 1000} s; 429 \`POSITION_TOO_SOON\` with Retry-After otherwise)`,
      description:
        `${DRIVERS_ONLY} The minimum interval is ${POSITION_MIN_INTERVAL_MS} ms; the online and offline ` +
        'answers carry it as `positionIntervalMs`, so an app paces itself from the server.',
      tag,
      access: 'user',
      authenticate: requireUserFast,
      body: PositionSchema,
      responses: { 204: null },
      errors: [403, 409, 429],
      handler: ({ user, body, request, reply }) =>
        translated(request, async () => {
          await reportPosition(lifecycle, requireAllowed(user, 'drive', RIDES).id, body)
          return reply.code(204).send()
        }),
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/driver/offers'),
      operationId: 'listOffers',
      summary: "The driver's open offers, soonest to expire first",
      description: DRIVERS_ONLY,
      tag,
      access: 'user',
      responses: { 200: OfferListSchema },
      errors: [403, 409],
      handler: ({ user, request }) =>
        translated(request, async () => ({
          items: await listOffers(lifecycle, requireAllowed(user, 'drive', RIDES).id),
        })),
    }),
  ]
}

/** The moves only the ride's driver makes: accept an offer, arrive, start, complete with the meter's figures. */
function rideStepRoutes(lifecycle: LifecycleDeps): ApiRoute[] {
  const step = (path: 'arrive' | 'start', to: 'ARRIVED' | 'IN_PROGRESS', summary: string) =>
    defineRoute({
      method: 'POST',
      path: apiPath(`/rides/:rideId/${path}`),
      operationId: path === 'arrive' ? 'arriveAtPickup' : 'startRide',
      summary,
      description: DRIVERS_ONLY,
      tag,
      access: 'user',
      params: RideParamsSchema,
      responses: { 200: RideDetailSchema },
      errors: [403, 404, 409],
      handler: ({ user, params, request }) =>
        translated(request, () => advanceRide(lifecycle, requireAllowed(user, 'drive', RIDES).id, params.rideId, to)),
    })
  return [
    defineRoute({
      method: 'POST',
      path: apiPath('/rides/:rideId/accept'),
      operationId: 'acceptRide',
      summary: 'Accept an offered ride (the first driver wins; the others get 409)',
      description: DRIVERS_ONLY,
      tag,
      access: 'user',
      params: RideParamsSchema,
      responses: { 200: RideDetailSchema },
      errors: [403, 404, 409],
      handler: ({ user, params, request }) =>
        translated(request, () => acceptRide(lifecycle, requireAllowed(user, 'drive', RIDES).id, params.rideId)),
    }),
    defineRoute({
      method: 'POST',
      path: apiPath('/rides/:rideId/decline'),
      operationId: 'declineOffer',
      summary: 'Decline an offered ride: it goes to the next nearest driver at once, never back to this one',
      description:
        `${DRIVERS_ONLY} Declining twice answers 204 again; 409 \`NO_OFFER\` without an open offer, ` +
        '`RIDE_ALREADY_TAKEN` once another driver took it.',
      tag,
      access: 'user',
      params: RideParamsSchema,
      responses: { 204: null },
      errors: [403, 404, 409],
      handler: ({ user, params, request, reply }) =>
        translated(request, async () => {
          await declineOffer(lifecycle, requireAllowed(user, 'drive', RIDES).id, params.rideId)
          return reply.code(204).send()
        }),
    }),
    step('arrive', 'ARRIVED', 'The driver is at the pickup'),
    step('start', 'IN_PROGRESS', 'The passenger is aboard: the ride starts'),
    defineRoute({
      method: 'POST',
      path: apiPath('/rides/:rideId/complete'),
      operationId: 'completeRide',
      summary: "Complete the ride with the meter's fare (lira, 2 decimals), distance and duration",
      description: DRIVERS_ONLY,
      tag,
      access: 'user',
      params: RideParamsSchema,
      body: CompleteRideSchema,
      responses: { 200: RideDetailSchema },
      errors: [403, 404, 409],
      handler: ({ user, params, body, request }) =>
        translated(request, () =>
          completeRide(lifecycle, requireAllowed(user, 'drive', RIDES).id, params.rideId, body),
        ),
    }),
  ]
}

/** The driver app: presence, offers, and the moves only the ride's driver makes. */
export function driverRideRoutes(lifecycle: LifecycleDeps): ApiRoute[] {
  return [...presenceRoutes(lifecycle), ...rideStepRoutes(lifecycle)]
}
