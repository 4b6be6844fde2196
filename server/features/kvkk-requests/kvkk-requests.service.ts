import { randomUUID } from 'node:crypto'
import { istanbulDay, kvkkDaysLeft, kvkkDeadline } from '#shared/istanbul-days.ts'
import type { Lang } from '#shared/routes.ts'
import type {
  KvkkKind,
  KvkkReceipt,
  KvkkStatus,
  KvkkVerificationMethod,
  StaffKvkkRequest,
} from '#shared/schemas/kvkk-requests.ts'
import { auditCase } from '#server/core/audit/case-audit.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import type { Mailer } from '#server/core/mail/mailer.ts'
import { toIso, type Db } from '#server/db/database.ts'
import { kvkkReceivedMail } from './kvkk-mails.ts'
import {
  countOpenRequests,
  findOpenDeletionOf,
  insertKvkkRequest,
  namesOf,
  nextReferenceNumber,
  type KvkkRequestRow,
} from './kvkk-requests.queries.ts'
import { newVerifyLink } from './kvkk-verify-link.ts'
import { jobLogger, logFailure, processLogger, type ServerLogger } from '#server/core/logger.ts'

/** `KVKK-2026-000123`: the Istanbul year of receipt and that year's running number. */
export async function allocateReference(db: Db, now: Date): Promise<string> {
  const year = Number(istanbulDay(now).slice(0, 4))
  const number = await nextReferenceNumber(db, year)
  return `KVKK-${year}-${String(number).padStart(6, '0')}`
}

export type NewKvkkRequest = {
  kind: KvkkKind
  email: string
  firstName: string
  lastName: string
  reason: string
  userId: string | null
  status?: KvkkStatus
}

/**
 * Stores a request with its reference and, for a deletion, mails the reference to the given
 * address. A request made signed in is verified at once (the account's owner asked); one from
 * the public form carries a link the owner of the address opens to confirm it.
 */
export async function receiveKvkkRequest(
  deps: { db: Db; mailer?: Mailer; publicUrl?: string; log?: ServerLogger },
  input: NewKvkkRequest,
  lang: Lang,
  now: Date,
): Promise<KvkkReceipt> {
  const id = randomUUID()
  const createdAt = now.toISOString()
  const reference = await allocateReference(deps.db, now)
  const status = input.status ?? 'RECEIVED'
  const row = { id, ...input, status, reference, language: lang, createdAt, updatedAt: createdAt, statusReason: null }
  const completedAt = status === 'COMPLETED' ? createdAt : null
  const signedIn = input.userId
    ? { verificationMethod: 'SIGNED_IN', verifiedAt: createdAt, verifiedBy: input.userId }
    : {}
  const verifyUrl = await deps.db.transaction().execute(async (trx) => {
    await insertKvkkRequest(trx, { ...row, completedAt, ...signedIn })
    if (input.userId) {
      const after = { verificationMethod: 'SIGNED_IN' }
      const entry = { actorId: input.userId, action: 'kvkk_request.verify', recordId: id, before: null, after }
      await auditCase(trx, { ...entry, recordType: 'kvkk_request' }, now)
      return null
    }
    return status === 'RECEIVED' ? newVerifyLink(trx, row, deps.publicUrl ?? '', now) : null
  })
  if (input.kind === 'DELETION' && deps.mailer) {
    const to = input.email
    const mail = kvkkReceivedMail({ lang, to, name: input.firstName, reference, receivedAt: createdAt, verifyUrl })
    // the request is kept whatever the mail server says; staff see it and answer within 30 days
    await deps.mailer
      .send(mail)
      .catch((error: unknown) => logFailure(mailLog(deps.log), `KVKK receipt mail for ${reference} failed`, error))
  }
  return toReceipt({ ...row, completedAt, createdAt })
}

/** Where a mail that failed after the request was kept is reported (job `mail`). */
const mailLog = (log: ServerLogger | undefined) => jobLogger(log ?? processLogger(), 'mail')

type ReceiptRow = Pick<
  KvkkRequestRow,
  'id' | 'reference' | 'kind' | 'status' | 'statusReason' | 'createdAt' | 'completedAt'
>

export function toReceipt(row: ReceiptRow): KvkkReceipt {
  const createdAt = toIso(row.createdAt)
  return {
    id: row.id,
    // requests of before migration 008 have no reference: their id stands in
    reference: row.reference ?? `KVKK-${row.id.slice(0, 8).toUpperCase()}`,
    kind: row.kind as KvkkKind,
    status: row.status as KvkkStatus,
    statusReason: row.statusReason,
    createdAt,
    deadline: kvkkDeadline(createdAt),
    completedAt: toIso(row.completedAt),
  }
}

export function toStaffRequest(row: KvkkRequestRow, now: Date): StaffKvkkRequest {
  const receipt = toReceipt(row)
  const open = receipt.status === 'RECEIVED' || receipt.status === 'IN_PROGRESS'
  const daysLeft = kvkkDaysLeft(receipt.createdAt, now)
  return {
    ...receipt,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    reason: row.reason,
    language: row.language,
    userId: row.userId,
    daysLeft,
    overdue: open && daysLeft < 0,
    verification:
      row.verificationMethod && row.verifiedAt
        ? {
            method: row.verificationMethod as KvkkVerificationMethod,
            at: toIso(row.verifiedAt)!,
            byId: row.verifiedBy,
            note: row.verificationNote,
          }
        : null,
  }
}

/** A signed-in user asks for the deletion of their own account: once at a time (409 while one is open). */
export async function receiveMyDeletionRequest(
  deps: { db: Db; mailer?: Mailer; now: () => Date },
  userId: string,
  reason: string,
  lang: Lang,
): Promise<KvkkReceipt> {
  const open = await findOpenDeletionOf(deps.db, userId)
  if (open)
    throw new HttpError(
      409,
      'KVKK_REQUEST_OPEN',
      serverT(lang, 'accountRequests')('errors.requestOpen', { reference: open.reference }),
    )
  const person = await namesOf(deps.db, userId)
  if (!person) throw new HttpError(404, 'USER_NOT_FOUND', serverT(lang)('api.notFound'))
  const input = {
    kind: 'DELETION' as const,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    reason,
    userId,
  }
  return receiveKvkkRequest(deps, input, lang, deps.now())
}

/** For the staff overview: open requests and the nearest deadline (the oldest request's). */
export async function openKvkkRequestsFigure(db: Db, now: Date) {
  const { open, oldest } = await countOpenRequests(db)
  const oldestAt = oldest ? toIso(oldest) : null
  return {
    open,
    nearestDeadline: oldestAt ? kvkkDeadline(oldestAt) : null,
    daysLeft: oldestAt ? kvkkDaysLeft(oldestAt, now) : null,
  }
}

/** Offered to other features (through this feature's index.ts): the owner answers, its queries stay its own. */
export { listRequestsByStatus, statusesOf } from './kvkk-requests.queries.ts'
