import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'
import type { FastifyInstance } from 'fastify'
import type { Db } from '#server/db/database.ts'
import { PUBLIC_URL, randomIp } from './context.ts'

/** What signing in needs: the app (a `TestContext` is one, with its database). */
type HasApp = { app: FastifyInstance; db?: Db }

/**
 * A staff account's TOTP secret (bytes, as the authenticator app holds it), its backup codes and
 * the last time step whose code was sent (the server refuses a code once used, issue 22 item 2).
 */
export type StaffSecret = { secret: Uint8Array; backupCodes: string[]; lastStep?: number }

/** RFC 6238's time step, as better-auth's plugin uses it. */
const TOTP_PERIOD_MS = 30_000

/** The TOTP time step of now. */
export const totpStepNow = () => Math.floor(Date.now() / TOTP_PERIOD_MS)

/** The code of one time step (the server accepts the steps before and after now too). */
export function totpCodeAt(secret: Uint8Array, step: number): Promise<string> {
  return createOTP(secret).hotp(step)
}

/**
 * A code of a time step this account has not used yet: now, else the next step (both inside the
 * server's window even across a step boundary). A third sign-in within 30 s forgets the account's
 * last accepted step in the database, standing in for the wait for the authenticator's next code.
 */
export async function freshTotpCode(ctx: HasApp, email: string): Promise<string> {
  const stored = enrolled.get(ctx.app)?.get(email)
  if (!stored) throw new Error(`${email} has not enrolled through signInStaff`)
  const now = totpStepNow()
  let step = Math.max(now, (stored.lastStep ?? -Infinity) + 1)
  if (step > now + 1) {
    if (!ctx.db) throw new Error(`no unused TOTP step left for ${email} within 30 s (no database to rewind)`)
    const user = ctx.db.selectFrom('users').select('id').where('email', '=', email)
    await ctx.db.updateTable('two_factors').set({ lastTotpStep: null }).where('userId', 'in', user).execute()
    step = now
  }
  stored.lastStep = step
  return totpCodeAt(stored.secret, step)
}

const enrolled = new WeakMap<FastifyInstance, Map<string, StaffSecret>>()

/** The current code of a TOTP secret: the same library better-auth checks it with. */
export function totpCode(secret: Uint8Array): Promise<string> {
  return createOTP(secret).totp()
}

/** The secret inside an `otpauth://totp/…?secret=BASE32` URI. */
export function secretOfUri(uri: string): Uint8Array {
  return base32.decode(new URL(uri).searchParams.get('secret')!)
}

function cookiesOf(response: { headers: Record<string, unknown> }): string {
  const setCookie = ([] as string[]).concat((response.headers['set-cookie'] as string[] | string | undefined) ?? [])
  return setCookie.map((c) => c.split(';')[0]).join('; ')
}

async function post(ctx: HasApp, url: string, payload: object, cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: PUBLIC_URL, 'x-forwarded-for': randomIp(), ...(cookie ? { cookie } : {}) },
  })
}

/**
 * Sign a staff member in the way the browser does (issue 14): the first time, password → enrol
 * (`/two-factor/enable`) → the first code (`/two-factor/verify-totp`); later, password → the
 * two-factor cookie → the code. Returns the Cookie header of the session that passed two-factor.
 */
export async function signInStaff(
  ctx: HasApp,
  user: { id?: string; email: string; password: string },
): Promise<string> {
  const known = enrolled.get(ctx.app) ?? new Map<string, StaffSecret>()
  enrolled.set(ctx.app, known)
  const signIn = await post(ctx, '/api/auth/sign-in/email', { email: user.email, password: user.password })
  if (signIn.statusCode !== 200) throw new Error(`staff sign-in failed: ${signIn.statusCode} ${signIn.body}`)
  const stored = known.get(user.email)
  if (stored) {
    const verify = await post(
      ctx,
      '/api/auth/two-factor/verify-totp',
      { code: await freshTotpCode(ctx, user.email) },
      cookiesOf(signIn),
    )
    if (verify.statusCode !== 200) throw new Error(`verify-totp failed: ${verify.statusCode} ${verify.body}`)
    return cookiesOf(verify)
  }
  const session = cookiesOf(signIn)
  const enable = await post(ctx, '/api/auth/two-factor/enable', { password: user.password }, session)
  if (enable.statusCode !== 200) throw new Error(`two-factor enable failed: ${enable.statusCode} ${enable.body}`)
  const { totpURI, backupCodes } = JSON.parse(enable.body) as { totpURI: string; backupCodes: string[] }
  const secret = secretOfUri(totpURI)
  const lastStep = totpStepNow()
  const verify = await post(
    ctx,
    '/api/auth/two-factor/verify-totp',
    { code: await totpCodeAt(secret, lastStep) },
    session,
  )
  if (verify.statusCode !== 200) throw new Error(`enrolment verify failed: ${verify.statusCode} ${verify.body}`)
  known.set(user.email, { secret, backupCodes, lastStep })
  return cookiesOf(verify) || session
}

/** The secret a staff member enrolled with through `signInStaff` (to sign in again or test backup codes). */
export function staffSecretOf(ctx: HasApp, email: string): StaffSecret | undefined {
  return enrolled.get(ctx.app)?.get(email)
}

/** Forget an enrolment (after an admin reset a staff member's two-factor). */
export function forgetStaffSecret(ctx: HasApp, email: string) {
  enrolled.get(ctx.app)?.delete(email)
}
