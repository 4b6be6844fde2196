import type { Db } from '#server/db/database.ts'

/** A session by its token with what a request needs of its user: one indexed read. */
export async function findSessionByToken(db: Db, token: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['sessions.expiresAt', 'sessions.createdAt', 'sessions.userId', 'users.userType'])
    .where('sessions.token', '=', token)
    .executeTakeFirst()
}
