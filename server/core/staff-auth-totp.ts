import { createHmac, timingSafeEqual } from 'node:crypto'
import { APIError, getSessionFromCtx } from 'better-auth/api'
import { symmetricDecrypt } from 'better-auth/crypto'
import { isStaff } from '#shared/constants.ts'
import type { Db } from '#server/db/database.ts'
import { serverT } from './i18n.ts'
import { langOf } from './staff-auth.ts'
import { claimTotpStep, findTwoFactorOfUser, findUserTypeByEmail } from './staff-auth.queries.ts'

/** RFC 6238's time step and code length, given to better-auth's plugin too (one source). */
export const TOTP_PERIOD_SECONDS = 30
export const TOTP_DIGITS = 6
/** better-auth's plugin accepts the step before and after now (clock drift): so do we. */
const TOTP_WINDOW_STEPS = 1

const TWO_FACTOR_COOKIE = 'two_factor'
const TRUST_DEVICE_COOKIE = 'trust_device'
const VERIFY_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code', '/two-factor/verify-otp'])

/** What these hooks read of better-auth's middleware context. */
type TwoFactorHookContext = Parameters<typeof getSessionFromCtx>[0] & { path: string; body?: unknown }

/** RFC 4226 HOTP, as better-auth's plugin computes it (HMAC-SHA1 over the secret's bytes). */
function hotp(secret: string | Uint8Array, counter: number): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', secret).update(message).digest()
  const offset = mac[mac.length - 1]! & 0x0f
  const binary = mac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0')
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32, for a secret better-auth stored as `base32:<secret>` (an imported one). */
function base32Bytes(text: string): Uint8Array {
  let bits = ''
  for (const char of text.toUpperCase().replace(/=+$/, '')) bits += BASE32.indexOf(char).toString(2).padStart(5, '0')
  return Uint8Array.from(bits.match(/.{8}/g) ?? [], (byte) => parseInt(byte, 2))
}

/** The time step whose code this is, within the window (the latest if several), or null. */
export function matchingTotpStep(secret: string | Uint8Array, code: string, now = Date.now()): number | null {
  const current = Math.floor(now / (TOTP_PERIOD_SECONDS * 1000))
  const given = Buffer.from(code)
  let matched: number | null = null
  for (let step = current - TOTP_WINDOW_STEPS; step <= current + TOTP_WINDOW_STEPS; step++) {
    const expected = Buffer.from(hotp(secret, step))
    if (given.length === expected.length && timingSafeEqual(given, expected)) matched = step
  }
  return matched
}

/** The account a two-factor step is for: the session's (enrolment), else the sign-in challenge's cookie. */
async function twoFactorUserId(ctx: TwoFactorHookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx)
  if (session) return session.user.id
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name
  const identifier = await ctx.getSignedCookie(cookie, ctx.context.secret)
  if (!identifier) return null
  const challenge = await ctx.context.internalAdapter.findVerificationValue(identifier)
  return challenge && new Date(challenge.expiresAt) > new Date() ? challenge.value : null
}

/**
 * Take the time step of a right TOTP code before better-auth's plugin accepts it (RFC 6238 §5.2,
 * ASVS 6.5.1): a code already accepted for the account, by any client on any instance, is
 * refused with 401 TOTP_CODE_USED. A wrong code is left to the plugin, which counts it.
 */
async function refuseUsedTotpCode(db: Db, ctx: TwoFactorHookContext, userId: string, secretStored: string) {
  const code = (ctx.body as { code?: unknown } | undefined)?.code
  if (typeof code !== 'string') return
  const decrypted = await symmetricDecrypt({ key: ctx.context.secretConfig, data: secretStored })
  const secret = decrypted.startsWith('base32:') ? base32Bytes(decrypted.slice(7)) : decrypted
  const step = matchingTotpStep(secret, code)
  if (step === null || (await claimTotpStep(db, userId, step))) return
  const t = serverT(langOf(ctx.headers), 'admin')
  throw new APIError('UNAUTHORIZED', { code: 'TOTP_CODE_USED', message: t('api.totpCodeUsed') })
}

/**
 * Before `/two-factor/verify-*` (issue 22, items 2 and 3): a TOTP code is taken once, and staff
 * get no trusted device whatever the client asked (`trustDevice` is turned off). Returns the
 * changed context for better-auth's before hook, or nothing.
 */
export async function guardTwoFactorStep(db: Db, ctx: TwoFactorHookContext) {
  if (!VERIFY_PATHS.has(ctx.path)) return
  const userId = await twoFactorUserId(ctx)
  if (!userId) return
  const account = await findTwoFactorOfUser(db, userId)
  if (!account) return
  if (ctx.path === '/two-factor/verify-totp' && account.secret)
    await refuseUsedTotpCode(db, ctx, userId, account.secret)
  const body = ctx.body as Record<string, unknown> | undefined
  if (body?.trustDevice && isStaff(account.userType)) return { context: { body: { ...body, trustDevice: false } } }
}

/**
 * Before the password sign-in (issue 22, item 3): a staff account's "trusted device" cookie (one
 * made before staff stopped getting them) is not shown to better-auth's plugin, so the code is
 * asked for every time. Returns the request's cookies without it, or nothing.
 */
export async function forgetStaffTrustedDevice(db: Db, ctx: TwoFactorHookContext) {
  if (ctx.path !== '/sign-in/email') return
  const name = ctx.context.createAuthCookie(TRUST_DEVICE_COOKIE).name
  const parts = (ctx.headers?.get('cookie') ?? '').split(';')
  const kept = parts.filter((part) => part.split('=')[0]!.trim() !== name)
  if (kept.length === parts.length) return
  const email = (ctx.body as { email?: unknown } | undefined)?.email
  if (typeof email !== 'string' || !isStaff(await findUserTypeByEmail(db, email))) return
  return { context: { headers: new Headers({ cookie: kept.join(';') }) } }
}
