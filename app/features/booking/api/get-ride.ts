import { apiPath } from '#shared/api-paths.ts'
import type { Lang } from '#shared/routes.ts'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import { apiFetch } from '#app/lib/api.ts'
import { retryTransient } from '#app/lib/query-retry.ts'

/** One ride by id (`GET /api/v1/rides/:rideId`): how a ride that left `current` ended. */
export function getRide(lang: Lang, rideId: string, signal?: AbortSignal): Promise<RideDetail> {
  return apiFetch<RideDetail>(apiPath(`/rides/${encodeURIComponent(rideId)}`), { lang, signal })
}

export function rideQueryOptions(lang: Lang, rideId: string) {
  // a plain object, not queryOptions(): one chunk less for the booking page (decision 078)
  return {
    queryKey: ['rides', 'detail', rideId] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => getRide(lang, rideId, signal),
    retry: retryTransient,
    staleTime: 0,
  }
}
