import { apiPath } from '#shared/api-paths.ts'
import type { CompleteRide, RideDetail } from '#shared/schemas/rides-api.ts'
import type { Lang } from '#shared/routes.ts'
import { apiFetch } from '#app/lib/api.ts'

/** The meter's fare (lira), tolls (kuruş), distance and duration (`POST /api/v1/rides/:rideId/complete`). */
export function completeRide(rideId: string, body: CompleteRide, lang: Lang): Promise<RideDetail> {
  return apiFetch<RideDetail>(apiPath(`/rides/${encodeURIComponent(rideId)}/complete`), {
    method: 'POST',
    body,
    lang,
  })
}
