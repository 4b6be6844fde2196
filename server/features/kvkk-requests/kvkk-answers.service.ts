import type { Lang } from '#shared/routes.ts'
import type { StaffKvkkRequest } from '#shared/schemas/kvkk-requests.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import type { Mailer } from '#server/core/mail/mailer.ts'
import type { Db } from '#server/db/database.ts'
import { auditCase } from '#server/core/audit/case-audit.ts'
import { anonymiseUser, findAccountOf } from './anonymise.queries.ts'
import { kvkkAnswerMail } from './kvkk-mails.ts'
import { findKvkkRequest, OPEN_STATUSES, updateKvkkRequest, type KvkkRequestRow } from './kvkk-requests.queries.ts'
import { toStaffRequest } from './kvkk-requests.service.ts'

type Deps = { db: Db; mailer?: Mailer; now: () => Date }
type Staff = { id: string; lang: Lang }

const notFound = (lang: Lang) => new HttpError(404, 'KVKK_REQUEST_NOT_FOUND', serverT(lang)('api.notFound'))
const closed = (lang: Lang) =>
  new HttpError(409, 'KVKK_REQUEST_CLOSED', serverT(lang, 'accountRequests')('errors.alreadyClosed'))

export async function getStaffRequest(deps: Deps, id: string, lang: Lang): Promise<StaffKvkkRequest> {
  const row = await findKvkkRequest(deps.db, id)
  if (!row) throw notFound(lang)
  return toStaffRequest(row, deps.now())
}

/** Moves an open request from `from` with `changes`, audited in the same transaction; 404/409 otherwise. */
async function transition(
  deps: Deps,
  staff: Staff,
  id: string,
  step: { action: string; from: readonly string[]; status: string; reason?: string | null },
  work?: (trx: Db, row: KvkkRequestRow, at: string) => Promise<void>,
): Promise<KvkkRequestRow> {
  const now = deps.now()
  const at = now.toISOString()
  return deps.db.transaction().execute(async (trx) => {
    const row = await findKvkkRequest(trx, id)
    if (!row) throw notFound(staff.lang)
    const changes = {
      status: step.status,
      statusReason: step.reason ?? row.statusReason,
      updatedAt: at,
      ...(step.status === 'COMPLETED' || step.status === 'REJECTED' ? { completedAt: at } : {}),
    }
    if (!(await updateKvkkRequest(trx, id, step.from, changes))) throw closed(staff.lang)
    await work?.(trx, row, at)
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

export async function startKvkkRequest(deps: Deps, staff: Staff, id: string): Promise<StaffKvkkRequest> {
  const row = await transition(deps, staff, id, {
    action: 'kvkk_request.start',
    from: ['RECEIVED'],
    status: 'IN_PROGRESS',
  })
  return toStaffRequest(row, deps.now())
}

/** Sends the answer to the address given in the request, then wipes the requester's details from it. */
async function answerAndForget(
  deps: Deps,
  row: KvkkRequestRow,
  outcome: 'COMPLETED' | 'REJECTED',
  reason: string | null,
) {
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
    .catch((error: unknown) => console.error(`KVKK answer mail for ${row.reference} failed`, error))
  if (outcome !== 'COMPLETED' || row.kind !== 'DELETION') return row
  const wiped = { email: '', firstName: '', lastName: '', reason: '' }
  await deps.db.updateTable('account_deletion_requests').set(wiped).where('id', '=', row.id).execute()
  return { ...row, ...wiped }
}

/**
 * Completes a deletion: the person's data is anonymised (the user row and their rides stay), the
 * answer goes to the request's address, and the request keeps only its reference and dates.
 */
export async function completeKvkkRequest(deps: Deps, staff: Staff, id: string): Promise<StaffKvkkRequest> {
  const row = await transition(
    deps,
    staff,
    id,
    { action: 'kvkk_request.complete', from: OPEN_STATUSES, status: 'COMPLETED' },
    async (trx, request, at) => {
      if (request.kind !== 'DELETION') return
      const account = await findAccountOf(trx, request)
      if (account) await anonymiseUser(trx, account.id, at)
    },
  )
  return toStaffRequest(await answerAndForget(deps, row, 'COMPLETED', null), deps.now())
}

export async function rejectKvkkRequest(
  deps: Deps,
  staff: Staff,
  id: string,
  reason: string,
): Promise<StaffKvkkRequest> {
  const row = await transition(deps, staff, id, {
    action: 'kvkk_request.reject',
    from: OPEN_STATUSES,
    status: 'REJECTED',
    reason,
  })
  return toStaffRequest(await answerAndForget(deps, row, 'REJECTED', reason), deps.now())
}
