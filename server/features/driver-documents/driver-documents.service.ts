import type { Lang } from '#shared/routes.ts'
import { isStaff } from '#shared/constants.ts'
import type { DocumentKind } from '#shared/schemas/driver-verification.ts'
import { scanUrl, type DocumentScan, type ScanType } from '#shared/schemas/driver-documents.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import { auditCase } from '#server/core/audit/case-audit.ts'
import { toIso, type Db } from '#server/db/database.ts'
import type { SessionUser } from '#server/core/session.ts'
import { requireAllowed } from '#server/policy/authorize.ts'
import { checkedScanType } from './scan-content.ts'
import { withoutMetadata } from './scan-metadata.ts'
import { newScanKey, type ScanStorage } from '#server/core/storage/scan-storage.ts'
import { documentWithScan, setScan } from './driver-documents.queries.ts'

export type ScanDeps = { db: Db; now: () => Date; scanStorage: ScanStorage }
type Actor = { id: string; lang: Lang }

const errors = (lang: Lang) => serverT(lang, 'accountRequests')

/**
 * Stores the scan of a recorded document, uploaded by its driver or by staff: the content must be
 * a PDF, JPEG, PNG or WebP and the type the client declared (415 otherwise); an image loses its
 * metadata (EXIF, GPS, XMP: scan-metadata.ts). The file goes to the
 * store under a new random key, the row points at it and the upload is audited in one
 * transaction; the scan it replaces is deleted from the store afterwards.
 */
export async function uploadScan(
  deps: ScanDeps,
  actor: Actor,
  target: { driverId: string; kind: DocumentKind },
  file: { body: Buffer; declaredType: string },
): Promise<DocumentScan> {
  const t = errors(actor.lang)
  const type = await checkedScanType(file.body, file.declaredType)
  // stored and served without EXIF, GPS position, XMP or comments (issue 30); a broken image is refused
  const body = type && withoutMetadata(file.body, type)
  if (!type || !body) throw new HttpError(415, 'SCAN_TYPE_MISMATCH', t('errors.scanType'))
  const document = await documentWithScan(deps.db, target.driverId, target.kind)
  if (!document) throw new HttpError(409, 'DOCUMENT_NOT_RECORDED', t('errors.scanNeedsDocument'))
  const key = newScanKey()
  const now = deps.now()
  const at = now.toISOString()
  await deps.scanStorage.put(key, body, type)
  try {
    await deps.db.transaction().execute(async (trx) => {
      await setScan(trx, { ...target, key, type, bytes: body.length, by: actor.id, at })
      await auditCase(
        trx,
        {
          actorId: actor.id,
          action: 'driver_document.scan_upload',
          recordType: 'driver',
          recordId: target.driverId,
          before: document.scanType
            ? { kind: target.kind, scanType: document.scanType, scanBytes: document.scanBytes }
            : null,
          after: { kind: target.kind, scanType: type, scanBytes: body.length },
        },
        now,
      )
    })
  } catch (error) {
    await deps.scanStorage.delete(key).catch(() => {})
    throw error
  }
  if (document.scanKey) await deps.scanStorage.delete(document.scanKey).catch(() => {})
  return { contentType: type, bytes: body.length, uploadedAt: at, url: scanUrl(target.driverId, target.kind) }
}

/** Who may read a driver's scans: staff (two-factor passed: `confirmStaff`) and the driver who owns them. */
export async function readScan(
  deps: ScanDeps,
  viewer: SessionUser & { lang: Lang },
  target: { driverId: string; kind: DocumentKind },
  confirmStaff: () => Promise<unknown>,
): Promise<{ body: Buffer; contentType: ScanType }> {
  requireAllowed(viewer, 'readScan', { type: 'driverDocument', driverId: target.driverId })
  const staff = isStaff(viewer.userType)
  if (staff) await confirmStaff()
  const document = await documentWithScan(deps.db, target.driverId, target.kind)
  const body = document?.scanKey ? await deps.scanStorage.get(document.scanKey) : null
  if (!document || !body) throw new HttpError(404, 'SCAN_NOT_FOUND', errors(viewer.lang)('errors.scanNotFound'))
  if (staff) {
    const now = deps.now()
    await auditCase(
      deps.db,
      {
        actorId: viewer.id,
        action: 'driver_document.scan_view',
        recordType: 'driver',
        recordId: target.driverId,
        before: null,
        after: { kind: target.kind },
      },
      now,
    )
  }
  return { body, contentType: document.scanType as ScanType }
}

/** A document row's scan as the driver's and staff's pages show it (a link to read it), or null. */
export function scanOfRow(
  row: { scanType: string | null; scanBytes: number | null; scanUploadedAt: string | Date | null },
  driverId: string,
  kind: string,
): DocumentScan | null {
  if (!row.scanType || !row.scanUploadedAt) return null
  return {
    contentType: row.scanType as ScanType,
    bytes: Number(row.scanBytes),
    uploadedAt: toIso(row.scanUploadedAt),
    url: scanUrl(driverId, kind),
  }
}
