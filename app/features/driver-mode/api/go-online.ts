import { apiPath } from '#shared/api-paths.ts'
import type { DriverStatus } from '#shared/schemas/rides-api.ts'
import type { Lang } from '#shared/routes.ts'
import type { LatLng } from '#shared/ride-lifecycle/geo.ts'
import { apiFetch } from '#app/lib/api.ts'

/** The answer may name the position interval the server wants (issue 23); older servers do not. */
export type PresenceAnswer = DriverStatus & { positionIntervalMs?: number }

/** Online at a position, ready for offers (`POST /api/v1/driver/online`). */
export function goOnline(position: LatLng, lang: Lang): Promise<PresenceAnswer> {
  return apiFetch<PresenceAnswer>(apiPath('/driver/online'), { method: 'POST', body: position, lang })
}
