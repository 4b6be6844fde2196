import { apiPath } from '#shared/api-paths.ts'
import type { Lang } from '#shared/routes.ts'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import { apiFetch } from '#app/lib/api.ts'

/**
 * `POST /api/v1/rides/:rideId/cancel` with the fee the passenger was shown: if it no longer applies
 * (the free time ran out meanwhile) the server refuses with 409 rather than charge an unseen fee.
 */
export function cancelRide(lang: Lang, rideId: string, reason: string, expectedFeeKurus: number): Promise<RideDetail> {
  return apiFetch<RideDetail>(apiPath(`/rides/${encodeURIComponent(rideId)}/cancel`), {
    method: 'POST',
    body: { reason, expectedFeeKurus },
    lang,
  })
}
