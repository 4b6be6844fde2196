import { apiPath } from '#shared/api-paths.ts'
import { z } from '#shared/schemas/zod.ts'
import {
  ApproveDriverSchema,
  DOCUMENT_KINDS,
  DocumentInputSchema,
  ExpiringDocumentsPageSchema,
  ExpiringQuerySchema,
  MyVerificationSchema,
  RejectDriverSchema,
  StaffDriverSchema,
  VerificationQueuePageSchema,
  VerificationQueueQuerySchema,
} from '#shared/schemas/driver-verification.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import { toIso } from '#server/db/database.ts'
import { invalidCursorError } from '#server/core/keyset.ts'
import { expiringDocuments, verificationQueue } from './driver-verification.queries.ts'
import {
  decideVerification,
  expiryWindow,
  myVerification,
  recordDocument,
  staffDriver,
  toDocument,
} from './driver-verification.service.ts'

const DriverParams = z.object({ driverId: z.string().min(1).max(64) })
const DocumentParams = DriverParams.extend({ kind: z.enum(DOCUMENT_KINDS) })
const staffTag = 'Staff: drivers'
const access = 'staff' as const

function myVerificationRoute(deps: AppDeps): ApiRoute {
  return defineRoute({
    method: 'GET',
    path: apiPath('/me/verification'),
    operationId: 'getMyVerification',
    summary: "The driver's verification (Verified / Pending / Rejected with the reason), documents, and any suspension",
    tag: 'Dashboards',
    access: 'user',
    responses: { 200: MyVerificationSchema },
    errors: [403],
    handler: async ({ user, lang }) => {
      const verification = user.userType === 'DRIVER' ? await myVerification(deps.db, user.id, deps.now()) : undefined
      if (!verification) throw new HttpError(403, 'DRIVER_ONLY', serverT(lang)('api.forbidden'))
      return verification
    },
  })
}

function queueRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/drivers/verification'),
      operationId: 'listDriverVerifications',
      summary: 'Drivers of a verification status (default: waiting), one keyset page',
      tag: staffTag,
      access,
      query: VerificationQueueQuerySchema,
      responses: { 200: VerificationQueuePageSchema },
      handler: async ({ query }) => {
        const { rows, nextCursor } = await verificationQueue(deps.db, query)
        const items = rows.map((r) => ({
          driverId: r.userId,
          name: r.name,
          vehiclePlate: r.vehiclePlate,
          status: r.verificationStatus as 'PENDING',
          since: toIso(r.verificationChangedAt ?? r.createdAt),
        }))
        return { items, nextCursor }
      },
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/driver-documents/expiring'),
      operationId: 'listExpiringDocuments',
      summary: 'Documents expiring within 30, 14 or 7 Istanbul days, soonest first, one keyset page',
      tag: staffTag,
      access,
      query: ExpiringQuerySchema,
      responses: { 200: ExpiringDocumentsPageSchema },
      handler: async ({ query }) => {
        const { from, until, today } = expiryWindow(deps.now(), query.within)
        const cursor = query.cursor ? decodeDocCursor(query.cursor) : undefined
        const rows = await expiringDocuments(deps.db, { from, until, limit: query.limit, cursor })
        const page = rows.slice(0, query.limit)
        const last = page[page.length - 1]
        return {
          items: page.map((r) => ({ ...toDocument(r, today), driverId: r.driverId, name: r.name })),
          nextCursor:
            rows.length > query.limit && last
              ? Buffer.from(`${last.expiresOn}|${last.id}`).toString('base64url')
              : null,
        }
      },
    }),
  ]
}

function decodeDocCursor(cursor: string) {
  const [expiresOn, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|')
  if (!expiresOn || !id) throw invalidCursorError()
  return { expiresOn, id }
}

function driverRoutes(deps: AppDeps): ApiRoute[] {
  const decide = (name: 'approve' | 'reject') =>
    defineRoute({
      method: 'POST',
      path: apiPath(`/admin/drivers/:driverId/${name}`),
      operationId: name === 'approve' ? 'approveDriver' : 'rejectDriver',
      summary:
        name === 'approve'
          ? 'Verify a driver whose documents are all in date (audited)'
          : 'Reject a driver with a reason shown on their dashboard (audited)',
      tag: staffTag,
      access,
      params: DriverParams,
      body: name === 'reject' ? RejectDriverSchema : ApproveDriverSchema,
      responses: { 200: StaffDriverSchema },
      errors: [404, 409],
      handler: async ({ user, params, body, lang }) =>
        decideVerification(deps, { id: user.id, lang }, params.driverId, {
          status: name === 'approve' ? 'VERIFIED' : 'REJECTED',
          reason: name === 'reject' ? (body as { reason: string }).reason : null,
          ...(name === 'approve' && (body as { reason?: string }).reason
            ? { note: (body as { reason: string }).reason }
            : {}),
        }),
    })
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/drivers/:driverId/verification'),
      operationId: 'getDriverVerification',
      summary: "A driver's verification, documents and contact",
      tag: staffTag,
      access,
      params: DriverParams,
      responses: { 200: StaffDriverSchema },
      errors: [404],
      handler: async ({ params, lang }) => staffDriver(deps.db, params.driverId, deps.now(), lang),
    }),
    decide('approve'),
    decide('reject'),
    defineRoute({
      method: 'PUT',
      path: apiPath('/admin/drivers/:driverId/documents/:kind'),
      operationId: 'recordDriverDocument',
      summary: "Record or replace one of a driver's documents (audited)",
      tag: staffTag,
      access,
      params: DocumentParams,
      body: DocumentInputSchema,
      responses: { 200: StaffDriverSchema },
      errors: [404],
      handler: async ({ user, params, body, lang }) =>
        recordDocument(deps, { id: user.id, lang }, params.driverId, { kind: params.kind, ...body }),
    }),
  ]
}

/** The driver's own verification, and staff's queue, documents and decisions. */
export function driverVerificationRoutes(deps: AppDeps): ApiRoute[] {
  return [myVerificationRoute(deps), ...queueRoutes(deps), ...driverRoutes(deps)]
}
