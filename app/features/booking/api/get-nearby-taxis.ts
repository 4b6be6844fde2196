import { apiPath } from '#shared/api-paths.ts'
import type { Lang } from '#shared/routes.ts'
import type { NearbyTaxis } from '#shared/schemas/rides-api.ts'
import { apiFetch } from '#app/lib/api.ts'

/** Free taxis around the pickup (`GET /api/v1/taxis/nearby`), blurred, for the searching screen. */
export function getNearbyTaxis(lang: Lang, position: { lat: number; lng: number }): Promise<NearbyTaxis> {
  const search = new URLSearchParams({ lat: String(position.lat), lng: String(position.lng) })
  return apiFetch<NearbyTaxis>(`${apiPath('/taxis/nearby')}?${search}`, { lang })
}
