import { apiFetch } from '#app/lib/api.ts'
import { apiPath } from '#shared/api-paths.ts'
import type { DeletionRequestReceipt } from '#shared/schemas/api-responses.ts'
import type { DeletionRequestInput } from '#shared/schemas/deletion-request.ts'
import type { Lang } from '#shared/routes.ts'

/** POST /api/v1/account-deletion-requests: the request is stored so it can be answered within 30 days. */
export function createDeletionRequest(input: DeletionRequestInput, lang: Lang, signal?: AbortSignal) {
  return apiFetch<DeletionRequestReceipt>(apiPath('/account-deletion-requests'), {
    method: 'POST',
    body: input,
    lang,
    signal,
  })
}
