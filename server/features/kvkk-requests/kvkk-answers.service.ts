import type { Lang } from '#shared/routes.ts'
import type { SessionEnds } from '#server/core/session-ends.ts'
import type { StaffKvkkRequestDetail } from '#shared/schemas/kvkk-requests.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import type { Mailer } from '#server/core/mail/mailer.ts'
import type { Db } from '#server/db/database.ts'
import { auditCase } from '#server/core/audit/case-audit.ts'
import { anonymiseUser, findAccountOf } from './anonymise.queries.ts'
import { kvkkAnswerMail, type KvkkOutcome } from './kvkk-mails.ts'
import {
  findKvkkRequest,
  namesOf,
  OPEN_STATUSES,
  updateKvkkRequest,
  wipeRequester,
  type KvkkRequestRow,
} from './kvkk-requests.queries.ts'
import { toStaffRequest } from './kvkk-requests.service.ts'
import { jobLogger, logFailure, type ServerLogger } from '#server/core/logger.ts'

type Deps = { db: Db; mailer?: Mailer; now: () => Date; auth?: { sessionEnds: SessionEnds }; log: ServerLogger }
type Staff = { id: string; lang: Lang }
type Account = NonNullable<Awaited<ReturnType<typeof findAccountOf>>>

const notFound = (lang: Lang) => new HttpError(404, 'KVKK_REQUEST_NOT_FOUND', serverT(lang)('api.notFound'))
const conflict = (lang: Lang, code: string, key: Parameters<ReturnType<typeof serverT<'accountRequests'>>>[0]) =>
  new HttpError(409, code, serverT(lang, 'accountRequests')(key))

/** One request's page: the request, the account it speaks of (or none), and who verified the requester. */
export async function getStaffRequest(deps: Deps, id: string, lang: Lang): Promise<StaffKvkkRequestDetail> {
  const row = await findKvkkRequest(deps.db, id)
  if (!row) throw notFound(lang)
  const [account, verifier] = await Promise.all([
    row.userId || row.email ? findAccountOf(deps.db, row) : undefined,
    row.verifiedBy ? namesOf(deps.db, row.verifiedBy) : undefined,
  ])
  return {
    ...toStaffRequest(row, deps.now()),
    account: account
      ? {
          id: account.id,
          name: `${account.firstName} ${account.lastName}`.trim(),
          email: account.email,
          userType: account.userType,
          isActive: Boolean(account.isActive),
        }
      : null,
    verifiedByName: verifier ? `${verifier.firstName} ${verifier.lastName}`.trim() || verifier.email : null,
  }
}

type Step = {
  action: string
  from: readonly string[]
  status: string
  reason?: string | null
  /** Runs in the transaction before the change: refuses it by throwing, or does its work (anonymising). */
  work?: (trx: Db, row: KvkkRequestRow, at: string) => Promise<{ userId?: string } | void>
}

/** Moves a request from `step.from`, audited in the same transaction; 404/409 with the reason otherwise. */
async function transition(deps: Deps, staff: Staff, id: string, step: Step): Promise<KvkkRequestRow> {
  const now = deps.now()
  const at = now.toISOString()
  return deps.db.transaction().execute(async (trx) => {
    const row = await findKvkkRequest(trx, id)
    if (!row) throw notFound(staff.lang)
    if (!step.from.includes(row.status))
      throw row.status === 'RECEIVED'
        ? conflict(staff.lang, 'KVKK_REQUEST_NOT_STARTED', 'errors.notStarted')
        : conflict(staff.lang, 'KVKK_REQUEST_CLOSED', 'errors.alreadyClosed')
    const linked = (await step.work?.(trx, row, at)) ?? {}
    const changes = {
      status: step.status,
      statusReason: step.reason ?? row.statusReason,
      updatedAt: at,
      ...linked,
      ...(OPEN_STATUSES.includes(step.status as 'RECEIVED') ? {} : { completedAt: at }),
    }
    if (!(await updateKvkkRequest(trx, id, step.from, changes)))
      throw conflict(staff.lang, 'KVKK_REQUEST_CLOSED', 'errors.alreadyClosed')
    const before = { status: row.status, statusReason: row.statusReason }
    const after = { status: changes.status, statusReason: changes.statusReason }
    await auditCase(
      trx,
      { actorId: staff.id, action: step.action, recordType: 'kvkk_request', recordId: id, before, after },
      now,
    )
    return { ...row, ...changes, completedAt: changes.completedAt ?? row.completedAt }
  })
}

export async function startKvkkRequest(deps: Deps, staff: Staff, id: string): Promise<StaffKvkkRequestDetail> {
  await transition(deps, staff, id, { action: 'kvkk_request.start', from: ['RECEIVED'], status: 'IN_PROGRESS' })
  return getStaffRequest(deps, id, staff.lang)
}

/** Sends the answer to the address given in the request; a completed deletion then forgets the requester. */
async function answerAndForget(deps: Deps, row: KvkkRequestRow, outcome: KvkkOutcome, reason: string | null) {
  const lang: Lang = row.language === 'en' ? 'en' : 'tr'
  const mail = kvkkAnswerMail({
    lang,
    to: row.email,
    name: row.firstName,
    reference: row.reference ?? row.id,
    outcome,
    reason,
  })
  await deps.mailer
    ?.send(mail)
    .catch((error: unknown) =>
      logFailure(jobLogger(deps.log, 'mail'), `KVKK answer mail for ${row.reference} failed`, error),
    )
  if (outcome === 'COMPLETED' && row.kind === 'DELETION') await wipeRequester(deps.db, row.id)
}

/** The account a completion acts on: it must exist, and the requester must have been verified. */
async function requireAccountAndVerification(trx: Db, row: KvkkRequestRow, lang: Lang): Promise<Account> {
  const account = await findAccountOf(trx, row)
  if (!account) throw conflict(lang, 'KVKK_NO_ACCOUNT', 'errors.noAccount')
  if (!row.verifiedAt) throw conflict(lang, 'KVKK_NOT_VERIFIED', 'errors.notVerified')
  return account
}

/**
 * Completes a request in progress whose requester is verified and whose account exists: a
 * deletion anonymises the person (the user row and their rides stay), the request is linked to
 * that account, the answer goes to the request's address, and the request keeps only its
 * reference, dates and verification.
 */
export async function completeKvkkRequest(deps: Deps, staff: Staff, id: string): Promise<StaffKvkkRequestDetail> {
  let erasedUserId: string | undefined
  const row = await transition(deps, staff, id, {
    action: 'kvkk_request.complete',
    from: ['IN_PROGRESS'],
    status: 'COMPLETED',
    work: async (trx, request, at) => {
      const account = await requireAccountAndVerification(trx, request, staff.lang)
      if (request.kind === 'DELETION') {
        await anonymiseUser(trx, account.id, at)
        erasedUserId = account.id
      }
      return { userId: account.id }
    },
  })
  // the erasure deleted the sessions itself: their open live streams end too, on every instance
  if (erasedUserId) deps.auth?.sessionEnds.notify({ userId: erasedUserId })
  await answerAndForget(deps, row, 'COMPLETED', null)
  return getStaffRequest(deps, id, staff.lang)
}

/** Answers a request for an address no account has: "we hold no data on it" (its own mail); nothing is deleted. */
export async function answerNoData(deps: Deps, staff: Staff, id: string): Promise<StaffKvkkRequestDetail> {
  const row = await transition(deps, staff, id, {
    action: 'kvkk_request.no_data',
    from: ['IN_PROGRESS'],
    status: 'NO_DATA',
    work: async (trx, request) => {
      if (await findAccountOf(trx, request)) throw conflict(staff.lang, 'KVKK_ACCOUNT_EXISTS', 'errors.accountExists')
    },
  })
  await answerAndForget(deps, row, 'NO_DATA', null)
  return getStaffRequest(deps, id, staff.lang)
}

export async function rejectKvkkRequest(
  deps: Deps,
  staff: Staff,
  id: string,
  reason: string,
): Promise<StaffKvkkRequestDetail> {
  const row = await transition(deps, staff, id, {
    action: 'kvkk_request.reject',
    from: OPEN_STATUSES,
    status: 'REJECTED',
    reason,
  })
  await answerAndForget(deps, row, 'REJECTED', reason)
  return getStaffRequest(deps, id, staff.lang)
}
