import { createHash, randomBytes } from 'node:crypto'
import { z } from 'zod'
import { langFromPath, localePath, PAGES } from '#shared/routes.ts'
import type { Db } from '#server/db/database.ts'
import type { Mailer } from './mail/mailer.ts'
import { resetPasswordMail } from './mail/reset-password-mail.ts'
import { afterAnswer } from './after-answer.ts'
import { deleteResetLinksOf } from './password-reset.queries.ts'

export const RESET_TOKEN_TTL_SECONDS = 60 * 60
const RESET_PREFIX = 'reset-password:'
export const STORED_RESET_PREFIX = 'hashed-reset-password:'
/** better-auth's answer, the same whether or not the address has an account. */
export const RESET_REQUESTED_ANSWER = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
} as const

export type ResetDeps = { db: Db; publicUrl: string; mailer: Mailer; log: (message: string, error?: unknown) => void }

/**
 * How better-auth stores a verification identifier (`verification.storeIdentifier`): a reset
 * link's token only as SHA-256, so reading the database gives nobody a working link. The stored
 * form starts `hashed-reset-password:`, which no identifier better-auth looks up (`reset-password:
 * <token>`) can equal: better-auth also tries the identifier as given (for rows stored in clear),
 * and a stored hash sent back as a token must not match that way.
 */
export async function storedIdentifier(identifier: string): Promise<string> {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url')
  return identifier.startsWith(RESET_PREFIX)
    ? STORED_RESET_PREFIX + sha256(identifier.slice(RESET_PREFIX.length))
    : `hashed:${sha256(identifier)}`
}

const ResetRequestSchema = z.object({
  email: z.email(),
  // a page of ours: better-auth's own origin check refuses anything else, so leave those to it
  redirectTo: z
    .string()
    .regex(/^\/(?!\/)/)
    .optional(),
})

type InternalAdapter = {
  findUserByEmail: (email: string) => Promise<{ user: { id: string; email: string; name: string } } | null>
  createVerificationValue: (data: { value: string; identifier: string; expiresAt: Date }) => Promise<unknown>
}

/**
 * `/request-password-reset` answered before any work, so its time tells nothing about the address
 * (issue 11, finding 7): the lookup, the new link and the mail happen after the answer. Returns
 * the answer, or null to let better-auth handle input it would refuse.
 */
export function answerResetRequestFirst(
  deps: ResetDeps,
  adapter: () => Promise<InternalAdapter>,
  { body, request }: { body: unknown; request?: Request },
) {
  const parsed = ResetRequestSchema.safeParse(body)
  if (!parsed.success) return null
  const { email, redirectTo } = parsed.data
  afterAnswer(request, () =>
    mailResetLink(deps, adapter, email.toLowerCase(), redirectTo ?? '').catch((error) =>
      deps.log('Password-reset request failed', error),
    ),
  )
  return RESET_REQUESTED_ANSWER
}

async function mailResetLink(
  deps: ResetDeps,
  adapter: () => Promise<InternalAdapter>,
  email: string,
  redirectTo: string,
) {
  const internal = await adapter()
  const found = await internal.findUserByEmail(email)
  if (!found) return
  const token = randomBytes(18).toString('base64url')
  await internal.createVerificationValue({
    value: found.user.id,
    identifier: RESET_PREFIX + token,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000),
  })
  await sendResetPassword(deps, { user: found.user, token, callback: redirectTo })
}

/** The reset link goes to the page in the language the request came from. */
export async function sendResetPassword(
  deps: Pick<ResetDeps, 'publicUrl' | 'mailer'>,
  { user, token, callback }: { user: { email: string; name: string }; token: string; callback: string },
) {
  const lang = langFromPath(callback.startsWith('/') ? callback : new URL(callback || '/', deps.publicUrl).pathname)
  const link = `${deps.publicUrl}${localePath(PAGES.resetPassword, lang)}?token=${encodeURIComponent(token)}`
  const mail = resetPasswordMail({
    lang,
    to: user.email,
    name: (user as { firstName?: string }).firstName || user.name,
    link,
    expiresInMinutes: RESET_TOKEN_TTL_SECONDS / 60,
  })
  await deps.mailer.send(mail)
}

/** After a successful reset, the user's other reset links stop working too. */
export async function endOtherResetLinks(db: Db, userId: string): Promise<void> {
  await deleteResetLinksOf(db, userId)
}
