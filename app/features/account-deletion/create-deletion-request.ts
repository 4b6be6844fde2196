import { apiFetch } from '#app/lib/api.ts'
import type { DeletionRequestInput } from '#shared/schemas/deletion-request.ts'
import type { Lang } from '#shared/routes.ts'

export type DeletionRequestReceipt = { id: string; status: string; createdAt: string }

/** POST /api/account-deletion-requests: the request is stored so it can be answered within 30 days. */
export function createDeletionRequest(input: DeletionRequestInput, lang: Lang, signal?: AbortSignal) {
  return apiFetch<DeletionRequestReceipt>('/api/account-deletion-requests', {
    method: 'POST',
    body: input,
    lang,
    signal,
  })
}
