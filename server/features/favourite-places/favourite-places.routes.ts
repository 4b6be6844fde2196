import { apiPath } from '#shared/api-paths.ts'
import {
  FAVOURITE_PLACE_NAME_MAX,
  FavouritePlaceChangeSchema,
  FavouritePlaceListSchema,
  FavouritePlaceParamsSchema,
  FavouritePlaceSchema,
  MAX_FAVOURITE_PLACES,
  NewFavouritePlaceSchema,
  RecentPlaceListSchema,
} from '#shared/schemas/favourite-places.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import {
  addFavouritePlace,
  changeFavouritePlace,
  listMyFavouritePlaces,
  listRecentPlaces,
  RECENT_PLACES,
  removeFavouritePlace,
  requirePassenger,
} from './favourite-places.service.ts'

const tag = 'Rides'
const PASSENGERS =
  'Passengers only (403 `PASSENGER_ONLY`); a place of another passenger is 404 `FAVOURITE_PLACE_NOT_FOUND`.'

/** The booking page's quick pick: the passenger's favourite places and recent places. */
export function favouritePlaceRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/me/favourite-places'),
      operationId: 'listFavouritePlaces',
      summary: "The passenger's favourite places, in the order they were added",
      description: PASSENGERS,
      tag,
      access: 'user',
      responses: { 200: FavouritePlaceListSchema },
      errors: [403],
      handler: async ({ user, lang }) => listMyFavouritePlaces(deps.db, requirePassenger(user, lang)),
    }),
    defineRoute({
      method: 'POST',
      path: apiPath('/me/favourite-places'),
      operationId: 'addFavouritePlace',
      summary: `Add a favourite place (a name of 1–${FAVOURITE_PLACE_NAME_MAX} characters, an address, coordinates)`,
      description: `${PASSENGERS} At most ${MAX_FAVOURITE_PLACES}: one more is 409 \`TOO_MANY_FAVOURITE_PLACES\`.`,
      tag,
      access: 'user',
      body: NewFavouritePlaceSchema,
      responses: { 201: FavouritePlaceSchema },
      errors: [403, 409],
      handler: async ({ user, body, lang, reply }) =>
        reply.code(201).send(await addFavouritePlace(deps.db, requirePassenger(user, lang), body, deps.now(), lang)),
    }),
    defineRoute({
      method: 'PATCH',
      path: apiPath('/me/favourite-places/:placeId'),
      operationId: 'changeFavouritePlace',
      summary: 'Rename a favourite place, or change its address and coordinates',
      description: PASSENGERS,
      tag,
      access: 'user',
      params: FavouritePlaceParamsSchema,
      body: FavouritePlaceChangeSchema,
      responses: { 200: FavouritePlaceSchema },
      errors: [403, 404],
      handler: async ({ user, params, body, lang }) =>
        changeFavouritePlace(deps.db, requirePassenger(user, lang), params.placeId, body, lang),
    }),
    defineRoute({
      method: 'DELETE',
      path: apiPath('/me/favourite-places/:placeId'),
      operationId: 'removeFavouritePlace',
      summary: 'Remove a favourite place',
      description: PASSENGERS,
      tag,
      access: 'user',
      params: FavouritePlaceParamsSchema,
      responses: { 204: null },
      errors: [403, 404],
      handler: async ({ user, params, lang, reply }) => {
        await removeFavouritePlace(deps.db, requirePassenger(user, lang), params.placeId, lang)
        return reply.code(204).send()
      },
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/me/recent-places'),
      operationId: 'listRecentPlaces',
      summary: `The passenger's last ${RECENT_PLACES} distinct pickups and destinations with coordinates, newest first`,
      description: 'Passengers only (403 `PASSENGER_ONLY`).',
      tag,
      access: 'user',
      responses: { 200: RecentPlaceListSchema },
      errors: [403],
      handler: async ({ user, lang }) => listRecentPlaces(deps.db, requirePassenger(user, lang)),
    }),
  ]
}
