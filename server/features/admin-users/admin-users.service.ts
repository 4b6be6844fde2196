import { isStaff } from '#shared/constants.ts'
import type { Lang } from '#shared/routes.ts'
import type { AdminUser, StaffChangeBody, StaffMember } from '#shared/schemas/admin-users.ts'
import type { Page } from '#shared/schemas/api-responses.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import type { SessionUser } from '#server/core/session.ts'
import { toBool, type Db } from '#server/db/database.ts'
import { newestFirstPage } from '#server/core/keyset.ts'
import { recordStaffAction } from '#server/core/audit/staff-actions.queries.ts'
import { getProfile, toUserSummary } from '#server/features/users/index.ts'
import { requireAllowed } from '#server/policy/authorize.ts'
import { withLedgerBalance } from '#server/features/adjustments/index.ts'
import { takeDeactivatedDriverOffline } from '#server/features/ride-lifecycle/index.ts'

import { countSessions, findAccountState, resetTwoFactor, setAccountActive, staffQuery } from './admin-users.queries.ts'

/** A user's page in the back-office: profile, membership, vehicle, two-factor and open sessions. */
export async function getAdminUser(db: Db, userId: string, lang: Lang): Promise<AdminUser> {
  const [profile, state, openSessions] = await Promise.all([
    getProfile(db, userId),
    findAccountState(db, userId),
    countSessions(db, userId),
  ])
  if (!profile || !state) throw new HttpError(404, 'NOT_FOUND', serverT(lang, 'admin')('api.notFound'))
  return {
    profile: await withLedgerBalance(db, profile),
    twoFactorEnabled: toBool(state.twoFactorEnabled),
    openSessions,
  }
}

/**
 * Deactivate or reactivate an account (issue 14), audited with before/after in the same
 * transaction. A staff account is changed by an ADMIN only; nobody deactivates themselves.
 */
export async function setUserActive(
  db: Db,
  actor: SessionUser,
  input: { userId: string; isActive: boolean; body: StaffChangeBody; lang: Lang; now: Date },
): Promise<{ ok: true; auditId: string }> {
  const t = serverT(input.lang, 'admin')
  return db.transaction().execute(async (trx) => {
    const state = await findAccountState(trx, input.userId)
    if (!state) throw new HttpError(404, 'NOT_FOUND', t('api.notFound'))
    const account = { type: 'account', id: state.id, userType: state.userType } as const
    requireAllowed(actor, input.isActive ? 'reactivate' : 'deactivate', account)
    const before = { isActive: toBool(state.isActive) }
    await setAccountActive(trx, input.userId, input.isActive, input.now)
    // a deactivated driver leaves dispatch at once (issue 22, item 6)
    if (!input.isActive) await takeDeactivatedDriverOffline(trx, input.userId, input.now)
    const auditId = await recordStaffAction(
      trx,
      {
        actorId: actor.id,
        action: input.isActive ? 'user.reactivate' : 'user.deactivate',
        recordType: 'user',
        recordId: input.userId,
        before,
        after: { isActive: input.isActive, reason: input.body.reason },
      },
      input.now,
    )
    return { ok: true as const, auditId }
  })
}

/** ADMIN only (the route says so): a staff member enrols TOTP again at their next sign-in. */
export async function resetStaffTwoFactor(
  db: Db,
  actor: SessionUser,
  input: { userId: string; body: StaffChangeBody; lang: Lang; now: Date },
): Promise<{ ok: true; auditId: string }> {
  const t = serverT(input.lang, 'admin')
  return db.transaction().execute(async (trx) => {
    const state = await findAccountState(trx, input.userId)
    if (!state) throw new HttpError(404, 'NOT_FOUND', t('api.notFound'))
    if (!isStaff(state.userType)) throw new HttpError(409, 'NOT_STAFF', t('api.notStaff'))
    await resetTwoFactor(trx, input.userId, input.now)
    const auditId = await recordStaffAction(
      trx,
      {
        actorId: actor.id,
        action: 'staff.reset_two_factor',
        recordType: 'user',
        recordId: input.userId,
        before: { twoFactorEnabled: toBool(state.twoFactorEnabled) },
        after: { twoFactorEnabled: false, reason: input.body.reason },
      },
      input.now,
    )
    return { ok: true as const, auditId }
  })
}

/** The staff list (ADMIN only): newest first, with two-factor state. */
export async function listStaff(db: Db, page: { limit: number; cursor?: string }): Promise<Page<StaffMember>> {
  return newestFirstPage(staffQuery(db), page, (row) => ({
    ...toUserSummary(row),
    userType: row.userType.toUpperCase() === 'ADMIN' ? ('ADMIN' as const) : ('SUPPORT' as const),
    twoFactorEnabled: toBool(row.twoFactorEnabled),
  }))
}
