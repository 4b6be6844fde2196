import { apiPath } from '#shared/api-paths.ts'
import type { Lang } from '#shared/routes.ts'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import { apiFetch } from '#app/lib/api.ts'

/** One ride by id (`GET /api/v1/rides/:rideId`): how a ride that left `current` ended. */
export function getRide(lang: Lang, rideId: string): Promise<RideDetail> {
  return apiFetch<RideDetail>(apiPath(`/rides/${encodeURIComponent(rideId)}`), { lang })
}
