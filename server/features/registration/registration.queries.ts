import type { Db } from '#server/db/database.ts'

/** Who owns an address already registered (to tell them by mail), or null. */
export async function findAccountOwner(db: Db, email: string): Promise<{ email: string; firstName: string } | null> {
  const row = await db
    .selectFrom('users')
    .select(['email', 'firstName'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst()
  return row ? { email: row.email, firstName: row.firstName } : null
}

/** Whether any account already has this phone number (normalised `05XXXXXXXXX`; users_phone_idx). */
export async function isPhoneRegistered(db: Db, phone: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst()
  return row !== undefined
}

/** A rate-limit counter as it stands, without counting a request: null once its window has passed. */
export async function readRateCounter(
  db: Db,
  key: string,
  now: number,
  windowMs: number,
): Promise<{ count: number; windowStart: number } | null> {
  const row = await db
    .selectFrom('api_rate_limits')
    .select(['count', 'windowStart'])
    .where('key', '=', key)
    .executeTakeFirst()
  if (!row || Number(row.windowStart) <= now - windowMs) return null
  return { count: Number(row.count), windowStart: Number(row.windowStart) }
}
