import { z } from 'zod'
import { apiPath } from '#shared/api-paths.ts'
import { SharedTripSchema, TripShareLinkSchema, TripShareViewRequestSchema } from '#shared/schemas/trip-shares.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { revokeTripShare, shareTrip, viewSharedTrip } from './trip-shares.service.ts'

const tag = 'Rides'
const RideParamsSchema = z.object({ rideId: z.string().min(1).max(64) })
/** A friend's page polls every 5 s; a few open tabs stay well under this, a token guesser does not. */
export const TRIP_SHARE_VIEW_LIMIT = { windowSeconds: 60, max: 60 }

/** "Share my trip": the passenger's link to their open ride, and the public view a friend polls. */
export function tripShareRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'POST',
      path: apiPath('/rides/:rideId/share'),
      operationId: 'shareTrip',
      summary: "Make a link to the passenger's open ride for a friend (a new one replaces the old)",
      description:
        "The ride's passenger only (403 `PASSENGER_ONLY`, 404 `RIDE_NOT_FOUND`); 409 `RIDE_NOT_OPEN` once it has ended. " +
        'The token is shown once and only its SHA-256 is kept; the page is `/paylasilan-yolculuk#<token>` ' +
        '(`/en/shared-trip#<token>`): the token stays in the fragment, out of every request line and log.',
      tag,
      access: 'user',
      params: RideParamsSchema,
      responses: { 201: TripShareLinkSchema },
      errors: [403, 404, 409],
      handler: async ({ user, params, lang, reply }) =>
        reply.code(201).send(await shareTrip(deps.db, user, params.rideId, deps.now(), lang)),
    }),
    defineRoute({
      method: 'DELETE',
      path: apiPath('/rides/:rideId/share'),
      operationId: 'revokeTripShare',
      summary: "Revoke the ride's shared link: it stops working at once",
      description: "The ride's passenger only (403 `PASSENGER_ONLY`, 404 `RIDE_NOT_FOUND`).",
      tag,
      access: 'user',
      params: RideParamsSchema,
      responses: { 204: null },
      errors: [403, 404],
      handler: async ({ user, params, lang, reply }) => {
        await revokeTripShare(deps.db, user, params.rideId, lang)
        return reply.code(204).send()
      },
    }),
    defineRoute({
      method: 'POST',
      path: apiPath('/trip-shares/view'),
      operationId: 'viewSharedTrip',
      summary: 'What a shared link shows while its ride is open: the taxi, its plate and its live position',
      description:
        'No sign-in: the token in the body is the permission. 404 `TRIP_SHARE_NOT_FOUND` for an unknown, revoked or ' +
        'expired link and once the ride is cancelled, 404 `TRIP_SHARE_ARRIVED` once it is completed (nothing else of ' +
        `it is shown then). The passenger appears by first name only. At most ${TRIP_SHARE_VIEW_LIMIT.max} ` +
        `a minute per address. POST, so the token travels in the body, never in a URL.`,
      tag,
      access: 'public',
      rateLimit: { name: 'trip-share-view', rule: TRIP_SHARE_VIEW_LIMIT },
      body: TripShareViewRequestSchema,
      responses: { 200: SharedTripSchema },
      errors: [404],
      handler: async ({ body, lang, reply }) => {
        reply.header('cache-control', 'no-store')
        return viewSharedTrip(deps.db, body.token, deps.now(), lang)
      },
    }),
  ]
}
