import { apiPath } from '#shared/api-paths.ts'
import { z } from '#shared/schemas/zod.ts'
import {
  RejectKvkkSchema,
  StaffKvkkPageSchema,
  StaffKvkkQuerySchema,
  StaffKvkkRequestSchema,
} from '#shared/schemas/kvkk-requests.ts'
import type { AppDeps } from '#server/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { completeKvkkRequest, getStaffRequest, rejectKvkkRequest, startKvkkRequest } from './kvkk-answers.service.ts'
import { listRequestsByStatus, OPEN_STATUSES } from './kvkk-requests.queries.ts'
import { toStaffRequest } from './kvkk-requests.service.ts'

const tag = 'Staff: KVKK requests'
const Params = z.object({ requestId: z.string().min(1).max(64) })
const access = 'staff' as const

/** Staff answer KVKK requests within 30 Istanbul days: list (nearest deadline first), start, complete, reject. */
export function kvkkAdminRoutes(deps: AppDeps): ApiRoute[] {
  const step = (name: 'start' | 'complete', operationId: string, summary: string) =>
    defineRoute({
      method: 'POST',
      path: apiPath(`/admin/kvkk-requests/:requestId/${name}`),
      operationId,
      summary,
      tag,
      access,
      params: Params,
      responses: { 200: StaffKvkkRequestSchema },
      errors: [404, 409],
      handler: async ({ user, params, lang }) =>
        (name === 'start' ? startKvkkRequest : completeKvkkRequest)(deps, { id: user.id, lang }, params.requestId),
    })
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/kvkk-requests'),
      operationId: 'listKvkkRequests',
      summary: 'KVKK requests of a status (OPEN: received or in progress), the nearest deadline first, one keyset page',
      tag,
      access,
      query: StaffKvkkQuerySchema,
      responses: { 200: StaffKvkkPageSchema },
      handler: async ({ query }) => {
        const statuses = query.status === 'OPEN' ? OPEN_STATUSES : [query.status]
        const { rows, nextCursor } = await listRequestsByStatus(deps.db, { ...query, statuses })
        const now = deps.now()
        return { items: rows.map((row) => toStaffRequest(row, now)), nextCursor }
      },
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/kvkk-requests/:requestId'),
      operationId: 'getKvkkRequest',
      summary: 'One KVKK request with its countdown',
      tag,
      access,
      params: Params,
      responses: { 200: StaffKvkkRequestSchema },
      errors: [404],
      handler: async ({ params, lang }) => getStaffRequest(deps, params.requestId, lang),
    }),
    step('start', 'startKvkkRequest', 'Mark a received request as in progress (audited)'),
    step(
      'complete',
      'completeKvkkRequest',
      'Complete a request: a deletion anonymises the person (rides and payments stay) and mails the answer (audited)',
    ),
    defineRoute({
      method: 'POST',
      path: apiPath('/admin/kvkk-requests/:requestId/reject'),
      operationId: 'rejectKvkkRequest',
      summary: 'Reject a request with a reason, mailed to the requester (audited)',
      tag,
      access,
      params: Params,
      body: RejectKvkkSchema,
      responses: { 200: StaffKvkkRequestSchema },
      errors: [404, 409],
      handler: async ({ user, params, body, lang }) =>
        rejectKvkkRequest(deps, { id: user.id, lang }, params.requestId, body.reason),
    }),
  ]
}
