import { sql } from 'kysely'
import type { Db } from '#server/db/database.ts'
import { toNumber } from '#server/db/database.ts'

export type SignInAttempts = { attempts: number; firstFailureAt: number; lockedUntil: number | null }

/**
 * Reserve one sign-in attempt for `key` in one statement, before the password is checked, and
 * return the count with this attempt in it. A window over and no lock running starts again at 1.
 * Simultaneous attempts (on any instance) each get their own number, so at most `max` of them can
 * reach the password check. The `failures` column counts attempts reserved and not released.
 */
export async function reserveSignInAttempt(
  db: Db,
  key: string,
  now: number,
  windowMs: number,
): Promise<SignInAttempts> {
  const fresh = sql<boolean>`(sign_in_failures."lockedUntil" is null or sign_in_failures."lockedUntil" <= ${now})
    and sign_in_failures."firstFailureAt" <= ${now - windowMs}`
  const row = await db
    .insertInto('sign_in_failures')
    .values({ email: key, failures: 1, firstFailureAt: now, lockedUntil: null })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        failures: sql`case when ${fresh} then 1 else sign_in_failures.failures + 1 end`,
        firstFailureAt: sql`case when ${fresh} then ${now} else sign_in_failures."firstFailureAt" end`,
        lockedUntil: sql`case when ${fresh} then null else sign_in_failures."lockedUntil" end`,
      }),
    )
    .returning(['failures', 'firstFailureAt', 'lockedUntil'])
    .executeTakeFirstOrThrow()
  return {
    attempts: toNumber(row.failures),
    firstFailureAt: toNumber(row.firstFailureAt),
    lockedUntil: row.lockedUntil == null ? null : toNumber(row.lockedUntil),
  }
}

/** Give back an attempt that checked no password (bad input, an error before the check). */
export async function releaseSignInAttempt(db: Db, key: string): Promise<void> {
  await db
    .updateTable('sign_in_failures')
    .set({ failures: sql`failures - 1` })
    .where('email', '=', key)
    .where('failures', '>', 0)
    .execute()
}

/** After a wrong password: lock the key once `max` attempts are counted (and no lock runs yet). */
export async function lockWhenExhausted(db: Db, key: string, max: number, until: number): Promise<void> {
  await db
    .updateTable('sign_in_failures')
    .set({ lockedUntil: until })
    .where('email', '=', key)
    .where('failures', '>=', max)
    .where('lockedUntil', 'is', null)
    .execute()
}

export async function clearSignInFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('email', '=', key).execute()
}
