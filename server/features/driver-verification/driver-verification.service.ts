import { randomUUID } from 'node:crypto'
import { addDays, daysBetween, istanbulDay } from '#shared/istanbul-days.ts'
import { vehicleColorName } from '#shared/vehicle-colors.ts'
import type { Lang } from '#shared/routes.ts'
import {
  DOCUMENT_KINDS,
  type DocumentKind,
  type DriverDocument,
  type MyVerification,
  type StaffDriver,
  type VerificationStatus,
} from '#shared/schemas/driver-verification.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import { toIso, type Db } from '#server/db/database.ts'
import { auditCase } from '#server/core/audit/case-audit.ts'
import { scanOfRow } from '#server/features/driver-documents/index.ts'
import {
  countPendingDrivers,
  documentsOf,
  driverWithVerification,
  setVerification,
  unacceptedDocumentsOf,
  upsertDocument,
  type DocumentRow,
} from './driver-verification.queries.ts'

const WARN_DAYS = 30

export function toDocument(
  row: Pick<DocumentRow, 'kind' | 'number' | 'issuedOn' | 'expiresOn' | 'status'>,
  today: string,
): DriverDocument {
  return {
    kind: row.kind as DocumentKind,
    number: row.number,
    issuedOn: row.issuedOn,
    expiresOn: row.expiresOn,
    status: row.status,
    daysLeft: daysBetween(today, row.expiresOn),
  }
}

/** The verification a driver's dashboard shows, computed on the app's clock (so tests can move it). */
export async function myVerification(db: Db, driverId: string, now: Date): Promise<MyVerification | undefined> {
  const driver = await driverWithVerification(db, driverId)
  if (!driver) return undefined
  const today = istanbulDay(now)
  const rows = await documentsOf(db, driverId)
  const documents = rows.map((row) => toDocument(row, today))
  const lapsed = documents.filter((d) => d.daysLeft < 0)
  // as refuseIfSuspended decides: only what staff accepted counts (`acceptedUntil`, issue 30)
  const isVerified = driver.verificationStatus === 'VERIFIED'
  const awaitingReview = isVerified
    ? documents.filter((d, i) => d.daysLeft >= 0 && !(rows[i]!.acceptedUntil && rows[i]!.acceptedUntil! >= today))
    : []
  return {
    status: driver.verificationStatus as VerificationStatus,
    reason: driver.verificationReason,
    suspended: lapsed.length > 0 || awaitingReview.length > 0,
    lapsed,
    awaitingReview,
    expiringSoon: documents.filter((d) => d.daysLeft >= 0 && d.daysLeft <= WARN_DAYS),
    documents: documents.map((d, i) => ({ ...d, scan: scanOfRow(rows[i]!, driverId, d.kind) })),
  }
}

export async function staffDriver(db: Db, driverId: string, now: Date, lang: Lang): Promise<StaffDriver> {
  const [driver, verification] = await Promise.all([
    driverWithVerification(db, driverId),
    myVerification(db, driverId, now),
  ])
  if (!driver || !verification) throw new HttpError(404, 'DRIVER_NOT_FOUND', serverT(lang)('api.notFound'))
  const { id, name, email, phone, vehiclePlate, verificationChangedAt } = driver
  const { vehicleBrand, vehicleModel, vehicleYear, vehicleColor } = driver
  const colour = vehicleColor ? vehicleColorName(vehicleColor, lang) : null
  const vehicle = [[vehicleBrand, vehicleModel, vehicleYear].filter(Boolean).join(' '), colour]
    .filter(Boolean)
    .join(', ')
  return {
    ...verification,
    driverId: id,
    name,
    email,
    phone,
    vehiclePlate,
    licenseNumber: driver.licenseNumber,
    vehicle: vehicle || null,
    changedAt: toIso(verificationChangedAt ?? null),
  }
}

/**
 * Refuses a driver whose accepted document has lapsed (Istanbul day of `now`) or who has none
 * accepted, with the document (and its date) in the driver's language: going online is refused, and
 * dispatch skips them. Only what staff accepted counts (`acceptedUntil`, issue 30): a renewal sent
 * after the lapse waits for review, one sent early keeps the accepted document until it lapses.
 * A driver not verified yet is left to DRIVER_NOT_VERIFIED.
 */
export async function refuseIfSuspended(db: Db, driverId: string, now: Date, lang: Lang): Promise<void> {
  const today = istanbulDay(now)
  const unaccepted = await unacceptedDocumentsOf(db, driverId, today)
  const first = unaccepted.find((d) => d.expiresOn < today) ?? unaccepted[0]
  if (!first) return
  const t = serverT(lang, 'accountRequests')
  const document = t(`documents.${first.kind as DocumentKind}`)
  if (first.expiresOn < today) {
    const date = first.expiresOn.split('-').reverse().join('.')
    throw new HttpError(403, 'DRIVER_SUSPENDED', t('errors.driverSuspended', { document, date }))
  }
  const driver = await driverWithVerification(db, driverId)
  if (driver?.verificationStatus !== 'VERIFIED') return
  throw new HttpError(403, 'DRIVER_SUSPENDED', t('errors.documentAwaitsReview', { document }))
}

type Staff = { id: string; lang: Lang }

/**
 * 409 DOCUMENTS_INCOMPLETE unless every mandatory document is recorded, scanned and in date (issue
 * 30: a driver was approved with 4 of 5 scans missing); the message names each gap in the caller's language.
 */
function refuseIncomplete(driver: StaffDriver, lang: Lang): void {
  const t = serverT(lang, 'accountRequests')
  const gaps = DOCUMENT_KINDS.flatMap((kind) => {
    const document = driver.documents.find((d) => d.kind === kind)
    const gap = !document ? 'notRecorded' : document.daysLeft < 0 ? 'expired' : !document.scan ? 'noScan' : null
    return gap ? [`${t(`documents.${kind}`)} (${t(`documentGaps.${gap}`)})`] : []
  })
  if (gaps.length)
    throw new HttpError(409, 'DOCUMENTS_INCOMPLETE', t('errors.documentsIncomplete', { missing: gaps.join(', ') }))
}

/** Approve (VERIFIED) or reject with a reason; audited. Approval needs every document scanned, none lapsed. */
export async function decideVerification(
  deps: { db: Db; now: () => Date },
  staff: Staff,
  driverId: string,
  decision: { status: 'VERIFIED' | 'REJECTED'; reason: string | null; note?: string },
): Promise<StaffDriver> {
  const now = deps.now()
  const before = await staffDriver(deps.db, driverId, now, staff.lang)
  if (decision.status === 'VERIFIED') refuseIncomplete(before, staff.lang)
  await deps.db.transaction().execute(async (trx) => {
    await setVerification(trx, driverId, { status: decision.status, reason: decision.reason, at: now.toISOString() })
    const action = decision.status === 'VERIFIED' ? 'driver.approve' : 'driver.reject'
    const was = { status: before.status, reason: before.reason }
    await auditCase(
      trx,
      { actorId: staff.id, action, recordType: 'driver', recordId: driverId, before: was, after: decision },
      now,
    )
  })
  return staffDriver(deps.db, driverId, now, staff.lang)
}

/** The audit log's actor of what the operations CLI records (no staff account behind it). */
export const CLI_ACTOR: Staff = { id: 'cli', lang: 'tr' }

/** Records (or replaces) one of a driver's documents, as staff or the CLI (`CLI_ACTOR`); audited; a new document awaits checking. */
export async function recordDocument(
  deps: { db: Db; now: () => Date },
  actor: Staff,
  driverId: string,
  document: { kind: DocumentKind; number: string; issuedOn: string; expiresOn: string },
): Promise<StaffDriver> {
  const now = deps.now()
  const lang = actor.lang
  const before = await staffDriver(deps.db, driverId, now, lang)
  await deps.db.transaction().execute(async (trx) => {
    await upsertDocument(trx, { id: randomUUID(), driverId, ...document, status: 'PENDING', at: now.toISOString() })
    const previous = before.documents.find((d) => d.kind === document.kind) ?? null
    await auditCase(
      trx,
      {
        actorId: actor.id,
        action: 'driver_document.record',
        recordType: 'driver',
        recordId: driverId,
        before: previous,
        after: document,
      },
      now,
    )
  })
  return staffDriver(deps.db, driverId, now, lang)
}

/** For the staff overview: drivers waiting for verification. */
export async function driversAwaitingVerification(db: Db): Promise<{ pending: number }> {
  return { pending: await countPendingDrivers(db) }
}

/** The window of the expiring-documents list: from today to `within` days ahead. */
export function expiryWindow(now: Date, within: number) {
  const from = istanbulDay(now)
  return { from, until: addDays(from, within), today: from }
}

/** Offered to other features (through this feature's index.ts): the owner answers, its queries stay its own. */
export { verificationQueue } from './driver-verification.queries.ts'
