import { APIError } from 'better-auth/api'
import type { Db } from '#server/db/database.ts'
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_MAX_AGE_SECONDS, knownDeviceOf, knownDeviceValue } from './known-device.ts'
import {
  clearSignInFailures,
  lockWhenExhausted,
  releaseSignInAttempt,
  reserveSignInAttempt,
} from './sign-in-lock.queries.ts'

/** Per-account brute-force guard, in the database so every server instance sees it. */
export const MAX_FAILED_SIGN_INS = 8
export const FAILURE_WINDOW_MS = 15 * 60 * 1000
export const LOCK_MS = 15 * 60 * 1000

export type SignInLockOptions = { secret: string; secureCookies: boolean }

/**
 * Take one attempt for `key` before the password check. Returns the seconds to wait when the key
 * is locked or its attempts are used up (the attempt then checks no password), else 0.
 */
export async function reserveAttempt(db: Db, key: string, now = Date.now()): Promise<number> {
  const { attempts, firstFailureAt, lockedUntil } = await reserveSignInAttempt(db, key, now, FAILURE_WINDOW_MS)
  if (lockedUntil != null && lockedUntil > now) return Math.ceil((lockedUntil - now) / 1000)
  if (attempts > MAX_FAILED_SIGN_INS) return Math.max(1, Math.ceil((firstFailureAt + FAILURE_WINDOW_MS - now) / 1000))
  return 0
}

/** A success clears the key; the wrong password that uses the last attempt locks it for 15 minutes. */
export async function recordSignInResult(
  db: Db,
  key: string,
  outcome: 'success' | 'wrong' | 'unchecked',
  now = Date.now(),
) {
  if (outcome === 'success') return clearSignInFailures(db, key)
  if (outcome === 'wrong') return lockWhenExhausted(db, key, MAX_FAILED_SIGN_INS, now + LOCK_MS)
  return releaseSignInAttempt(db, key)
}

const signInEmail = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.trim().toLowerCase() : ''
}

/** What the hooks read of better-auth's middleware context. */
export type HookContext = {
  path: string
  body?: unknown
  headers?: Headers
  context: { returned?: unknown }
  setCookie: (name: string, value: string, options: Record<string, unknown>) => unknown
}

/** The lock's key: the account, or the account on this known device (counted apart). */
function lockKey(ctx: HookContext, options: SignInLockOptions): string {
  const email = signInEmail(ctx.body)
  const device = knownDeviceOf(ctx.headers?.get('cookie'), options.secret, email)
  return device ? `${email}#device:${device}` : email
}

/** better-auth hooks around `/sign-in/email`: reserve an attempt (or refuse), then record the result. */
export function signInLockHooks(db: Db, options: SignInLockOptions) {
  return {
    before: async (ctx: HookContext) => {
      if (ctx.path !== '/sign-in/email' || !signInEmail(ctx.body)) return
      const lockedForSeconds = await reserveAttempt(db, lockKey(ctx, options))
      if (lockedForSeconds > 0) {
        throw new APIError(
          'TOO_MANY_REQUESTS',
          {
            code: 'ACCOUNT_TEMPORARILY_LOCKED',
            message: `Too many failed sign-ins for this account. Try again in ${Math.ceil(lockedForSeconds / 60)} minutes.`,
            retryAfterSeconds: lockedForSeconds,
          },
          { 'retry-after': String(lockedForSeconds) },
        )
      }
    },
    after: async (ctx: HookContext) => {
      if (ctx.path !== '/sign-in/email' || !signInEmail(ctx.body)) return
      const returned = ctx.context.returned
      if (returned instanceof APIError && returned.statusCode === 429) return
      const outcome = !(returned instanceof Error)
        ? 'success'
        : returned instanceof APIError && returned.statusCode === 401
          ? 'wrong'
          : 'unchecked'
      await recordSignInResult(db, lockKey(ctx, options), outcome)
      if (outcome !== 'success') return
      ctx.setCookie(KNOWN_DEVICE_COOKIE, knownDeviceValue(options.secret, signInEmail(ctx.body)), {
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secureCookies,
        path: '/api/auth',
        maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
      })
    },
  }
}
