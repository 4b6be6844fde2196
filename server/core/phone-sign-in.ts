import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { APIError } from 'better-auth/api'
import { phoneNumber } from 'better-auth/plugins'
import { normalizeUserType, PHONE_PATTERN } from '#shared/constants.ts'
import { normalizePhone } from '#shared/phone.ts'
import type { Lang } from '#shared/routes.ts'
import { PhoneSignUpProfileSchema } from '#shared/schemas/auth-phone.ts'
import type { Db } from '#server/db/database.ts'
import type { SmsSender } from './sms/sms-sender.ts'
import { findPhoneAccount } from './phone-sign-in.queries.ts'
import { countPhoneCodeSend } from './phone-sign-in-limits.ts'
import { phoneCodeSms, phoneText } from './phone-sign-in-text.ts'
import { langOf } from './staff-auth.ts'

/** Issue 23: a code is six digits, lives 3 minutes and is locked after 5 wrong tries. */
export const PHONE_CODE_SECONDS = 180
export const PHONE_CODE_ATTEMPTS = 5
export const PHONE_SEND_PATH = '/phone-number/send-otp'
export const PHONE_VERIFY_PATH = '/phone-number/verify'
/** A phone-only account has no mailbox: better-auth needs an address, this one can never receive mail (RFC 2606). */
export const PHONE_ACCOUNT_EMAIL_DOMAIN = 'telefon.durak.invalid'

export type PhoneSignInDeps = {
  db: Db
  secret: string
  sms: SmsSender
  codeSeconds?: number
  /** The header our Fastify adapter sets to the client's address. */
  clientIpHeader: string
  log: (message: string, error?: unknown) => void
}

/** Codes are stored as an HMAC with the server's secret, never as typed: a read of the table gives no code. */
export function hashPhoneCode(secret: string, code: string): string {
  return createHmac('sha256', secret).update(`phone-code:${code}`).digest('base64url')
}

/**
 * better-auth's phone-number plugin (decision 049), kept on our `users.phone` column so one number
 * is one account (decision 039). A new number signs up only with the profile the spec asks for.
 */
export function phoneSignInPlugin(deps: PhoneSignInDeps) {
  return phoneNumber({
    otpLength: 6,
    expiresIn: deps.codeSeconds ?? PHONE_CODE_SECONDS,
    allowedAttempts: PHONE_CODE_ATTEMPTS,
    phoneNumberValidator: (value) => PHONE_PATTERN.test(value),
    sendOTP: async ({ phoneNumber: to, code }, ctx) => {
      try {
        await deps.sms.send({ to, text: phoneCodeSms(langOf(ctx?.headers), code) })
      } catch (error) {
        // the error names no code and no message text (sms-sender.ts)
        deps.log('Sign-in SMS could not be sent', error instanceof Error ? error.message : 'unknown error')
        throw new APIError('SERVICE_UNAVAILABLE', {
          code: 'SMS_SEND_FAILED',
          message: phoneText(langOf(ctx?.headers), 'sendFailed'),
        })
      }
    },
    signUpOnVerification: {
      // not the number itself: the address is shown in lists where the phone is not
      getTempEmail: () => `phone-${randomUUID()}@${PHONE_ACCOUNT_EMAIL_DOMAIN}`,
      getTempName: (phone) => phone,
    },
    schema: { user: { fields: { phoneNumber: 'phone' } } },
  })
}

/** The code the plugin just made, replaced by its HMAC before the row is written (the plugin stores `code:attempts`). */
export function hashNewPhoneCode(secret: string) {
  return async (data: { value: string }, ctx: { path?: string } | null | undefined) => {
    const match = /^(\d{6}):0$/.exec(data.value)
    if (ctx?.path !== PHONE_SEND_PATH || !match) return undefined
    return { data: { ...data, value: `${hashPhoneCode(secret, match[1]!)}:0` } }
  }
}

/** A phone sign-up's name is the one the passenger typed, not the number better-auth uses for a start. */
export function nameFromProfile(data: Record<string, unknown>) {
  if (typeof data.firstName !== 'string' || typeof data.lastName !== 'string' || data.name !== data.phoneNumber)
    return undefined
  return { data: { ...data, name: `${data.firstName} ${data.lastName}` } }
}

type PhoneHookContext = {
  path: string
  body?: unknown
  headers?: Headers
  json: (value: Record<string, unknown>) => unknown
  context: {
    internalAdapter: { findVerificationValue: (id: string) => Promise<{ value: string; expiresAt: Date } | null> }
  }
}

const fail = (status: 'BAD_REQUEST' | 'FORBIDDEN', code: string, message: string) =>
  new APIError(status, { code, message })

/** Replace the request's body in place: better-auth hands hooks the endpoint's own body object. */
function setBody(ctx: PhoneHookContext, body: Record<string, unknown>) {
  const target = (ctx.body ?? {}) as Record<string, unknown>
  for (const key of Object.keys(target)) delete target[key]
  Object.assign(target, body)
  return { context: { body: target } }
}

function phoneOf(ctx: PhoneHookContext, lang: Lang): string {
  const raw = (ctx.body as { phoneNumber?: unknown } | undefined)?.phoneNumber
  const phone = normalizePhone(typeof raw === 'string' ? raw : '')
  if (!PHONE_PATTERN.test(phone)) throw fail('BAD_REQUEST', 'INVALID_PHONE_NUMBER', phoneText(lang, 'invalidNumber'))
  return phone
}

/**
 * Whether `codeHash` is the live, unlocked code of `phone`, without spending a try or the code. An
 * expired code is said here: better-auth's read also sweeps expired rows, so the plugin would
 * find none and call it "not found".
 */
async function codeMatches(ctx: PhoneHookContext, phone: string, codeHash: string, lang: Lang): Promise<boolean> {
  const row = await ctx.context.internalAdapter.findVerificationValue(`phone-number-otp-${phone}`)
  if (!row) return false
  if (new Date(row.expiresAt) < new Date()) throw fail('BAD_REQUEST', 'OTP_EXPIRED', phoneText(lang, 'expiredCode'))
  const [stored = '', attempts = '0'] = row.value.split(':')
  if (Number(attempts) >= PHONE_CODE_ATTEMPTS || stored.length !== codeHash.length) return false
  return timingSafeEqual(Buffer.from(stored), Buffer.from(codeHash))
}

/**
 * Before better-auth's phone endpoints: the number in our normal form, the sending limits, and for
 * the code step who may sign in. Only passengers: a driver or staff member must not skip their
 * password (and staff their second factor) with an SMS. A new number with the right code and no
 * profile yet answers `needsProfile` without spending the code, so the short form comes next.
 */
export function phoneSignInBeforeHook(deps: PhoneSignInDeps) {
  return async (ctx: PhoneHookContext) => {
    const lang = langOf(ctx.headers)
    if (ctx.path === PHONE_SEND_PATH) {
      const phone = phoneOf(ctx, lang)
      await countPhoneCodeSend(deps.db, { phone, ip: ctx.headers?.get(deps.clientIpHeader) ?? 'unknown', lang })
      return setBody(ctx, { phoneNumber: phone })
    }
    if (ctx.path !== PHONE_VERIFY_PATH) return undefined
    const body = (ctx.body ?? {}) as { code?: unknown; profile?: unknown }
    const phone = phoneOf(ctx, lang)
    const code = typeof body.code === 'string' ? body.code.replace(/\s/g, '') : ''
    // anything but six digits never reaches the plugin: a stored hash typed as the code must not match it
    if (!/^\d{6}$/.test(code)) throw fail('BAD_REQUEST', 'INVALID_OTP_FORMAT', phoneText(lang, 'invalidCode'))
    const codeHash = hashPhoneCode(deps.secret, code)
    const signIn = { phoneNumber: phone, code: codeHash }
    const account = await findPhoneAccount(deps.db, phone)
    if (account) {
      // older rows may spell the type in lowercase
      if (normalizeUserType(account.userType) !== 'PASSENGER' && (await codeMatches(ctx, phone, codeHash, lang)))
        throw fail('FORBIDDEN', 'PHONE_SIGN_IN_NOT_ALLOWED', phoneText(lang, 'notPassenger'))
      // A number typed at e-mail registration was never proven: whoever typed it may not be its
      // owner, so the SMS does not open that account (the owner would book into a stranger's
      // account, who reads the rides). E-mail and password sign the account in.
      if (!account.phoneNumberVerified && (await codeMatches(ctx, phone, codeHash, lang)))
        throw fail('FORBIDDEN', 'PHONE_NOT_VERIFIED', phoneText(lang, 'numberNotVerified'))
      return setBody(ctx, signIn)
    }
    if (body.profile === undefined) {
      if (await codeMatches(ctx, phone, codeHash, lang)) return ctx.json({ status: false, needsProfile: true })
      return setBody(ctx, signIn)
    }
    const profile = PhoneSignUpProfileSchema.safeParse(body.profile)
    if (!profile.success) throw fail('BAD_REQUEST', 'PHONE_PROFILE_INVALID', phoneText(lang, 'profileMissing'))
    const now = new Date().toISOString()
    return setBody(ctx, {
      ...signIn,
      ...profile.data,
      phone,
      privacyNoticeShownAt: now,
      marketingConsentAt: profile.data.marketingConsent ? now : null,
    })
  }
}

const PLUGIN_MESSAGES = {
  INVALID_PHONE_NUMBER: 'invalidNumber',
  INVALID_OTP: 'wrongCode',
  OTP_EXPIRED: 'expiredCode',
  OTP_NOT_FOUND: 'noCode',
  TOO_MANY_ATTEMPTS: 'locked',
} as const

/** The plugin's refusals, in the caller's language (their codes stay, for the apps). */
export function localizePhoneError(ctx: { path: string; headers?: Headers; context: { returned?: unknown } }) {
  if (ctx.path !== PHONE_SEND_PATH && ctx.path !== PHONE_VERIFY_PATH) return
  const returned = ctx.context.returned
  if (!(returned instanceof APIError) || !returned.body) return
  const key = PLUGIN_MESSAGES[returned.body.code as keyof typeof PLUGIN_MESSAGES]
  if (key) returned.body.message = phoneText(langOf(ctx.headers), key)
}
