import { apiPath } from '#shared/api-paths.ts'
import type { City } from '#shared/constants.ts'
import type { Lang } from '#shared/routes.ts'
import type { FareEstimateResponse } from '#shared/schemas/fare-estimate.ts'
import { apiFetch } from '#app/lib/api.ts'

/** One tariff estimate for a trip length (`POST /api/v1/fare-estimates`), the yellow class by default. */
export function estimateFare(
  lang: Lang,
  request: { city: City; distanceMetres: number },
  signal?: AbortSignal,
): Promise<FareEstimateResponse> {
  return apiFetch<FareEstimateResponse>(apiPath('/fare-estimates'), { method: 'POST', body: request, lang, signal })
}
