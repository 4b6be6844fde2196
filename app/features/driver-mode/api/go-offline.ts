import { apiPath } from '#shared/api-paths.ts'
import type { DriverStatus } from '#shared/schemas/rides-api.ts'
import type { Lang } from '#shared/routes.ts'
import { apiFetch } from '#app/lib/api.ts'

/** No more offers (`POST /api/v1/driver/offline`); refused while a ride is under way. */
export function goOffline(lang: Lang): Promise<DriverStatus> {
  return apiFetch<DriverStatus>(apiPath('/driver/offline'), { method: 'POST', lang })
}
