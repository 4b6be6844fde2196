import { useQuery } from '@tanstack/react-query'
import { apiPath } from '#shared/api-paths.ts'
import type { RidePage } from '#shared/schemas/api-responses.ts'
import type { MyVerification } from '#shared/schemas/driver-verification.ts'
import type { KvkkReceipt } from '#shared/schemas/kvkk-requests.ts'
import type { ProblemReport } from '#shared/schemas/problem-reports.ts'
import type { Lang } from '#shared/routes.ts'
import { apiFetch } from '#app/lib/api.ts'
import { retryTransient } from '#app/lib/query-retry.ts'

/** The dashboard's calls for verification, problem reports and KVKK requests (issue 14). */
export function useMyVerification(lang: Lang) {
  return useQuery({
    queryKey: ['me', 'verification'],
    queryFn: ({ signal }) => apiFetch<MyVerification>(apiPath('/me/verification'), { lang, signal }),
    retry: retryTransient,
  })
}

export function useMyProblemReports(lang: Lang) {
  return useQuery({
    queryKey: ['me', 'problem-reports'],
    queryFn: ({ signal }) =>
      apiFetch<{ items: ProblemReport[] }>(`${apiPath('/me/problem-reports')}?limit=20`, { lang, signal }),
    retry: retryTransient,
  })
}

/** The latest rides, to choose the one a report is about. */
export function useRecentRides(lang: Lang) {
  return useQuery({
    queryKey: ['me', 'rides', 'recent'],
    queryFn: ({ signal }) => apiFetch<RidePage>(`${apiPath('/me/rides')}?limit=20`, { lang, signal }),
    retry: retryTransient,
  })
}

export function useMyKvkkRequests(lang: Lang) {
  return useQuery({
    queryKey: ['me', 'kvkk-requests'],
    queryFn: ({ signal }) => apiFetch<{ items: KvkkReceipt[] }>(apiPath('/me/kvkk-requests'), { lang, signal }),
    retry: retryTransient,
  })
}

export const sendProblemReport = (body: unknown, lang: Lang) =>
  apiFetch<ProblemReport>(apiPath('/me/problem-reports'), { method: 'POST', body, lang })

export const requestDeletion = (reason: string, lang: Lang) =>
  apiFetch<KvkkReceipt>(apiPath('/me/kvkk-requests'), { method: 'POST', body: { reason }, lang })

export const DATA_EXPORT_PATH = apiPath('/me/data-export')
