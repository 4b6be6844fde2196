import { createHash, randomBytes } from 'node:crypto'
import { localePath, PAGES, type Lang } from '#shared/routes.ts'
import type { Db } from '#server/db/database.ts'
import { setVerifyToken } from './kvkk-requests.queries.ts'

/** How long a mailed confirmation link works; staff can send a new one. */
export const VERIFY_LINK_DAYS = 7

/** Only the token's hash is stored: a database reader cannot confirm a request. */
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * A new confirmation link for the request: a random token whose hash is stored (the token is
 * only in the mail). It opens the deletion page, which shows the confirmation; the token rides
 * in the fragment, so it never reaches a server log or a Referer header.
 */
export async function newVerifyLink(
  db: Db,
  request: { id: string; language: string },
  publicUrl: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + VERIFY_LINK_DAYS * 86_400_000).toISOString()
  await setVerifyToken(db, request.id, hashOf(token), expiresAt)
  const lang: Lang = request.language === 'en' ? 'en' : 'tr'
  return `${publicUrl}${localePath(PAGES.accountDeletion, lang)}#verify=${token}`
}
