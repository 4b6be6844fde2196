import type { Db } from '#server/db/database.ts'

/**
 * Which of these sessions still exist with an active account: a stream whose session is not among
 * them was signed out, revoked or deactivated while the event bus could not tell this instance.
 */
export async function findLiveSessionIds(db: Db, sessionIds: readonly string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select('sessions.id')
    .where('sessions.id', 'in', [...sessionIds])
    .where('users.isActive', '=', 1)
    .execute()
  return new Set(rows.map((r) => r.id))
}
