import type { Lang } from '#shared/routes.ts'
import type { SharedTrip } from '#shared/schemas/trip-shares.ts'
import { apiFetch } from '#app/lib/api.ts'

/**
 * `POST /api/v1/trip-shares/view`: what the link shows now. The token goes in the body, never in a
 * URL (decision 048). Throws ApiRequestError; 404 `TRIP_SHARE_NOT_FOUND` once the ride has ended
 * or the link was revoked.
 */
export function viewSharedTrip(token: string, lang: Lang, signal?: AbortSignal): Promise<SharedTrip> {
  return apiFetch<SharedTrip>('/api/v1/trip-shares/view', { method: 'POST', body: { token }, lang, signal })
}
