import { apiPath } from '#shared/api-paths.ts'
import {
  ConfirmKvkkRequestSchema,
  KvkkConfirmedSchema,
  KvkkReceiptSchema,
  MyKvkkRequestsSchema,
  NewMyDeletionRequestSchema,
} from '#shared/schemas/kvkk-requests.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { download } from '#server/core/exports/download.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import { dataExportStream } from './data-export.service.ts'
import { listRequestsOf, namesOf } from './kvkk-requests.queries.ts'
import { receiveMyDeletionRequest, toReceipt } from './kvkk-requests.service.ts'
import { confirmByLink } from './kvkk-verification.service.ts'

const tag = 'KVKK requests'

/**
 * A signed-in user's own KVKK requests (deletion of their account, the download of their data),
 * and the confirmation a requester of the public form gives by the link mailed to them.
 */
export function myKvkkRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'POST',
      path: apiPath('/kvkk-requests/confirm'),
      operationId: 'confirmKvkkRequest',
      summary: 'Confirm a deletion request by the token of the link mailed to its address (verifies the requester)',
      description:
        'The token comes from the link in the receipt mail. Opening it again answers alreadyConfirmed; an unknown, expired or answered request’s token answers 400 KVKK_LINK_INVALID.',
      tag,
      access: 'public',
      rateLimit: { name: 'kvkk-confirm', rule: { windowSeconds: 3600, max: 20 } },
      body: ConfirmKvkkRequestSchema,
      responses: { 200: KvkkConfirmedSchema },
      errors: [400],
      handler: async ({ body, lang }) => confirmByLink(deps, body.token, lang),
    }),
    defineRoute({
      method: 'POST',
      path: apiPath('/me/kvkk-requests'),
      operationId: 'requestMyAccountDeletion',
      summary:
        'Ask for the deletion of your own account; answered within 30 days, with a reference number mailed to you',
      tag,
      access: 'user',
      rateLimit: { name: 'deletion', rule: { windowSeconds: 3600, max: 5 } },
      body: NewMyDeletionRequestSchema,
      responses: { 201: KvkkReceiptSchema },
      errors: [404, 409],
      handler: async ({ user, body, lang, reply }) =>
        reply.code(201).send(await receiveMyDeletionRequest(deps, user.id, body.reason, lang)),
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/me/kvkk-requests'),
      operationId: 'listMyKvkkRequests',
      summary: 'Your own KVKK requests with their reference, status and deadline, newest first',
      tag,
      access: 'user',
      responses: { 200: MyKvkkRequestsSchema },
      handler: async ({ user }) => ({ items: (await listRequestsOf(deps.db, user.id)).map(toReceipt) }),
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/me/data-export'),
      operationId: 'downloadMyData',
      summary: 'Everything Durak holds about you as one JSON file (KVKK art. 11); changes nothing',
      description:
        'Streamed: profile, membership, driver profile and documents, favourites, problem reports, KVKK requests, and every ride as passenger and as driver with its events.',
      tag,
      access: 'user',
      rateLimit: { name: 'data-export', rule: { windowSeconds: 3600, max: 10 } },
      responses: { 200: { description: 'The export, as an attachment', contentType: 'application/json' } },
      errors: [404],
      handler: async ({ user, lang, reply }) => {
        if (!(await namesOf(deps.db, user.id)))
          throw new HttpError(404, 'USER_NOT_FOUND', serverT(lang)('api.notFound'))
        const now = deps.now()
        return download(
          reply,
          { type: 'application/json; charset=utf-8', filename: `durak-data-${now.toISOString().slice(0, 10)}.json` },
          dataExportStream(deps.db, user.id, { generatedAt: now.toISOString() }),
        )
      },
    }),
  ]
}
