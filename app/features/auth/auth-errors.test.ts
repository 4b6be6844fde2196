import { describe, expect, it } from 'vitest'
import { auth as en } from '#shared/i18n/en/auth.ts'
import { auth as tr } from '#shared/i18n/tr/auth.ts'
import {
  isInvalidResetToken,
  minutesToWait,
  phoneErrorMessage,
  resetErrorMessage,
  signInErrorMessage,
} from './auth-errors.ts'

import { i18n, registerNamespace } from '#app/lib/i18n.ts'

registerNamespace('auth', { en, tr })
const tOf = (lang: 'en' | 'tr') => i18n.getFixedT(lang, 'auth')

describe('signInErrorMessage', () => {
  it('says "Giriş başarısız: " plus the reason in Turkish for wrong credentials', () => {
    expect(signInErrorMessage(tOf('tr'), { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' })).toBe(
      'Giriş başarısız: e-posta veya şifre hatalı.',
    )
  })
  it('says "Login failed: " plus the reason in English', () => {
    expect(signInErrorMessage(tOf('en'), { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' })).toBe(
      'Login failed: the email or password is incorrect.',
    )
  })
  it('falls back to "Login failed." / "Giriş başarısız." for a reason it cannot explain', () => {
    expect(signInErrorMessage(tOf('en'), { status: 403, code: 'SOMETHING_NEW' })).toBe('Login failed.')
    expect(signInErrorMessage(tOf('tr'), { status: 400 })).toBe('Giriş başarısız.')
  })
  it('explains a refused page address (INVALID_ORIGIN) instead of a bare "Giriş başarısız."', () => {
    expect(signInErrorMessage(tOf('tr'), { status: 403, code: 'INVALID_ORIGIN' })).toBe(
      'Giriş başarısız: bu adresten giriş kabul edilmiyor. Siteyi kendi adresinden (sunucunun bildirdiği adresten) açıp tekrar deneyin.',
    )
    expect(signInErrorMessage(tOf('en'), { status: 403, code: 'INVALID_ORIGIN' })).toMatch(
      /^Login failed: this address is not accepted/,
    )
    // our own cross-site guard answers before better-auth does (issue 11): the same explanation
    expect(signInErrorMessage(tOf('en'), { status: 403, code: 'CROSS_SITE_REQUEST' })).toMatch(
      /^Login failed: this address is not accepted/,
    )
  })
  it('names an unreachable server as the reason', () => {
    expect(signInErrorMessage(tOf('en'), { status: 0, code: 'NETWORK' })).toMatch(
      /^Login failed: the server cannot be reached/,
    )
  })
  it('gives too many attempts their own message with the minutes to wait', () => {
    expect(signInErrorMessage(tOf('en'), { status: 429, retryAfterSeconds: 45 })).toBe(
      'Too many sign-in attempts. Please try again in 1 minute.',
    )
    expect(signInErrorMessage(tOf('tr'), { status: 429, retryAfterSeconds: 125 })).toBe(
      'Çok fazla giriş denemesi yapıldı. Lütfen 3 dakika sonra tekrar deneyin.',
    )
  })
  it('explains the per-account lock', () => {
    expect(
      signInErrorMessage(tOf('en'), { status: 429, code: 'ACCOUNT_TEMPORARILY_LOCKED', retryAfterSeconds: 900 }),
    ).toBe(
      'This account is temporarily locked after too many failed sign-ins. Try again in 15 minutes or reset your password.',
    )
  })
})

describe('resetErrorMessage', () => {
  it('says "Şifre sıfırlama başarısız: " plus the reason', () => {
    expect(resetErrorMessage(tOf('tr'), { status: 400, code: 'INVALID_EMAIL' })).toBe(
      'Şifre sıfırlama başarısız: e-posta adresi geçerli değil.',
    )
  })
  it('falls back to "Password reset failed."', () => {
    expect(resetErrorMessage(tOf('en'), { status: 418 })).toBe('Password reset failed.')
    expect(resetErrorMessage(tOf('tr'), { status: 418 })).toBe('Şifre sıfırlama başarısız.')
  })
  it('tells how long to wait when rate limited', () => {
    expect(resetErrorMessage(tOf('en'), { status: 429, retryAfterSeconds: 600 })).toBe(
      'Too many password reset attempts. Please try again in 10 minutes.',
    )
  })
})

describe('helpers', () => {
  it('rounds the wait up to whole minutes, at least one', () => {
    expect(minutesToWait(null)).toBe(1)
    expect(minutesToWait(1)).toBe(1)
    expect(minutesToWait(61)).toBe(2)
  })
  it('recognises better-auth answers for an expired or used reset token', () => {
    expect(isInvalidResetToken({ status: 400, code: 'INVALID_TOKEN' })).toBe(true)
    expect(isInvalidResetToken({ status: 400, code: 'TOKEN_EXPIRED' })).toBe(true)
    expect(isInvalidResetToken({ status: 500 })).toBe(false)
  })
})

describe('phoneErrorMessage (issue 23)', () => {
  const t = ((key: string, values?: Record<string, unknown>) =>
    `${key}${values ? JSON.stringify(values) : ''}`) as never
  it.each([
    ['INVALID_OTP', 400, 'phone.errors.wrongCode'],
    ['OTP_EXPIRED', 400, 'phone.errors.expiredCode'],
    ['TOO_MANY_ATTEMPTS', 403, 'phone.errors.locked'],
    ['INVALID_PHONE_NUMBER', 400, 'phone.errors.invalidNumber'],
  ])('explains %s', (code, status, key) => {
    expect(phoneErrorMessage(t, { status, code }, '0555')).toMatch(new RegExp(`^${key.replace(/\./g, '\\.')}`))
  })
  it('says how long to wait after too many sends', () => {
    expect(phoneErrorMessage(t, { status: 429, code: 'PHONE_SENDS_LIMITED', retryAfterSeconds: 150 }, '')).toBe(
      'phone.errors.tooManySends{"count":3}',
    )
  })
})
