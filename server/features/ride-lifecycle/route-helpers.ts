import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { isStaff } from '#shared/constants.ts'
import { HttpError, LocalizedHttpError } from '#server/core/http-errors.ts'
import { requestLang, serverT } from '#server/core/i18n.ts'
import { requireUser, type SessionDeps, type SessionUser } from '#server/core/session.ts'
import type { Caller } from './lifecycle-deps.ts'
import { RideError, toHttpError } from './ride-errors.ts'
import { findBearerSessionUser } from './session.queries.ts'

export const RideParamsSchema = z.object({ rideId: z.string().min(1).max(64) })

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,200})$/

/**
 * The signed-in user, for the hot paths (position reports, nearby taxis): an app's plain bearer
 * token is looked up directly (one indexed read instead of better-auth's full session pipeline,
 * ~10× cheaper); cookies and anything else go through the one-read session check. Sessions are
 * still the `sessions` rows: sign-out deletes the row and the token stops working at once, on every
 * instance. Given to `defineRoute({ authenticate })`.
 */
export async function requireUserFast(session: SessionDeps, request: FastifyRequest): Promise<SessionUser> {
  const bearer = BEARER.exec(request.headers.authorization ?? '')
  if (!bearer) return requireUser(session, request)
  const user = await findBearerSessionUser(session.db, bearer[1]!, new Date())
  if (!user) throw new HttpError(401, 'UNAUTHORIZED', serverT(requestLang(request.headers))('api.unauthorized'))
  return user
}

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

/** 403 `PASSENGER_ONLY` unless the caller is a passenger. */
export function passengerOf(user: SessionUser): Caller {
  const caller = callerOf(user)
  if (caller.actor !== 'passenger') throw new RideError(403, 'PASSENGER_ONLY', 'passengerOnly')
  return caller
}

/** 403 `DRIVER_ONLY` unless the caller is a driver. */
export function driverOf(user: SessionUser): Caller {
  const caller = callerOf(user)
  if (caller.actor !== 'driver') throw new RideError(403, 'DRIVER_ONLY', 'driverOnly')
  return caller
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
