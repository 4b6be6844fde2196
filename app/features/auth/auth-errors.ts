import type { TFunction } from '#app/lib/i18n.ts'

/** A failed call to better-auth or our API, reduced to what the messages need. */
export type AuthFailure = {
  /** HTTP status; 0 when the server could not be reached. */
  status: number
  code?: string
  retryAfterSeconds?: number | null
}

type AuthT = TFunction<'auth'>

/** Whole minutes to wait (at least 1); null when the server did not say. */
export function minutesToWait(retryAfterSeconds: number | null | undefined): number {
  if (!retryAfterSeconds || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) return 1
  return Math.max(1, Math.ceil(retryAfterSeconds / 60))
}

/** better-auth codes we can explain in the user's language; anything else gets the spec's fallback. */
function reasonKey(failure: AuthFailure) {
  if (failure.status === 0) return 'reasons.network' as const
  switch (failure.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_PASSWORD':
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      return 'reasons.invalidCredentials' as const
    case 'INVALID_EMAIL':
    case 'VALIDATION_ERROR':
      return 'reasons.invalidEmail' as const
    case 'PASSWORD_TOO_SHORT':
      return 'reasons.passwordTooShort' as const
    case 'PASSWORD_TOO_LONG':
      return 'reasons.passwordTooLong' as const
    case 'PASSWORD_TOO_COMMON':
      return 'reasons.passwordTooCommon' as const
    // The page's address is not a trusted origin (PUBLIC_URL differs from the address in use).
    case 'INVALID_ORIGIN':
    case 'CROSS_SITE_REQUEST':
    case 'MISSING_OR_NULL_ORIGIN':
    case 'INVALID_CALLBACK_URL':
      return 'reasons.untrustedOrigin' as const
  }
  if (failure.status >= 500) return 'reasons.server' as const
  return null
}

/** Spec §8: 'Giriş başarısız: ' + reason (fallback 'Login failed.'); too many attempts get their own text. */
export function signInErrorMessage(t: AuthT, failure: AuthFailure): string {
  if (failure.status === 429) {
    const count = minutesToWait(failure.retryAfterSeconds)
    return failure.code === 'ACCOUNT_TEMPORARILY_LOCKED'
      ? t('messages.accountLocked', { count })
      : t('messages.tooManySignIns', { count })
  }
  if (failure.code === 'ACCOUNT_DEACTIVATED') return t('messages.accountDeactivated')
  const key = reasonKey(failure)
  return key ? t('messages.loginFailedWithReason', { reason: t(key) }) : t('messages.loginFailed')
}

/** Spec §8: 'Şifre sıfırlama başarısız: ' + reason (fallback 'Password reset failed.'). */
export function resetErrorMessage(t: AuthT, failure: AuthFailure): string {
  if (failure.status === 429) return t('messages.tooManyResets', { count: minutesToWait(failure.retryAfterSeconds) })
  const key = reasonKey(failure)
  return key ? t('messages.resetFailedWithReason', { reason: t(key) }) : t('messages.resetFailed')
}

/** better-auth answers a reset with an unknown, used or expired token with these codes. */
export function isInvalidResetToken(failure: AuthFailure): boolean {
  return failure.code === 'INVALID_TOKEN' || failure.code === 'TOKEN_EXPIRED'
}

const PHONE_REASONS = {
  INVALID_PHONE_NUMBER: 'phone.errors.invalidNumber',
  INVALID_OTP_FORMAT: 'phone.errors.invalidCode',
  INVALID_OTP: 'phone.errors.wrongCode',
  OTP_EXPIRED: 'phone.errors.expiredCode',
  OTP_NOT_FOUND: 'phone.errors.noCode',
  TOO_MANY_ATTEMPTS: 'phone.errors.locked',
  PHONE_SIGN_IN_NOT_ALLOWED: 'phone.errors.notPassenger',
  PHONE_NOT_VERIFIED: 'phone.errors.numberNotVerified',
  SMS_SEND_FAILED: 'phone.errors.sendFailed',
  PHONE_PROFILE_INVALID: 'phone.errors.profileMissing',
} as const

/** Sign-in by SMS code (issue 23): each refusal in words; too many sends says how long to wait. */
export function phoneErrorMessage(t: AuthT, failure: AuthFailure, example: string): string {
  if (failure.status === 429) return t('phone.errors.tooManySends', { count: minutesToWait(failure.retryAfterSeconds) })
  if (failure.code === 'ACCOUNT_DEACTIVATED') return t('messages.accountDeactivated')
  const phoneKey = PHONE_REASONS[failure.code as keyof typeof PHONE_REASONS]
  if (phoneKey) return t(phoneKey, { example })
  const key = reasonKey(failure)
  return key === 'reasons.network' || key === 'reasons.untrustedOrigin' || key === 'reasons.server'
    ? t('messages.loginFailedWithReason', { reason: t(key) })
    : t('phone.errors.failed')
}
