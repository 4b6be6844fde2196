import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiPath } from '#shared/api-paths.ts'
import { DEFAULT_PAGE_SIZE } from '#shared/constants.ts'
import type { RidePage } from '#shared/schemas/api-responses.ts'
import type { Lang } from '#shared/routes.ts'
import { apiFetch } from '#app/lib/api.ts'
import { retryTransient } from '#app/lib/query-retry.ts'

/** One page of the user's own rides, newest first (`GET /api/v1/me/rides`). */
export function getRides(
  lang: Lang,
  params: { cursor?: string | null; limit?: number },
  signal?: AbortSignal,
): Promise<RidePage> {
  const search = new URLSearchParams({ limit: String(params.limit ?? DEFAULT_PAGE_SIZE) })
  if (params.cursor) search.set('cursor', params.cursor)
  return apiFetch<RidePage>(`${apiPath('/me/rides')}?${search}`, { lang, signal })
}

/** Pages follow the server's cursor: the browser never holds more rides than the user asked to see. */
export function ridesQueryOptions(lang: Lang) {
  return infiniteQueryOptions({
    queryKey: ['me', 'rides'],
    queryFn: ({ pageParam, signal }) => getRides(lang, { cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: retryTransient,
  })
}

export function useRides(lang: Lang, enabled: boolean) {
  return useInfiniteQuery({ ...ridesQueryOptions(lang), enabled })
}
