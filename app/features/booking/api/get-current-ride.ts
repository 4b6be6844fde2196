import { apiPath } from '#shared/api-paths.ts'
import type { Lang } from '#shared/routes.ts'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import { apiFetch } from '#app/lib/api.ts'

/** The open ride as `GET /api/v1/rides/current` gives it: the detail plus what only a live ride has. */
export type CurrentRide = RideDetail & {
  driverPosition: { lat: number; lng: number; at: string } | null
  etaSeconds: number | null
  share: { expiresAt: string } | null
}

/**
 * The passenger's open ride, or one that just ended and is not rated yet; null when there is none.
 * The page shows whatever step this says (state is the server's: reload, second tab, network loss).
 */
export async function getCurrentRide(lang: Lang, signal?: AbortSignal): Promise<CurrentRide | null> {
  const answer = await apiFetch<{ ride: CurrentRide | null }>(apiPath('/rides/current'), { lang, signal })
  return answer.ride
}
