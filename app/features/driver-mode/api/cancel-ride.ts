import { apiPath } from '#shared/api-paths.ts'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import type { Lang } from '#shared/routes.ts'
import { apiFetch } from '#app/lib/api.ts'

/** The driver cancels with a reason; the ride goes back to the other drivers (`POST …/cancel`). */
export function cancelRide(rideId: string, reason: string, lang: Lang): Promise<RideDetail> {
  return apiFetch<RideDetail>(apiPath(`/rides/${encodeURIComponent(rideId)}/cancel`), {
    method: 'POST',
    body: { reason },
    lang,
  })
}
