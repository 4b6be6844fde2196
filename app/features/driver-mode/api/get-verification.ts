import { apiPath } from '#shared/api-paths.ts'
import type { MyVerification } from '#shared/schemas/driver-verification.ts'
import type { Lang } from '#shared/routes.ts'
import { apiFetch } from '#app/lib/api.ts'

/** Verification status, lapsed documents and suspension (`GET /api/v1/me/verification`, as the panel reads it). */
export function getVerification(lang: Lang, signal?: AbortSignal): Promise<MyVerification> {
  return apiFetch<MyVerification>(apiPath('/me/verification'), { lang, signal })
}
