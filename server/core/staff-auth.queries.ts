import { toBool, type Db } from '#server/db/database.ts'

/** Whether an account may sign in: false when deactivated, null when there is no such account. */
export async function findAccountIsActive(db: Db, userId: string): Promise<boolean | null> {
  const user = await db.selectFrom('users').select('isActive').where('id', '=', userId).executeTakeFirst()
  return user ? toBool(user.isActive) : null
}

/** The role of the account signing in with this e-mail (better-auth keeps e-mails lower-case). */
export async function findUserTypeByEmail(db: Db, email: string): Promise<string | null> {
  const user = await db
    .selectFrom('users')
    .select('userType')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst()
  return user?.userType ?? null
}

/** An account's role and its TOTP enrolment (the secret as better-auth stored it, encrypted). */
export async function findTwoFactorOfUser(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .leftJoin('two_factors', 'two_factors.userId', 'users.id')
    .select(['users.userType', 'two_factors.secret'])
    .where('users.id', '=', userId)
    .executeTakeFirst()
}

/**
 * Take TOTP time step `step` for the account, once: true only for the one caller (of any
 * instance) that moved the account's last accepted step forward to it; a step at or before the
 * last accepted one is refused (RFC 6238 §5.2). One conditional UPDATE, so it is race-safe.
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('two_factors')
    .set({ lastTotpStep: step })
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('lastTotpStep', 'is', null), eb('lastTotpStep', '<', step)]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
