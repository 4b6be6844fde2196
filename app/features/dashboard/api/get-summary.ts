import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '#shared/api-paths.ts'
import type { Summary } from '#shared/schemas/api-responses.ts'
import type { Lang } from '#shared/routes.ts'
import { apiFetch } from '#app/lib/api.ts'
import { retryTransient } from '#app/lib/query-retry.ts'

/** Dashboard figures computed by the database (`GET /api/v1/me/summary`). */
export function getSummary(lang: Lang, signal?: AbortSignal): Promise<Summary> {
  return apiFetch<Summary>(apiPath('/me/summary'), { lang, signal })
}

export function summaryQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['me', 'summary'],
    queryFn: ({ signal }) => getSummary(lang, signal),
    retry: retryTransient,
  })
}

export function useSummary(lang: Lang, enabled: boolean) {
  return useQuery({ ...summaryQueryOptions(lang), enabled })
}
