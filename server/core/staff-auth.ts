import { APIError, getSessionFromCtx } from 'better-auth/api'
import { isStaff } from '#shared/constants.ts'
import { toBool, type Db } from '#server/db/database.ts'
import { requestLang, serverT } from './i18n.ts'

type HeadersLike = { get: (name: string) => string | null } | undefined

function langOf(headers: HeadersLike) {
  return requestLang({
    cookie: headers?.get('cookie') ?? undefined,
    'accept-language': headers?.get('accept-language') ?? undefined,
    'x-durak-lang': headers?.get('x-durak-lang') ?? undefined,
  })
}

/**
 * Issue 14: a deactivated account gets no session: better-auth's `session.create.before` database
 * hook runs after the password was checked (so the message tells nothing to someone without it),
 * for the password sign-in and the two-factor step alike. 403 ACCOUNT_DEACTIVATED, translated.
 */
export function refuseDeactivated(db: Db) {
  return async (session: { userId: string }, ctx: { headers?: Headers; request?: Request } | null | undefined) => {
    const user = await db.selectFrom('users').select('isActive').where('id', '=', session.userId).executeTakeFirst()
    if (user && !toBool(user.isActive)) {
      const t = serverT(langOf(ctx?.headers ?? ctx?.request?.headers), 'admin')
      throw new APIError('FORBIDDEN', { code: 'ACCOUNT_DEACTIVATED', message: t('api.accountDeactivated') })
    }
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
