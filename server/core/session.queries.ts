import type { Db } from '#server/db/database.ts'

/** A session by its token with what a request needs of its user: one indexed read. */
export async function findSessionByToken(db: Db, token: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.id',
      'sessions.expiresAt',
      'sessions.createdAt',
      'sessions.updatedAt',
      'sessions.userId',
      'users.userType',
      'users.twoFactorEnabled',
      'users.isActive',
    ])
    .where('sessions.token', '=', token)
    .executeTakeFirst()
}

/** A staff session was used now (issue 14: the 30-minute idle timeout counts from here). */
export async function touchSession(db: Db, sessionId: string, now: Date) {
  await db.updateTable('sessions').set({ updatedAt: now.toISOString() }).where('id', '=', sessionId).execute()
}
