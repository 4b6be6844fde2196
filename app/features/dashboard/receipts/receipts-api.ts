import { useMutation, useQuery } from '@tanstack/react-query'
import { apiPath } from '#shared/api-paths.ts'
import type { Lang } from '#shared/routes.ts'
import type { Receipt } from '#shared/schemas/receipts.ts'
import { apiFetch } from '#app/lib/api.ts'
import { retryTransient } from '#app/lib/query-retry.ts'

const receiptPath = (receiptNumber: string) => apiPath(`/me/receipts/${encodeURIComponent(receiptNumber)}`)

/** One of the passenger's receipts (`GET /api/v1/me/receipts/:receiptNumber`). */
export function useReceipt(lang: Lang, receiptNumber: string | null) {
  return useQuery({
    queryKey: ['me', 'receipt', receiptNumber],
    queryFn: ({ signal }) => apiFetch<Receipt>(receiptPath(receiptNumber!), { lang, signal }),
    enabled: !!receiptNumber,
    retry: retryTransient,
  })
}

/** "Email me this receipt" (`POST …/email`): the server mails the PDF to the account's address. */
export function useEmailReceipt(lang: Lang, receiptNumber: string) {
  return useMutation({
    mutationFn: () =>
      apiFetch<{ sentTo: string }>(`${receiptPath(receiptNumber)}/email`, { method: 'POST', body: {}, lang }),
  })
}

/** The receipt's PDF, in the page's language. */
export const receiptPdfUrl = (receiptNumber: string, lang: Lang) => `${receiptPath(receiptNumber)}/pdf?lang=${lang}`

/** The passenger's rides of a range as CSV, or their receipts as one PDF. */
export function exportUrl(kind: 'csv' | 'pdf', range: { from: string; to: string }, lang: Lang) {
  const search = new URLSearchParams({ ...range, lang })
  return `${apiPath(kind === 'csv' ? '/me/exports/rides.csv' : '/me/exports/receipts.pdf')}?${search}`
}
