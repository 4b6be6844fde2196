import type { Lang } from '#shared/routes.ts'
import { SITE } from '#shared/site-config.ts'
import type { StaffKvkkRequestDetail } from '#shared/schemas/kvkk-requests.ts'
import { auditCase } from '#server/core/audit/case-audit.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import type { Mailer } from '#server/core/mail/mailer.ts'
import type { Db } from '#server/db/database.ts'
import { getStaffRequest } from './kvkk-answers.service.ts'
import { kvkkVerifyAgainMail } from './kvkk-mails.ts'
import { findByVerifyToken, findKvkkRequest, recordVerification, type KvkkRequestRow } from './kvkk-requests.queries.ts'
import { hashOf, newVerifyLink } from './kvkk-verify-link.ts'
import { jobLogger, logFailure, type ServerLogger } from '#server/core/logger.ts'

/** The audit log's actor when the requester confirms by the mailed link and has no account of their own. */
export const REQUESTER_ACTOR = 'requester'

type Deps = { db: Db; mailer?: Mailer; now: () => Date; publicUrl?: string; log: ServerLogger }
type Staff = { id: string; lang: Lang }

const isOpen = (row: KvkkRequestRow) => row.status === 'RECEIVED' || row.status === 'IN_PROGRESS'
const t = (lang: Lang) => serverT(lang, 'accountRequests')

/** The requester opened the mailed link and confirmed: recorded (method, when) and audited. */
export async function confirmByLink(
  deps: Deps,
  token: string,
  lang: Lang,
): Promise<{ reference: string; alreadyConfirmed: boolean }> {
  const now = deps.now()
  const row = await findByVerifyToken(deps.db, hashOf(token))
  const expiresAt = row?.verifyTokenExpiresAt ? new Date(row.verifyTokenExpiresAt).getTime() : 0
  if (!row || !isOpen(row) || expiresAt < now.getTime())
    throw new HttpError(400, 'KVKK_LINK_INVALID', t(lang)('errors.linkInvalid', { email: SITE.supportEmail }))
  const reference = row.reference ?? row.id
  if (row.verifiedAt) return { reference, alreadyConfirmed: true }
  await deps.db.transaction().execute(async (trx) => {
    const at = now.toISOString()
    if (!(await recordVerification(trx, row.id, { method: 'EMAIL_LINK', at, by: null, note: null }))) return
    await auditCase(
      trx,
      {
        actorId: row.userId ?? REQUESTER_ACTOR,
        action: 'kvkk_request.verify',
        recordType: 'kvkk_request',
        recordId: row.id,
        before: { verificationMethod: null },
        after: { verificationMethod: 'EMAIL_LINK' },
      },
      now,
    )
  })
  return { reference, alreadyConfirmed: false }
}

async function openUnverified(db: Db, id: string, lang: Lang): Promise<KvkkRequestRow> {
  const row = await findKvkkRequest(db, id)
  if (!row) throw new HttpError(404, 'KVKK_REQUEST_NOT_FOUND', serverT(lang)('api.notFound'))
  if (!isOpen(row)) throw new HttpError(409, 'KVKK_REQUEST_CLOSED', t(lang)('errors.alreadyClosed'))
  if (row.verifiedAt) throw new HttpError(409, 'KVKK_ALREADY_VERIFIED', t(lang)('errors.alreadyVerified'))
  return row
}

/** Staff verified the requester another way (a call to the account's phone, an ID seen) and say how. */
export async function verifyByStaff(
  deps: Deps,
  staff: Staff,
  id: string,
  note: string,
): Promise<StaffKvkkRequestDetail> {
  await openUnverified(deps.db, id, staff.lang)
  const now = deps.now()
  await deps.db.transaction().execute(async (trx) => {
    const verification = { method: 'STAFF_NOTE', at: now.toISOString(), by: staff.id, note }
    if (!(await recordVerification(trx, id, verification)))
      throw new HttpError(409, 'KVKK_ALREADY_VERIFIED', t(staff.lang)('errors.alreadyVerified'))
    await auditCase(
      trx,
      {
        actorId: staff.id,
        action: 'kvkk_request.verify',
        recordType: 'kvkk_request',
        recordId: id,
        before: { verificationMethod: null },
        after: { verificationMethod: 'STAFF_NOTE', note },
      },
      now,
    )
  })
  return getStaffRequest(deps, id, staff.lang)
}

/** Mails a new confirmation link to the request's address (audited: who asked for it, when). */
export async function sendVerifyLink(deps: Deps, staff: Staff, id: string): Promise<StaffKvkkRequestDetail> {
  const row = await openUnverified(deps.db, id, staff.lang)
  const now = deps.now()
  const url = await deps.db.transaction().execute(async (trx) => {
    const link = await newVerifyLink(trx, row, deps.publicUrl ?? '', now)
    await auditCase(
      trx,
      {
        actorId: staff.id,
        action: 'kvkk_request.send_link',
        recordType: 'kvkk_request',
        recordId: id,
        before: null,
        after: null,
      },
      now,
    )
    return link
  })
  const lang: Lang = row.language === 'en' ? 'en' : 'tr'
  const mail = kvkkVerifyAgainMail({
    lang,
    to: row.email,
    name: row.firstName,
    reference: row.reference ?? row.id,
    verifyUrl: url,
  })
  await deps.mailer
    ?.send(mail)
    .catch((error: unknown) =>
      logFailure(jobLogger(deps.log, 'mail'), `KVKK link mail for ${row.reference} failed`, error),
    )
  return getStaffRequest(deps, id, staff.lang)
}
