import { AUTH_PREFIX } from '#shared/api-paths.ts'
import {
  AuthErrorBodySchema,
  AuthSessionSchema,
  RequestPasswordResetBodySchema,
  RequestPasswordResetResultSchema,
  ResetPasswordBodySchema,
  ResetPasswordResultSchema,
  SignInBodySchema,
  SignInResultSchema,
  SignOutResultSchema,
} from '#shared/schemas/auth-api.ts'
import {
  EnableTwoFactorBodySchema,
  EnableTwoFactorResultSchema,
  VerifyBackupCodeBodySchema,
  VerifyTotpBodySchema,
  VerifyTwoFactorResultSchema,
} from '#shared/schemas/two-factor-api.ts'
import {
  SendPhoneCodeBodySchema,
  SendPhoneCodeResultSchema,
  VerifyPhoneCodeBodySchema,
  VerifyPhoneCodeResultSchema,
} from '#shared/schemas/auth-phone-api.ts'
import type { ApiOperation } from './api-operation.ts'

const tag = 'Sign-in (better-auth)'
const errorBody = AuthErrorBodySchema

/**
 * The better-auth endpoints the web app and the mobile apps call. better-auth serves them
 * (`core/auth-route.ts`); these entries only document them, and the API tests check better-auth's
 * real answers against them like any other route's.
 */
export const AUTH_OPERATIONS: readonly ApiOperation[] = [
  {
    method: 'POST',
    path: `${AUTH_PREFIX}/sign-in/email`,
    operationId: 'signInWithEmail',
    summary: 'Sign in with e-mail and password',
    description:
      'Sets the session cookie and returns the session token. A mobile app keeps the token (also in the ' +
      '`set-auth-token` header when bearer tokens are on) and sends it as `Authorization: Bearer …`. ' +
      'Ten attempts a minute per address; eight failures lock the account for a while (429 with `retryAfterSeconds`).',
    tag,
    access: 'public',
    body: SignInBodySchema,
    responses: { 200: SignInResultSchema },
    errors: [401, 403, 429],
    errorBody,
  },
  {
    method: 'GET',
    path: `${AUTH_PREFIX}/get-session`,
    operationId: 'getSession',
    summary: 'The current session and its user, or null',
    description:
      'A session past our limits (30 days after sign-in, 12 hours for staff, or a staff session unused for 30 ' +
      'minutes) answers 401 `UNAUTHORIZED`, here and on every better-auth route that acts on the session.',
    tag,
    access: 'public',
    responses: { 200: AuthSessionSchema.nullable() },
    errors: [401],
    errorBody,
  },
  {
    method: 'POST',
    path: `${AUTH_PREFIX}/sign-out`,
    operationId: 'signOut',
    summary: 'End the session (cookie or bearer token): it is refused from then on',
    tag,
    access: 'public',
    responses: { 200: SignOutResultSchema },
    errors: [403],
    errorBody,
  },
  {
    method: 'POST',
    path: `${AUTH_PREFIX}/request-password-reset`,
    operationId: 'requestPasswordReset',
    summary: 'Mail a password-reset link (the same answer whether or not the address has an account)',
    tag,
    access: 'public',
    body: RequestPasswordResetBodySchema,
    responses: { 200: RequestPasswordResetResultSchema },
    errors: [403, 429],
    errorBody,
  },
  {
    method: 'POST',
    path: `${AUTH_PREFIX}/reset-password`,
    operationId: 'resetPassword',
    summary: 'Set a new password with the token from the mail; every session of the account ends',
    tag,
    access: 'public',
    body: ResetPasswordBodySchema,
    responses: { 200: ResetPasswordResultSchema },
    errors: [403, 429],
    errorBody,
  },
  ...TWO_FACTOR_OPERATIONS(),
  ...PHONE_OPERATIONS(),
]

/** The documented better-auth operation a request is for, if any. */
export function findAuthOperation(method: string, pathname: string): ApiOperation | undefined {
  return AUTH_OPERATIONS.find((operation) => operation.method === method && operation.path === pathname)
}

/** Staff two-factor sign-in (issue 14; decision 023): only staff accounts may enrol. */
function TWO_FACTOR_OPERATIONS(): ApiOperation[] {
  const common = { method: 'POST', tag, errorBody, errors: [401, 403, 429] } as const
  return [
    {
      ...common,
      path: `${AUTH_PREFIX}/two-factor/enable`,
      operationId: 'enableTwoFactor',
      summary: 'Staff: start TOTP enrolment (password again); answers the otpauth URI and backup codes',
      description: 'Enrolment ends when the first code is verified with `/two-factor/verify-totp`. 403 for non-staff.',
      access: 'user',
      body: EnableTwoFactorBodySchema,
      responses: { 200: EnableTwoFactorResultSchema },
    },
    {
      ...common,
      path: `${AUTH_PREFIX}/two-factor/verify-totp`,
      operationId: 'verifyTotp',
      summary: 'Staff: the authenticator code, after sign-in (two-factor cookie) or to finish enrolment',
      description:
        'A code works once per account: a code already accepted (by any client) answers 401 `TOTP_CODE_USED`; ' +
        'a wrong one 401 `INVALID_CODE`. Staff get no trusted device: `trustDevice` is ignored (decision 041).',
      access: 'public',
      body: VerifyTotpBodySchema,
      responses: { 200: VerifyTwoFactorResultSchema },
    },
    {
      ...common,
      path: `${AUTH_PREFIX}/two-factor/verify-backup-code`,
      operationId: 'verifyBackupCode',
      summary: 'Staff: a one-time backup code instead of the authenticator code at sign-in',
      access: 'public',
      body: VerifyBackupCodeBodySchema,
      responses: { 200: VerifyTwoFactorResultSchema },
    },
  ]
}

/** Sign-up and sign-in by SMS code (issue 23; decision 049): better-auth's phone-number plugin. */
function PHONE_OPERATIONS(): ApiOperation[] {
  const common = { method: 'POST', tag, errorBody, access: 'public' } as const
  return [
    {
      ...common,
      path: `${AUTH_PREFIX}/phone-number/send-otp`,
      operationId: 'sendPhoneCode',
      summary: 'Send a 6-digit sign-in code by SMS to a Turkish mobile number',
      description:
        'The code works once, for 3 minutes, and is locked after 5 wrong tries. Sends are capped per number ' +
        '(5 an hour), per address (20 an hour) and for the whole service per hour: 429 `PHONE_SENDS_LIMITED` with ' +
        '`retryAfterSeconds`. 400 `INVALID_PHONE_NUMBER` for anything but a mobile number starting 05.',
      body: SendPhoneCodeBodySchema,
      responses: { 200: SendPhoneCodeResultSchema },
      errors: [400, 403, 429, 503],
    },
    {
      ...common,
      path: `${AUTH_PREFIX}/phone-number/verify`,
      operationId: 'verifyPhoneCode',
      summary: 'Sign in with the SMS code; a new number answers needsProfile, then signs up with the profile',
      description:
        'A number a passenger already has signs in to that account (one number, one account). A new number with ' +
        'the right code answers `{ status: false, needsProfile: true }` without spending the code; the same call ' +
        'with `profile` makes the PASSENGER account and its session. Errors: 400 `INVALID_OTP`, `OTP_EXPIRED`, ' +
        '`OTP_NOT_FOUND` (used or replaced), `INVALID_OTP_FORMAT`, `PHONE_PROFILE_INVALID`; 403 `TOO_MANY_ATTEMPTS` ' +
        '(locked) and `PHONE_SIGN_IN_NOT_ALLOWED` (drivers and staff sign in with their password).',
      body: VerifyPhoneCodeBodySchema,
      responses: { 200: VerifyPhoneCodeResultSchema },
      errors: [400, 403, 429],
    },
  ]
}
