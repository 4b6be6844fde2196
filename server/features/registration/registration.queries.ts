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
