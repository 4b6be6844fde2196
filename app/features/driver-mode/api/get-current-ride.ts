import { queryOptions } from '@tanstack/react-query'
import { apiPath } from '#shared/api-paths.ts'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import type { Lang } from '#shared/routes.ts'
import { apiFetch } from '#app/lib/api.ts'
import { retryTransient } from '#app/lib/query-retry.ts'

/** The driver's open ride, or a just-ended one not yet rated (`GET /api/v1/rides/current`). */
export async function getCurrentRide(lang: Lang, signal?: AbortSignal): Promise<RideDetail | null> {
  const { ride } = await apiFetch<{ ride: RideDetail | null }>(apiPath('/rides/current'), { lang, signal })
  return ride
}

/** The same `['rides', 'current']` key as the booking page: one read of one resource, whoever reads it. */
export function currentRideQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['rides', 'current'],
    queryFn: ({ signal }) => getCurrentRide(lang, signal),
    retry: retryTransient,
    staleTime: 0,
  })
}
