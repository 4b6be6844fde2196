import { apiPath } from '#shared/api-paths.ts'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import type { Lang } from '#shared/routes.ts'
import { apiFetch } from '#app/lib/api.ts'

/** The driver's open ride, or a just-ended one not yet rated (`GET /api/v1/rides/current`). */
export async function getCurrentRide(lang: Lang, signal?: AbortSignal): Promise<RideDetail | null> {
  const { ride } = await apiFetch<{ ride: RideDetail | null }>(apiPath('/rides/current'), { lang, signal })
  return ride
}
