import type { Db } from '#server/db/database.ts'

/** The account that has this number (normal form), oldest first if older rows share one (decision 039). */
export async function findPhoneAccount(
  db: Db,
  phone: string,
): Promise<{ id: string; userType: string; phoneNumberVerified: boolean | number } | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'userType', 'phoneNumberVerified'])
    .where('phone', '=', phone)
    .orderBy('createdAt', 'asc')
    .executeTakeFirst()
  return row ?? null
}
