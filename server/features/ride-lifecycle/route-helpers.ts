import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { isStaff } from '#shared/constants.ts'
import { LocalizedHttpError } from '#server/core/http-errors.ts'
import { requestLang, serverT } from '#server/core/i18n.ts'
import { requireUser, type SessionDeps, type SessionUser } from '#server/core/session.ts'
import type { Caller } from './lifecycle-deps.ts'
import { RideError, toHttpError } from './ride-errors.ts'

export const RideParamsSchema = z.object({ rideId: z.string().min(1).max(64) })

/**
 * The signed-in user on the hot paths (position reports, nearby taxis). Every credential form (the
 * web's cookie, the app's signed bearer, the raw token) takes the same lean check in
 * `findSessionUser`: one indexed read, the signature verified in process (decision 052). Kept as
 * its own name so the live routes say they are on the hot path.
 */
export const requireUserFast: (session: SessionDeps, request: FastifyRequest) => Promise<SessionUser> = requireUser

/**
 * The signed-in user as the state machine sees them: passenger, driver, or operations (staff who
 * passed two-factor sign-in; before it, 403 TWO_FACTOR_REQUIRED as on the staff API).
 */
export function callerOf(user: SessionUser): Caller {
  if (user.userType === 'DRIVER') return { id: user.id, actor: 'driver' }
  if (isStaff(user.userType)) {
    if (!user.twoFactor)
      throw new LocalizedHttpError(403, 'TWO_FACTOR_REQUIRED', (lang) =>
        serverT(lang, 'admin')('api.twoFactorRequired'),
      )
    return { id: user.id, actor: 'operations' }
  }
  return { id: user.id, actor: 'passenger' }
}

/** Run a handler; a lifecycle refusal becomes today's error shape in the caller's language. */
export async function translated<T>(request: FastifyRequest, handler: () => Promise<T>): Promise<T> {
  try {
    return await handler()
  } catch (error) {
    if (error instanceof RideError) throw toHttpError(error, requestLang(request.headers))
    throw error
  }
}
