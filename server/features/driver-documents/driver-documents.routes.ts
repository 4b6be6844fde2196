import { apiPath } from '#shared/api-paths.ts'
import { z } from '#shared/schemas/zod.ts'
import { MAX_SCAN_BYTES, SCAN_TYPES, DocumentScanSchema, type ScanType } from '#shared/schemas/driver-documents.ts'
import { DOCUMENT_KINDS, DocumentInputSchema, MyVerificationSchema } from '#shared/schemas/driver-verification.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import { requireStaff, type SessionUser } from '#server/core/session.ts'
import { requireAllowed } from '#server/policy/authorize.ts'
import type { Lang } from '#shared/routes.ts'
import { myVerification, recordDocument } from '#server/features/driver-verification/index.ts'
import { readScan, uploadScan, type ScanDeps } from './driver-documents.service.ts'

const KindParams = z.object({ kind: z.enum(DOCUMENT_KINDS) })
const DriverKindParams = KindParams.extend({ driverId: z.string().min(1).max(64) })

const UPLOAD_DESCRIPTION =
  `The request body is the file itself (not JSON), with its type as Content-Type: ${SCAN_TYPES.join(', ')}. ` +
  `At most ${MAX_SCAN_BYTES} bytes (413 \`FILE_TOO_LARGE\`, refused from Content-Length before reading). ` +
  'The content is checked by its first bytes: a file whose content is not of its declared type is refused (415 ' +
  '`SCAN_TYPE_MISMATCH`). The document (number and dates) must be recorded first (409 `DOCUMENT_NOT_RECORDED`). ' +
  'Images are stored without their metadata (EXIF with any GPS position, XMP, IPTC, comments). ' +
  'Stored under a random key; audited.'

const EXTENSIONS: Record<ScanType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/** The storage from the app's deps; without one (a harness that configures none) uploads answer 503. */
function scanDeps(deps: AppDeps, lang: Lang): ScanDeps {
  if (!deps.scanStorage) throw new HttpError(503, 'SERVICE_UNAVAILABLE', serverT(lang)('api.unavailable'))
  return { db: deps.db, now: deps.now, scanStorage: deps.scanStorage }
}

/** The routes' `guard`: checked before the body is read (issue 30), so a passenger's upload is refused unread. */
function driverOnly(user: SessionUser) {
  requireAllowed(user, 'record', { type: 'driverDocument', driverId: user.id })
}

function bodyOf(request: { body: unknown; headers: Record<string, unknown> }) {
  const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
  const declaredType = String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase()
  return { body, declaredType }
}

function driverRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'PUT',
      path: apiPath('/me/documents/:kind'),
      operationId: 'recordMyDocument',
      summary: "A driver records or replaces one of their documents' number and dates (audited; awaits staff's check)",
      tag: 'Dashboards',
      access: 'user',
      params: KindParams,
      body: DocumentInputSchema,
      responses: { 200: MyVerificationSchema },
      errors: [404],
      guard: driverOnly,
      handler: async ({ user, params, body, lang }) => {
        await recordDocument(deps, { id: user.id, lang }, user.id, { kind: params.kind, ...body })
        return myVerification(deps.db, user.id, deps.now())
      },
    }),
    defineRoute({
      method: 'PUT',
      path: apiPath('/me/documents/:kind/scan'),
      operationId: 'uploadMyDocumentScan',
      summary: 'A driver uploads the scan of one of their recorded documents: a PDF, JPEG, PNG or WebP of at most 5 MB',
      description: UPLOAD_DESCRIPTION,
      tag: 'Dashboards',
      access: 'user',
      params: KindParams,
      responses: { 200: DocumentScanSchema },
      errors: [409, 413, 415],
      guard: driverOnly,
      handler: async ({ user, params, lang, request }) => {
        return uploadScan(
          scanDeps(deps, lang),
          { id: user.id, lang },
          { driverId: user.id, kind: params.kind },
          bodyOf(request),
        )
      },
    }),
  ]
}

function staffRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'PUT',
      path: apiPath('/admin/drivers/:driverId/documents/:kind/scan'),
      operationId: 'uploadDriverDocumentScan',
      summary:
        "Staff upload the scan of one of a driver's recorded documents: a PDF, JPEG, PNG or WebP of at most 5 MB",
      description: UPLOAD_DESCRIPTION,
      tag: 'Staff: drivers',
      access: 'staff',
      params: DriverKindParams,
      responses: { 200: DocumentScanSchema },
      errors: [409, 413, 415],
      handler: async ({ user, params, lang, request }) =>
        uploadScan(scanDeps(deps, lang), { id: user.id, lang }, params, bodyOf(request)),
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/drivers/:driverId/documents/:kind/scan'),
      operationId: 'getDriverDocumentScan',
      summary: "The scan of a driver's document, to the driver who owns it and to staff only (staff views audited)",
      description:
        'Answered with the type checked at upload, `Cache-Control: no-store`, `X-Content-Type-Options: nosniff` and ' +
        'an inline Content-Disposition whose file name is made by the server (the document kind), never the uploader’s.',
      tag: 'Dashboards',
      access: 'user',
      params: DriverKindParams,
      responses: {
        200: { description: `The file (${SCAN_TYPES.join(', ')})`, contentType: 'application/octet-stream' },
      },
      errors: [403, 404],
      handler: async ({ user, params, lang, request, reply }) => {
        const scan = await readScan(scanDeps(deps, lang), { ...user, lang }, params, () => requireStaff(deps, request))
        const name = `${params.kind.toLowerCase().replace(/_/g, '-')}.${EXTENSIONS[scan.contentType]}`
        return reply
          .header('content-type', scan.contentType)
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `inline; filename="${name}"`)
          .send(scan.body)
      },
    }),
  ]
}

/** Scans of drivers' documents (issue 25): the driver's own documents and uploads, staff's uploads, and reading them. */
export function driverDocumentRoutes(deps: AppDeps): ApiRoute[] {
  return [...driverRoutes(deps), ...staffRoutes(deps)]
}
