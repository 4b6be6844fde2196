import { apiPath } from '#shared/api-paths.ts'
import type { Lang } from '#shared/routes.ts'
import type { Ride, RidePage } from '#shared/schemas/api-responses.ts'
import { apiFetch } from '#app/lib/api.ts'

/**
 * The just-completed ride as the ride list gives it (`GET /api/v1/me/rides`): the list carries the
 * fare check against the tariff, which the ride detail does not. It is among the newest few.
 */
export async function getListedRide(lang: Lang, rideId: string): Promise<Ride | null> {
  const page = await apiFetch<RidePage>(`${apiPath('/me/rides')}?limit=5`, { lang })
  return page.items.find((ride) => ride.id === rideId) ?? null
}
