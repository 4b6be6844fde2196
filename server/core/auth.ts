import { availableParallelism } from 'node:os'
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2'
import pLimit from 'p-limit'
import { betterAuth } from 'better-auth'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { bearer, twoFactor } from 'better-auth/plugins'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#shared/constants.ts'
import type { Db, Dialect } from '#server/db/database.ts'
import type { Mailer } from './mail/mailer.ts'
import {
  answerResetRequestFirst,
  endOtherResetLinks,
  RESET_TOKEN_TTL_SECONDS,
  sendResetPassword,
  storedIdentifier,
} from './password-reset.ts'
import { signInLockHooks } from './rate-limits/sign-in-lock.ts'
import { isCommonPassword } from './security/common-passwords.ts'
import { requestLang, serverT } from './i18n.ts'
import { PAGE_LANG_HEADER } from '#shared/routes.ts'
import { endPastLifetime } from './session-lifetime-hook.ts'
import { markTwoFactorSession, refuseNonStaffEnrolment } from './staff-auth.ts'
import { forgetStaffTrustedDevice, guardTwoFactorStep, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from './staff-auth-totp.ts'
import { createSessionEnds } from './session-ends.ts'
import {
  hashNewPhoneCode,
  localizePhoneError,
  nameFromProfile,
  phoneSignInBeforeHook,
  phoneSignInPlugin,
  type PhoneSignInDeps,
} from './phone-sign-in.ts'
import type { SmsSender } from './sms/sms-sender.ts'
import { SESSION_IDLE_SECONDS, SESSION_RENEW_AFTER_SECONDS } from './session-lifetime.ts'
import { jobLogger, logFailure, processLogger } from './logger.ts'

/** Header our Fastify adapter sets from the socket (or trusted proxy) address; any client value is replaced. */
export const CLIENT_IP_HEADER = 'x-durak-client-ip'

/** OWASP ASVS: Argon2id with m = 19 MiB, t = 2, p = 1. */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 } as const
/**
 * One password hash per core at a time: each holds 19 MB and a core for tens of milliseconds, so a
 * burst of sign-ins queues here instead of taking every core and the memory budget (issue 10,
 * decision 034). Sign-ins still get the same work whether or not the account exists.
 */
const passwordWork = pLimit(Math.max(1, availableParallelism()))

export type AuthDeps = {
  db: Db
  dialect: Dialect
  secret: string
  publicUrl: string
  mailer: Mailer
  /** Where sign-in codes go (server/core/sms); without one, asking for a code answers 503. */
  sms?: SmsSender
  /** How long an SMS code lives (3 minutes unless PHONE_CODE_SECONDS says otherwise). */
  phoneCodeSeconds?: number
  /** Extra trusted origins (the Vite dev server in development). */
  trustedOrigins?: string[]
  log?: (message: string, error?: unknown) => void
  /** Silence better-auth's own logger (tests provoke failures on purpose). */
  quiet?: boolean
}

/** The spec's §3 profile columns on better-auth's user; only the names, phone and city come from input. */
const USER_FIELDS = {
  firstName: { type: 'string', required: true, input: true },
  lastName: { type: 'string', required: true, input: true },
  phone: { type: 'string', required: false, input: true },
  city: { type: 'string', required: false, input: true },
  // Never from input: drivers and admins are made by the operations CLI.
  userType: { type: 'string', required: true, input: false, defaultValue: 'PASSENGER' },
  membershipType: { type: 'string', required: true, input: false, defaultValue: 'FREE' },
  membershipStatus: { type: 'string', required: true, input: false, defaultValue: 'active' },
  points: { type: 'number', required: true, input: false, defaultValue: 0 },
  isActive: { type: 'boolean', required: true, input: false, defaultValue: true },
  totalRides: { type: 'number', required: false, input: false },
  ratingCenti: { type: 'number', required: false, input: false },
  balanceKurus: { type: 'number', required: true, input: false, defaultValue: 0 },
  // KVKK / İYS at registration (issue 9), written in the same insert as the account: only our
  // registration route calls sign-up (better-auth's own sign-up endpoint is closed)
  privacyNoticeVersion: { type: 'string', required: false, input: true, returned: false },
  privacyNoticeShownAt: { type: 'date', required: false, input: true, returned: false },
  marketingConsent: { type: 'boolean', required: false, input: true, defaultValue: false, returned: false },
  marketingConsentAt: { type: 'date', required: false, input: true, returned: false },
} as const

/**
 * The passenger and driver apps send `Authorization: Bearer <session token>` instead of a cookie.
 * Staff sign in with a TOTP second factor (issue 14; decision 023): only staff may enrol, a code
 * works once and staff trust no device (hooks in staff-auth*.ts; issue 22, decision 041).
 */
function authPlugins(phone: PhoneSignInDeps) {
  return [
    bearer(),
    // sign-up and sign-in by SMS code (issue 23; decision 049)
    phoneSignInPlugin(phone),
    twoFactor({
      issuer: 'Durak',
      totpOptions: { period: TOTP_PERIOD_SECONDS, digits: TOTP_DIGITS },
      schema: { twoFactor: { modelName: 'two_factors' } },
    }),
  ]
}

/** Idle timeout (sliding expiry); the absolute lifetime is checked on every read (session-lifetime.ts). */
const SESSION_OPTIONS = {
  modelName: 'sessions',
  expiresIn: SESSION_IDLE_SECONDS,
  updateAge: SESSION_RENEW_AFTER_SECONDS,
  // this session entered a two-factor code itself (set by markTwoFactorSession; issue 22)
  additionalFields: {
    twoFactorVerified: { type: 'boolean', required: false, input: false, defaultValue: false },
  },
} as const

/** better-auth for Durak: email + password, database sessions, database rate limits. */
export function createAuth(deps: AuthDeps) {
  const log = deps.log ?? ((message, error) => logFailure(jobLogger(processLogger(), 'auth'), message, error))
  const sessionEnds = createSessionEnds()
  const phone = phoneDeps(deps, log)
  const auth = betterAuth({
    appName: 'Durak',
    baseURL: deps.publicUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    trustedOrigins: [deps.publicUrl, ...(deps.trustedOrigins ?? [])],
    database: { db: deps.db, type: deps.dialect },
    telemetry: { enabled: false },
    plugins: authPlugins(phone),
    logger: { disabled: deps.quiet ?? false },
    // Public sign-up goes through POST /api/v1/register (shared zod schema, always a PASSENGER).
    disabledPaths: ['/sign-up/email'],
    user: { modelName: 'users', additionalFields: USER_FIELDS },
    session: SESSION_OPTIONS,
    account: { modelName: 'accounts' },
    // reset links stored only as a hash of their token (issue 11, finding 4)
    verification: { modelName: 'verifications', storeIdentifier: { hash: storedIdentifier } },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      password: {
        hash: (password) => passwordWork(() => argon2Hash(password, ARGON2)),
        verify: ({ hash, password }) => passwordWork(() => argon2Verify(hash, password)),
      },
      // only for a reset request better-auth handles itself (a redirect to a trusted absolute URL)
      sendResetPassword: async ({ user, token, url }) => {
        const callback = new URL(url).searchParams.get('callbackURL') ?? ''
        void sendResetPassword(deps, { user, token, callback }).catch((error) =>
          log('Password-reset mail failed', error),
        )
      },
      onPasswordReset: ({ user }) => endOtherResetLinks(deps.db, user.id),
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rate_limits',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/request-password-reset': { window: 60 * 15, max: 5 },
        '/reset-password': { window: 60 * 15, max: 10 },
        '/get-session': false,
        // our own per-number, per-address and hourly caps come first (phone-sign-in-limits.ts)
        '/phone-number/send-otp': { window: 60, max: 30 },
        '/phone-number/verify': { window: 60, max: 30 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      cookiePrefix: 'durak',
      // better-auth skips its CSRF origin check under NODE_ENV=test; we want tests to see the real thing.
      disableOriginCheck: false,
    },
    hooks: authHooks(deps, log, phone),
    databaseHooks: {
      // SMS codes stored as an HMAC; a phone sign-up named as typed (phone-sign-in.ts)
      verification: { create: { before: hashNewPhoneCode(deps.secret) } },
      user: { create: { before: async (user) => nameFromProfile(user) } },
      session: {
        // a deactivated account gets no session (issue 14); one made by a two-factor step says so (issue 22)
        create: { before: markTwoFactorSession(deps.db) },
        // sign-out and revocation (cookie or bearer token) end that session's live streams (issue 22)
        delete: { after: async (session) => sessionEnds.notify({ userId: session.userId, sessionId: session.id }) },
      },
    },
  })
  return Object.assign(auth, { sessionEnds })
}

export type Auth = ReturnType<typeof createAuth>

function phoneDeps(deps: AuthDeps, log: NonNullable<AuthDeps['log']>): PhoneSignInDeps {
  const refuse: SmsSender = {
    describe: 'none',
    send: async () => {
      throw new Error('no SMS sender configured')
    },
  }
  return {
    db: deps.db,
    secret: deps.secret,
    sms: deps.sms ?? refuse,
    codeSeconds: deps.phoneCodeSeconds,
    clientIpHeader: CLIENT_IP_HEADER,
    log,
  }
}

/** Our hooks around better-auth's endpoints: the reset request answered first, the sign-in lock. */
function authHooks(deps: AuthDeps, log: NonNullable<AuthDeps['log']>, phone: PhoneSignInDeps) {
  const phoneStep = phoneSignInBeforeHook(phone)
  const lock = signInLockHooks(deps.db, { secret: deps.secret, secureCookies: deps.publicUrl.startsWith('https:') })
  const resetDeps = { db: deps.db, publicUrl: deps.publicUrl, mailer: deps.mailer, log }
  return {
    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path === '/request-password-reset') {
        const answer = answerResetRequestFirst(resetDeps, async () => ctx.context.internalAdapter, ctx)
        return answer ? ctx.json(answer) : undefined
      }
      if (ctx.path === '/reset-password') refuseCommonPassword(ctx)
      const phoneAnswer = await phoneStep(ctx)
      if (phoneAnswer) return phoneAnswer
      await refuseNonStaffEnrolment(ctx)
      const twoFactorStep = await guardTwoFactorStep(deps.db, ctx)
      if (twoFactorStep) return twoFactorStep
      const signIn = await forgetStaffTrustedDevice(deps.db, ctx)
      await lock.before(ctx)
      return signIn
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path === '/get-session') return endPastLifetime(ctx)
      localizePhoneError(ctx)
      await lock.after(ctx)
    }),
  }
}

/** A new password from the common list is refused (ASVS 6.2.4), in the page's language. */
function refuseCommonPassword(ctx: { body?: unknown; headers?: Headers }) {
  const password = (ctx.body as { newPassword?: unknown } | undefined)?.newPassword
  if (typeof password !== 'string' || !isCommonPassword(password)) return
  const header = (name: string) => ctx.headers?.get(name) ?? undefined
  const lang = requestLang({
    cookie: header('cookie'),
    'accept-language': header('accept-language'),
    [PAGE_LANG_HEADER]: header(PAGE_LANG_HEADER),
  })
  throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_COMMON', message: serverT(lang)('api.commonPassword') })
}
