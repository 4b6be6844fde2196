import type { Db } from '#server/db/database.ts'

/** How reset links are stored (password-reset.ts: a hash of the token after this prefix). */
const STORED_RESET_LINKS = 'hashed-reset-password:%'

/** Every outstanding reset link of a user stops working (after a successful reset). */
export async function deleteResetLinksOf(db: Db, userId: string): Promise<void> {
  await db
    .deleteFrom('verifications')
    .where('identifier', 'like', STORED_RESET_LINKS)
    .where('value', '=', userId)
    .execute()
}
