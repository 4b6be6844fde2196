import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { apiPath } from '#shared/api-paths.ts'
import type { Lang } from '#shared/routes.ts'
import type { Statement, StatementList, StatementRidePage } from '#shared/schemas/receipts.ts'
import { apiFetch } from '#app/lib/api.ts'
import { retryTransient } from '#app/lib/query-retry.ts'

const weekPath = (weekStart: string) => apiPath(`/driver/statements/${encodeURIComponent(weekStart)}`)

/** The driver's last 12 weeks (`GET /api/v1/driver/statements`): the list and the chart. */
export function useStatements(lang: Lang) {
  return useQuery({
    queryKey: ['me', 'statements'],
    queryFn: ({ signal }) => apiFetch<StatementList>(apiPath('/driver/statements'), { lang, signal }),
    retry: retryTransient,
  })
}

/** One week's figures. */
export function useStatement(lang: Lang, weekStart: string) {
  return useQuery({
    queryKey: ['me', 'statement', weekStart],
    queryFn: ({ signal }) => apiFetch<Statement>(weekPath(weekStart), { lang, signal }),
    retry: retryTransient,
  })
}

/** The week's rides, a keyset page at a time. */
export function useStatementRides(lang: Lang, weekStart: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['me', 'statement', weekStart, 'rides'],
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ limit: '50' })
      if (pageParam) search.set('cursor', pageParam)
      return apiFetch<StatementRidePage>(`${weekPath(weekStart)}/rides?${search}`, { lang, signal })
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: retryTransient,
    enabled,
  })
}

export const statementFileUrl = (weekStart: string, kind: 'pdf' | 'csv', lang: Lang) =>
  `${weekPath(weekStart)}/${kind}?lang=${lang}`
