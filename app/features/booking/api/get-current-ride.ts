import { apiPath } from '#shared/api-paths.ts'
import type { Lang } from '#shared/routes.ts'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import { apiFetch } from '#app/lib/api.ts'
import { retryTransient } from '#app/lib/query-retry.ts'

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

export const CURRENT_RIDE_KEY = ['rides', 'current'] as const

/** Read on load, when the tab is shown again, on every status event of the stream and while it is down. */
export function currentRideQueryOptions(lang: Lang) {
  // a plain object, not queryOptions(): one chunk less for the booking page (decision 078)
  return {
    queryKey: CURRENT_RIDE_KEY,
    queryFn: ({ signal }: { signal: AbortSignal }) => getCurrentRide(lang, signal),
    retry: retryTransient,
    // the stream says when it changed: the last answer is current until then
    staleTime: 0,
    refetchOnWindowFocus: true,
  }
}
