import type { PhoneSignUpProfileInput } from '#shared/schemas/auth-phone.ts'
import type { VerifyPhoneCodeResult } from '#shared/schemas/auth-phone-api.ts'
import { PAGE_LANG_HEADER, type Lang } from '#shared/routes.ts'

/**
 * The better-auth calls the web app makes, as plain `fetch` to /api/auth (decision 008: the
 * better-auth client library cost 11 KB gzip on every sign-in page for these). Answers keep the
 * library's shape, `{ data, error }`; a server that cannot be reached throws, as the library did.
 */
const AUTH_BASE = '/api/auth'

/** A refused call: better-auth's `{ code, message }` body (our sign-in lock adds `retryAfterSeconds`). */
export type AuthCallError = {
  status: number
  code?: string
  message?: string
  retryAfterSeconds?: number
  /** better-auth's own IP limiter says how long to wait only in the `X-Retry-After` header. */
  retryAfterHeader: number | null
}
export type AuthCallResult<T> = { data: T; error: null } | { data: null; error: AuthCallError }

/** The user fields the app reads from better-auth's answers (additional fields included). */
export type AuthUser = { id: string; userType?: unknown; firstName?: string; lastName?: string }

function retryAfterOf(response: Response): number | null {
  const value = Number(response.headers.get('x-retry-after') ?? response.headers.get('retry-after'))
  return Number.isFinite(value) && value > 0 ? value : null
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

async function call<T>(path: string, body?: Record<string, unknown>, lang?: Lang): Promise<AuthCallResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (body) headers['content-type'] = 'application/json'
  // the SMS and the server's messages in the page's language
  if (lang) headers[PAGE_LANG_HEADER] = lang
  const response = await fetch(AUTH_BASE + path, {
    method: body ? 'POST' : 'GET',
    credentials: 'same-origin',
    headers,
    body: body ? JSON.stringify(body) : undefined,
  })
  const json = await readJson(response)
  if (response.ok) return { data: json as T, error: null }
  const fields = (json && typeof json === 'object' ? json : {}) as Partial<AuthCallError>
  return {
    data: null,
    error: {
      status: response.status,
      code: typeof fields.code === 'string' ? fields.code : undefined,
      message: typeof fields.message === 'string' ? fields.message : undefined,
      retryAfterSeconds: typeof fields.retryAfterSeconds === 'number' ? fields.retryAfterSeconds : undefined,
      retryAfterHeader: retryAfterOf(response),
    },
  }
}

export const authClient = {
  signIn: {
    /**
     * POST /api/auth/sign-in/email: sets the session cookie and answers with the user; a staff
     * account with two-factor answers `twoFactorRedirect` instead (the code comes next).
     */
    email: (input: { email: string; password: string }) =>
      call<{ user: AuthUser } | { twoFactorRedirect: true; user?: undefined }>('/sign-in/email', {
        email: input.email,
        password: input.password,
      }),
  },
  phoneNumber: {
    /** POST /api/auth/phone-number/send-otp: a 6-digit code by SMS (issue 23). */
    sendOtp: (input: { phoneNumber: string }, lang: Lang) =>
      call<{ message: string }>('/phone-number/send-otp', input, lang),
    /**
     * POST /api/auth/phone-number/verify: signs in (sets the cookie), or for a new number answers
     * `needsProfile` until the same call carries the passenger's `profile`.
     */
    verify: (input: { phoneNumber: string; code: string; profile?: PhoneSignUpProfileInput }, lang: Lang) =>
      call<VerifyPhoneCodeResult>('/phone-number/verify', input, lang),
  },
  /** POST /api/auth/request-password-reset: the mail's link opens `redirectTo`. */
  requestPasswordReset: (input: { email: string; redirectTo: string }) =>
    call<unknown>('/request-password-reset', input),
  /** POST /api/auth/reset-password with the token from the mail's link. */
  resetPassword: (input: { newPassword: string; token: string }) => call<unknown>('/reset-password', input),
  /** POST /api/auth/sign-out: ends the session on the server and clears the cookie. */
  signOut: () => call<unknown>('/sign-out', {}),
  /** GET /api/auth/get-session: the session with its user, or null when nobody is signed in. */
  getSession: () => call<{ user: AuthUser } | null>('/get-session'),
}
