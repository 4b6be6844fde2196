import { apiPath } from '#shared/api-paths.ts'
import type { Lang } from '#shared/routes.ts'
import type { LatLng } from '#shared/ride-lifecycle/geo.ts'
import { apiFetch } from '#app/lib/api.ts'

/** The position every few seconds (`PUT /api/v1/driver/position`); 429 with Retry-After when too soon. */
export async function reportPosition(position: LatLng, lang: Lang): Promise<{ positionIntervalMs?: number } | null> {
  return apiFetch<{ positionIntervalMs?: number } | null>(apiPath('/driver/position'), {
    method: 'PUT',
    body: position,
    lang,
  })
}
