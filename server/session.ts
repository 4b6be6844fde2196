import type { FastifyRequest } from 'fastify'
import { normalizeUserType, type UserType } from '#shared/constants.ts'
import type { Auth } from './auth.ts'
import { HttpError } from './http-errors.ts'
import { serverT, requestLang } from './i18n.ts'

export type SessionUser = { id: string; userType: UserType | null }

/** Headers of a Fastify request as a Fetch `Headers` (what better-auth reads). */
export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers()
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    headers.set(key, Array.isArray(value) ? value.join(', ') : value)
  }
  return headers
}

/** The signed-in user, checked against the session table; 401 when there is none. */
export async function requireUser(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const session = await auth.api.getSession({ headers: toHeaders(request) })
  if (!session) {
    const t = serverT(requestLang(request.headers))
    throw new HttpError(401, 'UNAUTHORIZED', t('api.unauthorized'))
  }
  return { id: session.user.id, userType: normalizeUserType((session.user as { userType?: unknown }).userType) }
}

/** 403 unless the signed-in user is an ADMIN. */
export async function requireAdmin(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(auth, request)
  if (user.userType !== 'ADMIN') {
    const t = serverT(requestLang(request.headers))
    throw new HttpError(403, 'FORBIDDEN', t('api.forbidden'))
  }
  return user
}
