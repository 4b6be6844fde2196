import { apiPath } from '#shared/api-paths.ts'
import { z } from '#shared/schemas/zod.ts'
import {
  RejectKvkkSchema,
  StaffKvkkPageSchema,
  StaffKvkkQuerySchema,
  StaffKvkkRequestDetailSchema,
  VerifyKvkkByStaffSchema,
} from '#shared/schemas/kvkk-requests.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import {
  answerNoData,
  completeKvkkRequest,
  getStaffRequest,
  rejectKvkkRequest,
  startKvkkRequest,
} from './kvkk-answers.service.ts'
import { listRequestsByStatus, statusesOf } from './kvkk-requests.queries.ts'
import { toStaffRequest } from './kvkk-requests.service.ts'
import { sendVerifyLink, verifyByStaff } from './kvkk-verification.service.ts'

const tag = 'Staff: KVKK requests'
const Params = z.object({ requestId: z.string().min(1).max(64) })
const access = 'staff' as const

const STEPS = {
  start: startKvkkRequest,
  complete: completeKvkkRequest,
  'no-data': answerNoData,
  'send-verification-link': sendVerifyLink,
}

/**
 * Staff answer KVKK requests within 30 Istanbul days: list (nearest deadline first), start,
 * verify the requester, complete, answer "no data held", reject.
 */
export function kvkkAdminRoutes(deps: AppDeps): ApiRoute[] {
  return [...readRoutes(deps), ...answerRoutes(deps)]
}

function answerRoutes(deps: AppDeps): ApiRoute[] {
  const step = (name: keyof typeof STEPS, operationId: string, summary: string) =>
    defineRoute({
      method: 'POST',
      path: apiPath(`/admin/kvkk-requests/:requestId/${name}`),
      operationId,
      summary,
      tag,
      access,
      params: Params,
      responses: { 200: StaffKvkkRequestDetailSchema },
      errors: [404, 409],
      handler: async ({ user, params, lang }) => STEPS[name](deps, { id: user.id, lang }, params.requestId),
    })
  return [
    step('start', 'startKvkkRequest', 'Mark a received request as in progress (audited)'),
    step(
      'complete',
      'completeKvkkRequest',
      'Complete a request in progress whose requester is verified and whose account exists: a deletion anonymises the person (rides and payments stay) and mails the answer (audited); 409 KVKK_REQUEST_NOT_STARTED, KVKK_NO_ACCOUNT or KVKK_NOT_VERIFIED otherwise',
    ),
    step(
      'no-data',
      'answerKvkkRequestNoData',
      'Answer a request in progress for an address no account has: “no data held”, mailed; nothing is deleted (audited)',
    ),
    step(
      'send-verification-link',
      'sendKvkkVerificationLink',
      'Mail a new confirmation link to the address of an open, unverified request (audited)',
    ),
    defineRoute({
      method: 'POST',
      path: apiPath('/admin/kvkk-requests/:requestId/verify'),
      operationId: 'verifyKvkkRequester',
      summary: 'Record how staff verified the requester, with a note (audited)',
      tag,
      access,
      params: Params,
      body: VerifyKvkkByStaffSchema,
      responses: { 200: StaffKvkkRequestDetailSchema },
      errors: [404, 409],
      handler: async ({ user, params, body, lang }) =>
        verifyByStaff(deps, { id: user.id, lang }, params.requestId, body.note),
    }),
    defineRoute({
      method: 'POST',
      path: apiPath('/admin/kvkk-requests/:requestId/reject'),
      operationId: 'rejectKvkkRequest',
      summary: 'Reject a request with a reason, mailed to the requester (audited)',
      tag,
      access,
      params: Params,
      body: RejectKvkkSchema,
      responses: { 200: StaffKvkkRequestDetailSchema },
      errors: [404, 409],
      handler: async ({ user, params, body, lang }) =>
        rejectKvkkRequest(deps, { id: user.id, lang }, params.requestId, body.reason),
    }),
  ]
}

function readRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/kvkk-requests'),
      operationId: 'listKvkkRequests',
      summary:
        'KVKK requests of a status (OPEN, the default: received or in progress; ALL: every request), the nearest deadline first, one keyset page',
      tag,
      access,
      query: StaffKvkkQuerySchema,
      responses: { 200: StaffKvkkPageSchema },
      handler: async ({ query }) => {
        const { rows, nextCursor } = await listRequestsByStatus(deps.db, {
          ...query,
          statuses: statusesOf(query.status),
        })
        const now = deps.now()
        return { items: rows.map((row) => toStaffRequest(row, now)), nextCursor }
      },
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/kvkk-requests/:requestId'),
      operationId: 'getKvkkRequest',
      summary:
        'One KVKK request with its countdown, the account it matches (or none) and how the requester was verified',
      tag,
      access,
      params: Params,
      responses: { 200: StaffKvkkRequestDetailSchema },
      errors: [404],
      handler: async ({ params, lang }) => getStaffRequest(deps, params.requestId, lang),
    }),
  ]
}
