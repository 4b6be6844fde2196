import { localePath, PAGES, type Lang } from '#shared/routes.ts'
import type { RegisterPassenger } from '#shared/schemas/auth.ts'
import type { AppDeps } from '#server/app-deps.ts'
import { accountExistsMail } from '#server/core/mail/account-exists-mail.ts'
import { findAccountOwner } from './registration.queries.ts'

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
