import type { Lang } from '#shared/routes.ts'
import type { z } from 'zod'
import type { DeletionRequestSchema } from '#shared/schemas/deletion-request.ts'
import type { DeletionRequestReceipt } from '#shared/schemas/api-responses.ts'
import type { Mailer } from '#server/core/mail/mailer.ts'
import type { Db } from '#server/db/database.ts'
import { receiveKvkkRequest } from '#server/features/kvkk-requests/index.ts'
import type { ServerLogger } from '#server/core/logger.ts'

/**
 * Records a request from the public form as RECEIVED with the language to answer it in, gives it a
 * KVKK reference and mails that reference to the address given (KVKK: answered within 30 days).
 */
export async function receiveDeletionRequest(
  deps: { db: Db; mailer?: Mailer; publicUrl?: string; log?: ServerLogger },
  input: z.output<typeof DeletionRequestSchema>,
  lang: Lang,
  now: Date,
): Promise<DeletionRequestReceipt> {
  const receipt = await receiveKvkkRequest(deps, { ...input, kind: 'DELETION', userId: null }, lang, now)
  return {
    id: receipt.id,
    reference: receipt.reference,
    status: receipt.status,
    createdAt: receipt.createdAt,
    deadline: receipt.deadline,
  }
}

/** Offered to other features (through this feature's index.ts): the owner answers, its queries stay its own. */
export { listDeletionRequests } from './deletion-requests.queries.ts'
