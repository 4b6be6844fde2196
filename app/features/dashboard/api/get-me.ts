import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '#shared/api-paths.ts'
import type { Profile } from '#shared/schemas/api-responses.ts'
import type { Lang } from '#shared/routes.ts'
import { apiFetch } from '#app/lib/api.ts'
import { retryTransient } from '#app/lib/query-retry.ts'

/** The signed-in user's own record (`GET /api/v1/me`). */
export function getMe(lang: Lang, signal?: AbortSignal): Promise<Profile> {
  return apiFetch<Profile>(apiPath('/me'), { lang, signal })
}

export function meQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['me', 'profile'],
    queryFn: ({ signal }) => getMe(lang, signal),
    retry: retryTransient,
  })
}

export function useMe(lang: Lang, enabled: boolean) {
  return useQuery({ ...meQueryOptions(lang), enabled })
}
