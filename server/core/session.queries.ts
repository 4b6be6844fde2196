import type { Db } from '#server/db/database.ts'
import { preparedSelect } from '#server/db/prepared-statements.ts'

const sessionByToken = preparedSelect((db: Db, token: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.id',
      'sessions.expiresAt',
      'sessions.createdAt',
      'sessions.updatedAt',
      'sessions.userId',
      'users.userType',
      'sessions.twoFactorVerified',
      'users.isActive',
    ])
    .where('sessions.token', '=', token),
)

/** A session by its token with what a request needs of its user: one indexed read, compiled once. */
export async function findSessionByToken(db: Db, token: string) {
  return (await sessionByToken(db, token))[0]
}

/** A staff session was used now (issue 14: the 30-minute idle timeout counts from here). */
export async function touchSession(db: Db, sessionId: string, now: Date) {
  await db.updateTable('sessions').set({ updatedAt: now.toISOString() }).where('id', '=', sessionId).execute()
}
