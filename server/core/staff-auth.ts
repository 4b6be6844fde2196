import { APIError, getSessionFromCtx } from 'better-auth/api'
import { isStaff } from '#shared/constants.ts'
import type { Db } from '#server/db/database.ts'
import { requestLang, serverT } from './i18n.ts'
import { findAccountIsActive } from './staff-auth.queries.ts'

type HeadersLike = { get: (name: string) => string | null } | undefined

/** The caller's language from the headers better-auth hands to hooks. */
export function langOf(headers: HeadersLike) {
  return requestLang({
    cookie: headers?.get('cookie') ?? undefined,
    'accept-language': headers?.get('accept-language') ?? undefined,
    'x-durak-lang': headers?.get('x-durak-lang') ?? undefined,
  })
}

/** What better-auth's `session.create.before` database hook is given of the endpoint that makes the session. */
type SessionCreateContext = { path?: string; headers?: Headers; request?: Request } | null | undefined

/**
 * Issue 14: a deactivated account gets no session: better-auth's `session.create.before` database
 * hook runs after the password was checked (so the message tells nothing to someone without it),
 * for the password sign-in and the two-factor step alike. 403 ACCOUNT_DEACTIVATED, translated.
 */
export function refuseDeactivated(db: Db) {
  return async (session: { userId: string }, ctx: SessionCreateContext) => {
    if ((await findAccountIsActive(db, session.userId)) === false) {
      const t = serverT(langOf(ctx?.headers ?? ctx?.request?.headers), 'admin')
      throw new APIError('FORBIDDEN', { code: 'ACCOUNT_DEACTIVATED', message: t('api.accountDeactivated') })
    }
  }
}

/**
 * Issue 22, item 4: a session records that it entered a code itself. better-auth's two-factor
 * endpoints make a session only after a right code (the sign-in's second step, or the first code
 * of enrolment), so a session made by `/two-factor/verify-*` is marked; every other (the password
 * alone, before enrolment) is not, and never becomes staff when another session enrols.
 */
export function markTwoFactorSession(db: Db) {
  const refuse = refuseDeactivated(db)
  return async (session: { userId: string }, ctx: SessionCreateContext) => {
    await refuse(session, ctx)
    if (ctx?.path?.startsWith('/two-factor/verify-')) return { data: { twoFactorVerified: true } }
  }
}

/** Only staff may enrol in two-factor sign-in (passengers and drivers have no use for it yet). */
export async function refuseNonStaffEnrolment(ctx: Parameters<typeof getSessionFromCtx>[0]) {
  if (ctx.path !== '/two-factor/enable') return
  const session = await getSessionFromCtx(ctx)
  if (session && !isStaff((session.user as { userType?: unknown }).userType)) {
    const t = serverT(langOf(ctx.headers), 'admin')
    throw new APIError('FORBIDDEN', { code: 'NOT_STAFF', message: t('api.notStaff') })
  }
}
