import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2'
import { betterAuth } from 'better-auth'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { langFromPath, localePath, PAGES } from '#shared/routes.ts'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#shared/constants.ts'
import type { Db, Dialect } from './db/database.ts'
import type { Mailer } from './mail/mailer.ts'
import { resetPasswordMail } from './mail/reset-password-mail.ts'
import { checkSignInLock, recordSignInResult } from './features/auth/sign-in-failures.ts'

/** Header our Fastify adapter sets from the socket (or trusted proxy) address; any client value is replaced. */
export const CLIENT_IP_HEADER = 'x-durak-client-ip'

export const RESET_TOKEN_TTL_SECONDS = 60 * 60

/** OWASP ASVS: Argon2id with m = 19 MiB, t = 2, p = 1. */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 } as const

export type AuthDeps = {
  db: Db
  dialect: Dialect
  secret: string
  publicUrl: string
  mailer: Mailer
  /** Extra trusted origins (the Vite dev server in development). */
  trustedOrigins?: string[]
  log?: (message: string, error?: unknown) => void
  /** Silence better-auth's own logger (tests provoke failures on purpose). */
  quiet?: boolean
}

/** better-auth for Durak: email + password, database sessions, database rate limits. */
export function createAuth(deps: AuthDeps) {
  const log = deps.log ?? ((message, error) => console.error(message, error))
  return betterAuth({
    appName: 'Durak',
    baseURL: deps.publicUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    trustedOrigins: [deps.publicUrl, ...(deps.trustedOrigins ?? [])],
    database: { db: deps.db, type: deps.dialect },
    telemetry: { enabled: false },
    logger: { disabled: deps.quiet ?? false },
    // Public sign-up goes through POST /api/register (shared zod schema, always a PASSENGER).
    disabledPaths: ['/sign-up/email'],
    user: {
      modelName: 'users',
      additionalFields: {
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
      },
    },
    session: { modelName: 'sessions', expiresIn: 60 * 60 * 24 * 14, updateAge: 60 * 60 * 24 },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      password: {
        hash: (password) => argon2Hash(password, ARGON2),
        verify: ({ hash, password }) => argon2Verify(hash, password),
      },
      sendResetPassword: async ({ user, token, url }) => {
        // The callback URL the page asked for carries its language.
        const callback = new URL(url).searchParams.get('callbackURL') ?? ''
        const lang = langFromPath(callback.startsWith('/') ? callback : new URL(callback, deps.publicUrl).pathname)
        const link = `${deps.publicUrl}${localePath(PAGES.resetPassword, lang)}?token=${encodeURIComponent(token)}`
        const mail = resetPasswordMail({
          lang,
          to: user.email,
          name: (user as { firstName?: string }).firstName || user.name,
          link,
          expiresInMinutes: RESET_TOKEN_TTL_SECONDS / 60,
        })
        // Not awaited: the response time must not tell whether the address has an account.
        void deps.mailer.send(mail).catch((error) => log('Password-reset mail failed', error))
      },
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
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      cookiePrefix: 'durak',
      // better-auth skips its CSRF origin check under NODE_ENV=test; we want tests to see the real thing.
      disableOriginCheck: false,
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return
        const email = String((ctx.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()
        const lockedForSeconds = await checkSignInLock(deps.db, email)
        if (lockedForSeconds > 0) {
          throw new APIError('TOO_MANY_REQUESTS', {
            code: 'ACCOUNT_TEMPORARILY_LOCKED',
            message: `Too many failed sign-ins for this account. Try again in ${Math.ceil(lockedForSeconds / 60)} minutes.`,
            retryAfterSeconds: lockedForSeconds,
          })
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return
        const email = String((ctx.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()
        const returned = ctx.context.returned
        const failed = returned instanceof APIError && returned.statusCode === 401
        const succeeded = !(returned instanceof Error)
        if (failed || succeeded) await recordSignInResult(deps.db, email, succeeded)
      }),
    },
  })
}

export type Auth = ReturnType<typeof createAuth>
