import {
  MAX_FAVOURITE_PLACES,
  type FavouritePlace,
  type FavouritePlaceChange,
  type NewFavouritePlace,
  type RecentPlace,
} from '#shared/schemas/favourite-places.ts'
import type { Lang } from '#shared/routes.ts'
import { toNumber, type Db } from '#server/db/database.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import type { SessionUser } from '#server/core/session.ts'
import {
  countFavouritePlaces,
  deleteFavouritePlace,
  insertFavouritePlace,
  listFavouritePlaces,
  listRecentRidePlaces,
  updateFavouritePlace,
} from './favourite-places.queries.ts'

/** How many recent places the booking page offers, and how many rides are read to find them. */
export const RECENT_PLACES = 5
const RECENT_RIDES_READ = 20

const refuse = (lang: Lang, status: number, code: string, key: 'favouritePlaceNotFound' | 'tooManyFavouritePlaces') =>
  new HttpError(status, code, serverT(lang, 'rides')(`errors.${key}`, { max: MAX_FAVOURITE_PLACES }))

/** 403 `PASSENGER_ONLY` unless a passenger asks: favourites and recent places are the booking page's. */
export function requirePassenger(user: SessionUser, lang: Lang): string {
  if (user.userType !== 'PASSENGER')
    throw new HttpError(403, 'PASSENGER_ONLY', serverT(lang, 'rides')('errors.passengerOnly'))
  return user.id
}

export async function listMyFavouritePlaces(db: Db, passengerId: string): Promise<{ items: FavouritePlace[] }> {
  return { items: await listFavouritePlaces(db, passengerId) }
}

/** Adds a favourite; 409 `TOO_MANY_FAVOURITE_PLACES` at MAX_FAVOURITE_PLACES. */
export async function addFavouritePlace(
  db: Db,
  passengerId: string,
  place: NewFavouritePlace,
  now: Date,
  lang: Lang,
): Promise<FavouritePlace> {
  return db.transaction().execute(async (trx) => {
    if ((await countFavouritePlaces(trx, passengerId)) >= MAX_FAVOURITE_PLACES)
      throw refuse(lang, 409, 'TOO_MANY_FAVOURITE_PLACES', 'tooManyFavouritePlaces')
    return insertFavouritePlace(trx, { passengerId, ...place, at: now.toISOString() })
  })
}

/** Renames (or moves) one of the passenger's own favourites; 404 for anybody else's. */
export async function changeFavouritePlace(
  db: Db,
  passengerId: string,
  placeId: string,
  change: FavouritePlaceChange,
  lang: Lang,
): Promise<FavouritePlace> {
  const updated =
    Object.keys(change).length === 0
      ? (await listFavouritePlaces(db, passengerId)).find((p) => p.id === placeId)
      : await updateFavouritePlace(db, passengerId, Number(placeId), change)
  if (!updated) throw refuse(lang, 404, 'FAVOURITE_PLACE_NOT_FOUND', 'favouritePlaceNotFound')
  return updated
}

export async function removeFavouritePlace(db: Db, passengerId: string, placeId: string, lang: Lang): Promise<void> {
  if (!(await deleteFavouritePlace(db, passengerId, Number(placeId))))
    throw refuse(lang, 404, 'FAVOURITE_PLACE_NOT_FOUND', 'favouritePlaceNotFound')
}

/**
 * The passenger's last RECENT_PLACES distinct places (same address, ignoring case and spaces),
 * newest first: each ride's destination, then its pickup. Places without coordinates are skipped.
 */
export async function listRecentPlaces(db: Db, passengerId: string): Promise<{ items: RecentPlace[] }> {
  const items: RecentPlace[] = []
  const seen = new Set<string>()
  const add = (
    address: string | null,
    lat: number | string | null | undefined,
    lng: number | string | null | undefined,
  ) => {
    if (address === null) return
    const key = address.trim().toLocaleLowerCase('tr').replace(/\s+/g, ' ')
    if (!key || lat == null || lng == null || seen.has(key) || items.length >= RECENT_PLACES) return
    seen.add(key)
    items.push({ address: address.trim(), lat: toNumber(lat), lng: toNumber(lng) })
  }
  for (const r of await listRecentRidePlaces(db, passengerId, RECENT_RIDES_READ)) {
    add(r.dropoffAddress, r.dropoffLat, r.dropoffLng)
    add(r.pickupAddress, r.pickupLat, r.pickupLng)
  }
  return { items }
}
