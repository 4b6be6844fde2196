import { sql } from 'kysely'
import { type Executor, toIso, toNumber } from '#server/db/database.ts'
import { fareCityOf } from '#server/db/fare-city.ts'

/** The city a ride's fare is checked in: its own, else its driver's, else its passenger's (docs/tariffs.md). */
export async function fareCityOfRide(db: Executor, rideId: string): Promise<string | null> {
  const row = await db
    .selectFrom('rides')
    .select((eb) => fareCityOf(eb).as('fareCity'))
    .where('rides.id', '=', rideId)
    .executeTakeFirst()
  return row?.fareCity ?? null
}

/**
 * Holds a completed ride's cashback for operations: on the ride (where the number stays, as the
 * record of what was held) and in the passenger's pending total.
 */
export async function holdPoints(trx: Executor, rideId: string, passengerId: string, points: number): Promise<void> {
  await trx.updateTable('rides').set({ pendingPoints: points }).where('id', '=', rideId).execute()
  await trx
    .updateTable('users')
    .set({ pendingPoints: sql<number>`"pendingPoints" + ${points}` })
    .where('id', '=', passengerId)
    .execute()
}

export type HeldPoints = {
  passengerId: string
  status: string
  heldPoints: number
  clearance: 'CONFIRMED' | 'REJECTED' | null
  clearedAt: string | null
  clearedBy: string | null
}

/** A ride's held cashback and how operations cleared it; undefined when there is no such ride. */
export async function findHeldPoints(db: Executor, rideId: string): Promise<HeldPoints | undefined> {
  const row = await db
    .selectFrom('rides')
    .select(['passengerId', 'status', 'pendingPoints', 'fareClearance', 'fareClearedAt', 'fareClearedBy'])
    .where('id', '=', rideId)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    passengerId: row.passengerId,
    status: row.status,
    heldPoints: toNumber(row.pendingPoints),
    clearance: row.fareClearance === 'CONFIRMED' || row.fareClearance === 'REJECTED' ? row.fareClearance : null,
    clearedAt: toIso(row.fareClearedAt),
    clearedBy: row.fareClearedBy ?? null,
  }
}

/**
 * Ends a hold: the ride records the outcome, the passenger's pending total drops, and a confirmed
 * fare's points join the balance. Only the first of two racing clearances matches (false for the other).
 */
export async function releaseHeldPoints(
  trx: Executor,
  hold: { rideId: string; passengerId: string; points: number; outcome: 'CONFIRMED' | 'REJECTED' },
  cleared: { at: string; by: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('rides')
    .set({ fareClearance: hold.outcome, fareClearedAt: cleared.at, fareClearedBy: cleared.by })
    .where('id', '=', hold.rideId)
    .where('pendingPoints', '=', hold.points)
    .where('fareClearance', 'is', null)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) return false
  const credited = hold.outcome === 'CONFIRMED' ? hold.points : 0
  await trx
    .updateTable('users')
    .set({
      pendingPoints: sql<number>`"pendingPoints" - ${hold.points}`,
      points: sql<number>`"points" + ${credited}`,
    })
    .where('id', '=', hold.passengerId)
    .execute()
  return true
}
