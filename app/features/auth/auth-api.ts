import { apiPath } from '#shared/api-paths.ts'
import { normalizeUserType } from '#shared/constants.ts'
import type { Profile, RegisteredUser } from '#shared/schemas/api-responses.ts'
import type { RegisterPassenger } from '#shared/schemas/auth.ts'
import type { PhoneSignUpProfileInput } from '#shared/schemas/auth-phone.ts'
import { localePath, PAGES, type Lang } from '#shared/routes.ts'
import { apiFetch, ApiRequestError } from '#app/lib/api.ts'
import { authClient, type AuthCallResult } from '#app/lib/auth-client.ts'
import type { AuthFailure } from './auth-errors.ts'
import type { ProfileRead } from './after-sign-in.ts'

export type AuthResult<T> = { ok: true; data: T } | { ok: false; failure: AuthFailure }

/**
 * Run one better-auth call and reduce its outcome. better-auth's own IP limiter answers 429 with
 * only an `X-Retry-After` header; our per-account lock puts `retryAfterSeconds` in the body.
 */
async function callAuth<T>(run: () => Promise<AuthCallResult<T>>): Promise<AuthResult<T>> {
  try {
    const { data, error } = await run()
    if (error) {
      return {
        ok: false,
        failure: {
          status: error.status,
          code: error.code,
          retryAfterSeconds: error.retryAfterSeconds ?? error.retryAfterHeader,
        },
      }
    }
    return { ok: true, data: data as T }
  } catch {
    return { ok: false, failure: { status: 0, code: 'NETWORK' } }
  }
}

/** POST /api/auth/sign-in/email; the user type on the account comes back with the session. */
export function signInWithEmail(input: { email: string; password: string }) {
  return callAuth<{ userType: unknown; twoFactor?: boolean }>(async () => {
    const result = await authClient.signIn.email(input)
    if (result.error) return result
    // staff with two-factor: no session yet, the code comes next (issue 14)
    if (!result.data.user) return { data: { userType: null, twoFactor: true }, error: null }
    return { data: { userType: result.data.user.userType }, error: null }
  })
}

/** Ask for the reset mail; the link in it opens the reset page in the language asked from. */
export function requestPasswordReset(email: string, lang: Lang) {
  return callAuth(() => authClient.requestPasswordReset({ email, redirectTo: localePath(PAGES.resetPassword, lang) }))
}

export function resetPassword(newPassword: string, token: string) {
  return callAuth(() => authClient.resetPassword({ newPassword, token }))
}

/** Signing out after a refused sign-in must not hide the message: errors are ignored. */
export async function signOutQuietly(): Promise<void> {
  try {
    await authClient.signOut()
  } catch {
    // the session expires on its own
  }
}

/** The user type of the session the browser already holds, or null when nobody is signed in. */
export async function currentSessionUserType() {
  try {
    const { data } = await authClient.getSession()
    if (!data?.user) return null
    return { userType: normalizeUserType(data.user.userType) }
  } catch {
    return null
  }
}

/** Spec §7: after sign-in the user's record is read; its absence is its own message. */
export async function readProfile(lang: Lang): Promise<ProfileRead> {
  try {
    const profile = await apiFetch<Profile>(apiPath('/me'), { lang })
    return { kind: 'found', userType: profile.userType }
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'USER_NOT_FOUND') return { kind: 'not-found' }
    return {
      kind: 'failed',
      status: error instanceof ApiRequestError ? error.status : 0,
      code: (error as ApiRequestError).code,
    }
  }
}

/** POST /api/v1/register (the only public sign-up): always creates a passenger. */
export function registerPassenger(input: RegisterPassenger, lang: Lang) {
  return apiFetch<RegisteredUser>(apiPath('/register'), { method: 'POST', body: input, lang })
}

/** Sign-in by SMS code, step 1: the code to the number (issue 23). */
export function sendPhoneCode(phoneNumber: string, lang: Lang) {
  return callAuth(() => authClient.phoneNumber.sendOtp({ phoneNumber }, lang))
}

/** Step 2 (and 3 for a new number, with the profile): signed in, or `needsProfile`. */
export function verifyPhoneCode(
  input: { phoneNumber: string; code: string; profile?: PhoneSignUpProfileInput },
  lang: Lang,
) {
  return callAuth<{ needsProfile: boolean; userType: unknown }>(async () => {
    const result = await authClient.phoneNumber.verify(input, lang)
    if (result.error) return result
    const data = result.data
    if (data.status === false) return { data: { needsProfile: true, userType: null }, error: null }
    return { data: { needsProfile: false, userType: data.user.userType as unknown }, error: null }
  })
}
