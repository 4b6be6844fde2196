import { apiPath } from '#shared/api-paths.ts'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import type { Lang } from '#shared/routes.ts'
import { apiFetch } from '#app/lib/api.ts'

/** One ride as its driver sees it (`GET /api/v1/rides/:rideId`). */
export function getRide(rideId: string, lang: Lang, signal?: AbortSignal): Promise<RideDetail> {
  return apiFetch<RideDetail>(apiPath(`/rides/${encodeURIComponent(rideId)}`), { lang, signal })
}
