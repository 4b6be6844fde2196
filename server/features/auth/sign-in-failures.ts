import type { Db } from '#server/db/database.ts'
import { toNumber } from '#server/db/database.ts'

/** Per-account brute-force guard, in the database so every server instance sees it. */
export const MAX_FAILED_SIGN_INS = 8
export const FAILURE_WINDOW_MS = 15 * 60 * 1000
export const LOCK_MS = 15 * 60 * 1000

/** Seconds the account is still locked for (0 when it is not). */
export async function checkSignInLock(db: Db, email: string, now = Date.now()): Promise<number> {
  if (!email) return 0
  const row = await db
    .selectFrom('sign_in_failures')
    .select('lockedUntil')
    .where('email', '=', email)
    .executeTakeFirst()
  const lockedUntil = row?.lockedUntil == null ? 0 : toNumber(row.lockedUntil)
  return lockedUntil > now ? Math.ceil((lockedUntil - now) / 1000) : 0
}

export async function recordSignInResult(db: Db, email: string, succeeded: boolean, now = Date.now()) {
  if (!email) return
  if (succeeded) {
    await db.deleteFrom('sign_in_failures').where('email', '=', email).execute()
    return
  }
  const row = await db.selectFrom('sign_in_failures').selectAll().where('email', '=', email).executeTakeFirst()
  if (!row || now - toNumber(row.firstFailureAt) > FAILURE_WINDOW_MS) {
    await db
      .insertInto('sign_in_failures')
      .values({ email, failures: 1, firstFailureAt: now, lockedUntil: null })
      .onConflict((oc) => oc.column('email').doUpdateSet({ failures: 1, firstFailureAt: now, lockedUntil: null }))
      .execute()
    return
  }
  const failures = toNumber(row.failures) + 1
  await db
    .updateTable('sign_in_failures')
    .set({ failures, lockedUntil: failures >= MAX_FAILED_SIGN_INS ? now + LOCK_MS : null })
    .where('email', '=', email)
    .execute()
}
