import { normalizeUserType, type UserType } from '#shared/constants.ts'
import { toBool, toIso } from '#server/db/database.ts'
import { isPastAbsoluteLifetime } from '#server/core/session-lifetime.ts'
import type { Executor } from './rides-lifecycle.queries.ts'

/**
 * The user of a bearer session token, if the session exists and has not expired: one indexed
 * read (sessions.token is unique). Sign-out deletes the row, so a signed-out token finds nothing.
 */
export async function findBearerSessionUser(
  db: Executor,
  token: string,
  now: Date,
): Promise<{ id: string; userType: UserType | null; twoFactor: boolean } | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'users.id',
      'users.userType',
      'users.isActive',
      'sessions.twoFactorVerified',
      'sessions.expiresAt',
      'sessions.createdAt',
    ])
    .where('sessions.token', '=', token)
    .executeTakeFirst()
  if (!row || !toBool(row.isActive) || new Date(toIso(row.expiresAt)).getTime() <= now.getTime()) return null
  if (isPastAbsoluteLifetime(row.createdAt, row.userType, now.getTime())) return null
  return { id: row.id, userType: normalizeUserType(row.userType), twoFactor: toBool(row.twoFactorVerified) }
}
