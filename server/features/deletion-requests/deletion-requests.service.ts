import { randomUUID } from 'node:crypto'
import type { Lang } from '#shared/routes.ts'
import type { z } from 'zod'
import type { DeletionRequestSchema } from '#shared/schemas/deletion-request.ts'
import type { Db } from '#server/db/database.ts'
import { insertDeletionRequest } from './deletion-requests.queries.ts'

/** Records a request as RECEIVED with the language to answer it in (KVKK: within 30 days). */
export async function receiveDeletionRequest(
  db: Db,
  input: z.output<typeof DeletionRequestSchema>,
  lang: Lang,
  now: Date,
): Promise<{ id: string; status: 'RECEIVED'; createdAt: string }> {
  const id = randomUUID()
  const createdAt = now.toISOString()
  await insertDeletionRequest(db, { id, ...input, language: lang, status: 'RECEIVED', createdAt })
  return { id, status: 'RECEIVED', createdAt }
}
