import { apiPath } from '#shared/api-paths.ts'
import { DeletionRequestReceiptSchema } from '#shared/schemas/api-responses.ts'
import { DeletionRequestSchema } from '#shared/schemas/deletion-request.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { receiveDeletionRequest } from './deletion-requests.service.ts'

/** POST /api/v1/account-deletion-requests — kept so it can be answered within 30 days (KVKK). */
export function deletionRequestRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'POST',
      path: apiPath('/account-deletion-requests'),
      operationId: 'createAccountDeletionRequest',
      summary: 'Ask for an account to be deleted (spec §2); stored so it is answered within 30 days',
      tag: 'Accounts',
      access: 'public',
      rateLimit: { name: 'deletion', rule: { windowSeconds: 3600, max: 5 } },
      body: DeletionRequestSchema,
      responses: { 201: DeletionRequestReceiptSchema },
      handler: async ({ body, lang, reply }) =>
        reply.code(201).send(await receiveDeletionRequest(deps, body, lang, deps.now())),
    }),
  ]
}
