import { apiPath } from '#shared/api-paths.ts'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import type { Lang } from '#shared/routes.ts'
import { apiFetch } from '#app/lib/api.ts'

/** The driver rates the passenger 1–5 (`POST /api/v1/rides/:rideId/rating`). */
export function ratePassenger(rideId: string, rating: number, comment: string, lang: Lang): Promise<RideDetail> {
  const body = comment.trim() ? { rating, comment: comment.trim() } : { rating }
  return apiFetch<RideDetail>(apiPath(`/rides/${encodeURIComponent(rideId)}/rating`), { method: 'POST', body, lang })
}
