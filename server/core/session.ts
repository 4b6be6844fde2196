import type { FastifyRequest } from 'fastify'
import { isStaff, normalizeUserType, type UserType } from '#shared/constants.ts'
import { toBool, toIso, type Db } from '#server/db/database.ts'
import type { Auth } from './auth.ts'
import { HttpError } from './http-errors.ts'
import { serverT, requestLang } from './i18n.ts'
import { readCookie, verifySignedCookie, verifySignedCookieRemembered } from './session-cookie.ts'
import { isPastAbsoluteLifetime, isPastStaffIdle, STAFF_TOUCH_AFTER_SECONDS } from './session-lifetime.ts'
import { findSessionByToken, touchSession } from './session.queries.ts'

/**
 * `twoFactor`: this session itself entered a two-factor code (issue 22, item 4), not merely an
 * account that enrolled from another session: what staff access depends on.
 * `session`: its row's id and last use, for the staff idle timeout.
 */
export type SessionUser = {
  id: string
  userType: UserType | null
  twoFactor?: boolean
  session?: { id: string; updatedAt: string }
}

/** What checking a session needs: better-auth (cookie names, secret, lifetimes) and the database. */
export type SessionDeps = { auth: Auth; db: Db }

/** Headers of a Fastify request as a Fetch `Headers` (what better-auth reads). */
export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers()
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    headers.set(key, Array.isArray(value) ? value.join(', ') : value)
  }
  return headers
}

async function viaBetterAuth(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: toHeaders(request) })
  if (!session) return null
  const userType = (session.user as { userType?: unknown }).userType
  if (isPastAbsoluteLifetime(session.session.createdAt, userType)) return null
  if (isPastStaffIdle(session.session.updatedAt, userType)) return null
  const user = session.user as { userType?: unknown; isActive?: unknown }
  if (user.isActive === false) return null
  return {
    id: session.user.id,
    userType: normalizeUserType(user.userType),
    twoFactor: (session.session as { twoFactorVerified?: unknown }).twoFactorVerified === true,
    session: { id: session.session.id, updatedAt: toIso(session.session.updatedAt) },
  }
}

/** `Authorization: Bearer <token>`: the token, or null for any other header. */
const BEARER = /^bearer\s+(\S+)\s*$/i

/**
 * The session token a request carries, checked in process, or `undefined` when only better-auth
 * can tell (a bearer in a form it accepts that we do not read: it decides). Every form the apps and
 * the web send takes the same lean path (issue 24): the web's signed cookie; the app's bearer as
 * README gives it (`set-auth-token`: `<token>.<signature>`, URL-encoded or not) with its signature
 * verified here as better-auth's bearer plugin verifies it; and the raw token, which that plugin
 * accepts unsigned. A bearer comes before a cookie, as in better-auth.
 */
function sessionTokenOf(
  context: AuthContext,
  request: FastifyRequest,
): { token: string | null; viaBearer: boolean } | undefined {
  const authorization = request.headers.authorization
  if (authorization) {
    const bearer = BEARER.exec(authorization)?.[1]
    if (!bearer) return undefined
    if (!bearer.includes('.')) return { token: bearer, viaBearer: true }
    const signed = bearer.includes('%') ? safeDecode(bearer) : bearer
    const token = verifySignedCookieRemembered(signed, context.secret)
    return token === null ? undefined : { token, viaBearer: true }
  }
  const signed = readCookie(request.headers.cookie, context.authCookies.sessionToken.name)
  if (!signed) return { token: null, viaBearer: false }
  return { token: verifySignedCookieRemembered(signed, context.secret), viaBearer: false }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * The session of a request, read from the `sessions` table on every request (a signed-out or
 * revoked session is refused at once): the credential checked as better-auth checks it (the signed
 * cookie, the signed or raw bearer), then one indexed read of the session with its user. Only when
 * the session is due for better-auth's sliding renewal (once per `updateAge`) does better-auth's own
 * getSession run, to renew it. docs/decisions/013-one-session-read-per-request.md, 052.
 */
export async function findSessionUser(deps: SessionDeps, request: FastifyRequest): Promise<SessionUser | null> {
  const context = await deps.auth.$context
  const credential = sessionTokenOf(context, request)
  if (credential === undefined) return viaBetterAuth(deps.auth, request)
  const { token, viaBearer } = credential
  if (!token) return null
  const row = await findSessionByToken(deps.db, token)
  if (!row || !toBool(row.isActive)) return null
  const expiresAt = Date.parse(toIso(row.expiresAt))
  if (expiresAt < Date.now() || isPastAbsoluteLifetime(row.createdAt, row.userType)) return null
  if (isPastStaffIdle(row.updatedAt, row.userType)) return null
  const { expiresIn, updateAge } = context.sessionConfig
  const dueForRenewal = expiresAt - expiresIn * 1000 + updateAge * 1000 <= Date.now()
  if (dueForRenewal && (viaBearer || renews(context, request.headers.cookie))) return viaBetterAuth(deps.auth, request)
  return {
    id: row.userId,
    userType: normalizeUserType(row.userType),
    twoFactor: toBool(row.twoFactorVerified),
    session: { id: row.id, updatedAt: toIso(row.updatedAt) },
  }
}

type AuthContext = Awaited<Auth['$context']>

/**
 * Whether the request carries a session that still exists but is past our limits (30 days, 12 h
 * for staff, 30 minutes idle for staff): better-auth's own routes refuse it too (issue 30), since
 * better-auth knows only its sliding expiry. False when there is no session or better-auth decides.
 */
export async function carriesSessionPastLimits(deps: SessionDeps, request: FastifyRequest): Promise<boolean> {
  const credential = sessionTokenOf(await deps.auth.$context, request)
  if (!credential?.token) return false
  const row = await findSessionByToken(deps.db, credential.token)
  if (!row) return false
  return isPastAbsoluteLifetime(row.createdAt, row.userType) || isPastStaffIdle(row.updatedAt, row.userType)
}

/** Whether better-auth would renew this session when due (it does not for "don't remember me"). */
function renews(context: AuthContext, cookieHeader: string | undefined): boolean {
  if ((context.options.session as { disableSessionRefresh?: boolean } | undefined)?.disableSessionRefresh) return false
  const dontRemember = readCookie(cookieHeader, context.authCookies.dontRememberToken.name)
  return !(dontRemember && verifySignedCookie(dontRemember, context.secret))
}

/** The signed-in user, checked against the session table; 401 when there is none. */
export async function requireUser(deps: SessionDeps, request: FastifyRequest): Promise<SessionUser> {
  const user = await findSessionUser(deps, request)
  if (!user) {
    const t = serverT(requestLang(request.headers))
    throw new HttpError(401, 'UNAUTHORIZED', t('api.unauthorized'))
  }
  return user
}

/**
 * Staff only (issue 14): 401 anonymous; 403 FORBIDDEN for passengers and drivers, and for SUPPORT
 * when `adminOnly`; 403 TWO_FACTOR_REQUIRED for a staff session that did not enter a code itself
 * (before enrolment, or made with the password before another session enrolled; issue 22).
 */
export async function requireStaff(
  deps: SessionDeps,
  request: FastifyRequest,
  options: { adminOnly?: boolean } = {},
): Promise<SessionUser> {
  const user = await requireUser(deps, request)
  const lang = requestLang(request.headers)
  if (!isStaff(user.userType) || (options.adminOnly && user.userType !== 'ADMIN'))
    throw new HttpError(403, 'FORBIDDEN', serverT(lang)('api.forbidden'))
  if (!user.twoFactor) throw new HttpError(403, 'TWO_FACTOR_REQUIRED', serverT(lang, 'admin')('api.twoFactorRequired'))
  // the 30-minute idle timeout counts from the last use (written at most once a minute)
  if (user.session && Date.parse(user.session.updatedAt) + STAFF_TOUCH_AFTER_SECONDS * 1000 <= Date.now())
    await touchSession(deps.db, user.session.id, new Date())
  return user
}

/** 403 unless the signed-in user is an ADMIN who passed two-factor sign-in. */
export function requireAdmin(deps: SessionDeps, request: FastifyRequest): Promise<SessionUser> {
  return requireStaff(deps, request, { adminOnly: true })
}
