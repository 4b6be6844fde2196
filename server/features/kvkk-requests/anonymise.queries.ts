import type { Db } from '#server/db/database.ts'

/** The account a request speaks of: the signed-in requester's, else the one with the request's e-mail. */
export async function findAccountOf(db: Db, request: { userId: string | null; email: string }) {
  let query = db.selectFrom('users').select(['id', 'email', 'firstName', 'lastName', 'userType', 'isActive'])
  query = request.userId
    ? query.where('id', '=', request.userId)
    : query.where('email', '=', request.email.toLowerCase())
  return query.executeTakeFirst()
}

export const ANONYMISED_NAME = 'Anonymised'

/**
 * KVKK erasure inside the caller's transaction: the person's name, e-mail, phone, city, sign-in
 * details, sessions, saved places, documents and live position go; the user row stays (rides and
 * payments point at it with ON DELETE CASCADE, and the law keeps those records), now nameless and
 * unable to sign in. Their problem reports keep category and status but lose the free text.
 */
export async function anonymiseUser(trx: Db, userId: string, at: string): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      name: ANONYMISED_NAME,
      firstName: ANONYMISED_NAME,
      lastName: '',
      email: `deleted-${userId}@deleted.invalid`,
      emailVerified: 0,
      image: null,
      phone: null,
      city: null,
      isActive: 0,
      marketingConsent: 0,
      marketingConsentAt: null,
      updatedAt: at,
    })
    .where('id', '=', userId)
    .execute()
  await trx.deleteFrom('sessions').where('userId', '=', userId).execute()
  await trx.deleteFrom('accounts').where('userId', '=', userId).execute()
  await trx.deleteFrom('favorite_locations').where('userId', '=', userId).execute()
  await trx.deleteFrom('driver_documents').where('driverId', '=', userId).execute()
  await trx.deleteFrom('driver_presence').where('driverId', '=', userId).execute()
  await trx
    .updateTable('driver_profiles')
    .set({ licenseNumber: null, isOnline: 0 })
    .where('userId', '=', userId)
    .execute()
  await trx
    .updateTable('problem_reports')
    .set({ message: '', updatedAt: at })
    .where('reporterId', '=', userId)
    .execute()
}
