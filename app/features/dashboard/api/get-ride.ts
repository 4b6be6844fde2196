import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Lang } from '#shared/routes.ts'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import { apiFetch } from '#app/lib/api.ts'
import { retryTransient } from '#app/lib/query-retry.ts'

/** One of the user's rides with its timeline (`GET /api/v1/rides/:id`, the apps' own endpoint). */
export function getRide(lang: Lang, rideId: string, signal?: AbortSignal): Promise<RideDetail> {
  return apiFetch<RideDetail>(`/api/v1/rides/${encodeURIComponent(rideId)}`, { lang, signal })
}

export function rideQueryOptions(lang: Lang, rideId: string) {
  return queryOptions({
    queryKey: ['rides', rideId],
    queryFn: ({ signal }) => getRide(lang, rideId, signal),
    retry: retryTransient,
  })
}

/** Fetched only once the timeline is opened. */
export function useRide(lang: Lang, rideId: string, enabled: boolean) {
  return useQuery({ ...rideQueryOptions(lang, rideId), enabled })
}
