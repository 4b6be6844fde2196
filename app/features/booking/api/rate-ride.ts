import { apiPath } from '#shared/api-paths.ts'
import type { Lang } from '#shared/routes.ts'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import { apiFetch } from '#app/lib/api.ts'

/** The passenger rates the driver of a completed ride (`POST /api/v1/rides/:rideId/rating`). */
export function rateRide(lang: Lang, rideId: string, rating: number, comment: string): Promise<RideDetail> {
  return apiFetch<RideDetail>(apiPath(`/rides/${encodeURIComponent(rideId)}/rating`), {
    method: 'POST',
    body: comment.trim() ? { rating, comment: comment.trim() } : { rating },
    lang,
  })
}
