import { sql } from 'kysely'
import { normalizePhone } from '#shared/phone.ts'
import { PHONE_PATTERN } from '#shared/constants.ts'
import type { AdminUsersQuery } from '#shared/schemas/admin-users.ts'
import type { Db } from '#server/db/database.ts'
import { USER_SUMMARY_COLUMNS } from '#server/features/users/index.ts'

/**
 * The back-office's user search, newest first (issue 14). What `q` is decides the index: an e-mail
 * (exact, `users_email_createdAt_idx`), a phone number (exact, `users_phone_createdAt_idx`), else a
 * part of the name (a filtered walk of `users_createdAt_idx`, stopping at a page of matches).
 */
export function adminUsersQuery(db: Db, filter: Pick<AdminUsersQuery, 'q' | 'userType'>) {
  let query = db.selectFrom('users').select(USER_SUMMARY_COLUMNS)
  if (filter.userType) query = query.where(sql<string>`upper(${sql.ref('userType')})`, '=', filter.userType)
  const q = filter.q?.trim()
  if (!q) return query
  const phone = normalizePhone(q)
  if (q.includes('@')) return query.where('email', '=', q.toLowerCase())
  if (PHONE_PATTERN.test(phone)) return query.where('phone', '=', phone)
  const pattern = `%${q.toLocaleLowerCase('tr').replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return query.where((eb) =>
    eb.or([
      eb(sql`lower(${sql.ref('firstName')} || ' ' || ${sql.ref('lastName')})`, 'like', sql`${pattern} escape '\\'`),
      eb(sql`lower(${sql.ref('name')})`, 'like', sql`${pattern} escape '\\'`),
    ]),
  )
}

/** How many sessions an account has open. */
export async function countSessions(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function findAccountState(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'userType', 'isActive', 'twoFactorEnabled', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst()
}

/** Set an account active or not; a deactivated account's sessions (cookies and bearer tokens) end at once. */
export async function setAccountActive(db: Db, userId: string, isActive: boolean, now: Date) {
  await db
    .updateTable('users')
    .set({ isActive: isActive ? 1 : 0, updatedAt: now.toISOString() })
    .where('id', '=', userId)
    .execute()
  if (!isActive) await db.deleteFrom('sessions').where('userId', '=', userId).execute()
}

/** Forget a staff member's TOTP: they enrol again at their next sign-in; their sessions end. */
export async function resetTwoFactor(db: Db, userId: string, now: Date) {
  await db.deleteFrom('two_factors').where('userId', '=', userId).execute()
  await db
    .updateTable('users')
    .set({ twoFactorEnabled: 0, updatedAt: now.toISOString() })
    .where('id', '=', userId)
    .execute()
  await db.deleteFrom('sessions').where('userId', '=', userId).execute()
}

/** Staff accounts, newest first, with whether each has TOTP enrolled. */
export function staffQuery(db: Db) {
  // the same condition as the partial index users_staff_createdAt_idx (staff are made upper-case by the CLI)
  return db.selectFrom('users').selectAll().where('userType', 'in', ['ADMIN', 'SUPPORT'])
}
