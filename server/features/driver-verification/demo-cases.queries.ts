import type { Db } from '#server/db/database.ts'

/** The passenger's newest ride, which the demo's problem report is about. */
export async function newestRideIdOf(db: Db, passengerId: string): Promise<string | null> {
  const ride = await db
    .selectFrom('rides')
    .select('id')
    .where('passengerId', '=', passengerId)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst()
  return ride?.id ?? null
}
