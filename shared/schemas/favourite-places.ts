import { z } from 'zod'
import { requiredText } from './fields.ts'
import { LatSchema, LngSchema } from './rides-api.ts'

/** How many favourite places one passenger may keep (a quick pick, not an address book). */
export const MAX_FAVOURITE_PLACES = 20
/** The longest name of a favourite place ("Ev", "İş", "Annemler"…). */
export const FAVOURITE_PLACE_NAME_MAX = 40

const PlaceNameSchema = requiredText('invalid', FAVOURITE_PLACE_NAME_MAX)

/** `POST /api/v1/me/favourite-places`. */
export const NewFavouritePlaceSchema = z
  .object({ name: PlaceNameSchema, address: requiredText('invalid', 300), lat: LatSchema, lng: LngSchema })
  .meta({ id: 'NewFavouritePlace' })
export type NewFavouritePlace = z.infer<typeof NewFavouritePlaceSchema>

/** `PATCH /api/v1/me/favourite-places/:placeId`: rename, or move (every field optional). */
export const FavouritePlaceChangeSchema = NewFavouritePlaceSchema.partial().meta({ id: 'FavouritePlaceChange' })
export type FavouritePlaceChange = z.infer<typeof FavouritePlaceChangeSchema>

export const FavouritePlaceParamsSchema = z.object({ placeId: z.string().regex(/^\d{1,12}$/, 'invalid') })

export const FavouritePlaceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    address: z.string(),
    lat: z.number(),
    lng: z.number(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'FavouritePlace' })
export type FavouritePlace = z.infer<typeof FavouritePlaceSchema>

export const FavouritePlaceListSchema = z
  .object({ items: z.array(FavouritePlaceSchema) })
  .meta({ id: 'FavouritePlaceList' })

/** One of the passenger's recent pickups or destinations, newest first. */
export const RecentPlaceSchema = z.object({ address: z.string(), lat: z.number(), lng: z.number() })
export type RecentPlace = z.infer<typeof RecentPlaceSchema>
export const RecentPlaceListSchema = z.object({ items: z.array(RecentPlaceSchema) }).meta({ id: 'RecentPlaceList' })
