import { apiPath } from '#shared/api-paths.ts'
import type { Lang } from '#shared/routes.ts'
import { apiFetch } from '#app/lib/api.ts'

/** A place the passenger saved ("Home", "Work"), `GET/POST /api/v1/me/favourite-places`. */
export type FavouritePlace = { id: string; name: string; address: string; lat: number; lng: number }

const placePath = (placeId: string) => apiPath(`/me/favourite-places/${encodeURIComponent(placeId)}`)

export async function listFavouritePlaces(lang: Lang): Promise<FavouritePlace[]> {
  const answer = await apiFetch<{ items: FavouritePlace[] }>(apiPath('/me/favourite-places'), { lang })
  return answer.items
}

export function addFavouritePlace(lang: Lang, place: Omit<FavouritePlace, 'id'>): Promise<FavouritePlace> {
  return apiFetch<FavouritePlace>(apiPath('/me/favourite-places'), { method: 'POST', body: place, lang })
}

export function renameFavouritePlace(lang: Lang, placeId: string, name: string): Promise<FavouritePlace> {
  return apiFetch<FavouritePlace>(placePath(placeId), { method: 'PATCH', body: { name }, lang })
}

export function removeFavouritePlace(lang: Lang, placeId: string): Promise<void> {
  return apiFetch<void>(placePath(placeId), { method: 'DELETE', lang })
}
