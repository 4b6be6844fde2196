import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { DeletionRequestSchema } from '#shared/schemas/deletion-request.ts'
import type { AppDeps } from '#server/app.ts'
import { requestLang } from '#server/i18n.ts'
import { enforceRateLimit } from '#server/features/rate-limit-guard.ts'

/** POST /api/account-deletion-requests — kept so it can be answered within 30 days (KVKK). */
export async function deletionRequestRoutes(app: FastifyInstance, deps: AppDeps) {
  app.post('/api/account-deletion-requests', async (request, reply) => {
    const lang = requestLang(request.headers)
    await enforceRateLimit(deps.db, `api:deletion:${request.ip}`, { windowSeconds: 3600, max: 5 }, lang)
    const input = DeletionRequestSchema.parse(request.body ?? {})
    const id = randomUUID()
    const createdAt = deps.now().toISOString()
    await deps.db
      .insertInto('account_deletion_requests')
      .values({ id, ...input, language: lang, status: 'RECEIVED', createdAt })
      .execute()
    return reply.code(201).send({ id, status: 'RECEIVED', createdAt })
  })
}

/** Requests oldest first, for the operations CLI. */
export async function listDeletionRequests(db: AppDeps['db']) {
  return db.selectFrom('account_deletion_requests').selectAll().orderBy('createdAt', 'asc').execute()
}
