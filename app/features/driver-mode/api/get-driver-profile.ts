import { apiPath } from '#shared/api-paths.ts'
import type { Profile } from '#shared/schemas/api-responses.ts'
import type { Lang } from '#shared/routes.ts'
import { apiFetch } from '#app/lib/api.ts'

/** The driver's own record: whether the server has them online (`GET /api/v1/me`). */
export function getDriverProfile(lang: Lang, signal?: AbortSignal): Promise<Profile> {
  return apiFetch<Profile>(apiPath('/me'), { lang, signal })
}
