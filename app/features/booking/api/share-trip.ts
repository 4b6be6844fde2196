import { apiPath } from '#shared/api-paths.ts'
import type { Lang } from '#shared/routes.ts'
import { apiFetch } from '#app/lib/api.ts'

const sharePath = (rideId: string) => apiPath(`/rides/${encodeURIComponent(rideId)}/share`)

/** A link token for a friend (`POST /api/v1/rides/:rideId/share`); it expires with the ride. */
export function shareTrip(lang: Lang, rideId: string): Promise<{ token: string; expiresAt: string }> {
  return apiFetch(sharePath(rideId), { method: 'POST', body: {}, lang })
}

/** The link stops working at once (`DELETE /api/v1/rides/:rideId/share`). */
export function revokeTripShare(lang: Lang, rideId: string): Promise<void> {
  return apiFetch<void>(sharePath(rideId), { method: 'DELETE', lang })
}
