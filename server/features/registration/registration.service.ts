import { localePath, PAGES, type Lang } from '#shared/routes.ts'
import type { RegisterPassenger } from '#shared/schemas/auth.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { accountExistsMail } from '#server/core/mail/account-exists-mail.ts'
import { hitRateLimit, type RateLimitRule } from '#server/core/rate-limits/rate-limit.ts'
import { serverT } from '#server/core/i18n.ts'
import { findAccountOwner, isPhoneRegistered, readRateCounter } from './registration.queries.ts'

type Owner = { email: string; firstName: string }
export type Registration = { created: true } | { created: false; owner: Owner }

/**
 * Create a passenger account with the spec's defaults (FREE, active, 0 points, active user).
 * The user type is never taken from input. An address already registered creates nothing, but
 * costs the same password hash, so the answer's timing does not tell (docs/decisions/021).
 */
export async function registerPassenger(
  deps: Pick<AppDeps, 'auth' | 'db' | 'now'>,
  input: RegisterPassenger,
): Promise<Registration> {
  const existing = await findAccountOwner(deps.db, input.email)
  if (existing) return taken(deps, input, existing)
  try {
    await deps.auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        city: input.city,
        // KVKK: which privacy notice they were shown; İYS: the separate, opt-in marketing consent
        privacyNoticeVersion: input.privacyNoticeVersion,
        privacyNoticeShownAt: deps.now(),
        marketingConsent: input.marketingConsent,
        marketingConsentAt: input.marketingConsent ? deps.now() : null,
      },
    })
    return { created: true }
  } catch (error) {
    // Two requests racing for one address: the second loses on the unique index.
    const owner = await findAccountOwner(deps.db, input.email)
    if (owner) return { created: false, owner }
    throw error
  }
}

/**
 * How often one network may learn that a phone number is taken: 5 answers a day. After that every
 * registration from it waits, whatever the number, so the wait tells nothing either (decision 039).
 */
export const PHONE_TAKEN_ANSWERS: RateLimitRule = { windowSeconds: 86_400, max: 5 }
const phoneTakenKey = (ip: string) => `api:register-phone-taken:${ip}`

function tooManyRegistrations(lang: Lang, retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return new HttpError(429, 'TOO_MANY_REQUESTS', serverT(lang)('api.tooManyRequests', { minutes }), undefined, {
    'retry-after': String(retryAfterSeconds),
  })
}

/**
 * A phone number belongs to one account: refuse one another account has (409 PHONE_TAKEN on the
 * phone field), before the e-mail is looked at, so the answer says nothing about the e-mail. A
 * network that spent its day's taken answers gets 429 on every registration (decision 039).
 */
export async function refuseTakenPhone(deps: Pick<AppDeps, 'db'>, phone: string, ip: string, lang: Lang) {
  const windowMs = PHONE_TAKEN_ANSWERS.windowSeconds * 1000
  const now = Date.now()
  const spent = await readRateCounter(deps.db, phoneTakenKey(ip), now, windowMs)
  if (spent && spent.count >= PHONE_TAKEN_ANSWERS.max)
    throw tooManyRegistrations(lang, Math.max(1, Math.ceil((spent.windowStart + windowMs - now) / 1000)))
  if (!(await isPhoneRegistered(deps.db, phone))) return
  const retryAfter = await hitRateLimit(deps.db, phoneTakenKey(ip), PHONE_TAKEN_ANSWERS, now)
  if (retryAfter > 0) throw tooManyRegistrations(lang, retryAfter)
  throw new HttpError(409, 'PHONE_TAKEN', serverT(lang)('api.phoneTaken'), { phone: 'phoneTaken' })
}

async function taken(deps: Pick<AppDeps, 'auth'>, input: RegisterPassenger, owner: Owner): Promise<Registration> {
  await (await deps.auth.$context).password.hash(input.password)
  return { created: false, owner }
}

/** Tell the owner of the address, in the page's language, that they already have an account. */
export async function mailAccountOwner(deps: Pick<AppDeps, 'mailer' | 'publicUrl'>, owner: Owner, lang: Lang) {
  if (!deps.mailer) return
  const signInLink = `${deps.publicUrl}${localePath(PAGES.passengerLogin, lang)}`
  await deps.mailer.send(accountExistsMail({ lang, to: owner.email, name: owner.firstName, signInLink }))
}
