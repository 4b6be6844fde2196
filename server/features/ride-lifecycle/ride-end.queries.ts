import type { Executor } from '#server/db/database.ts'
/** Which side of a completed ride a rating is for: the passenger rates the driver, the driver the passenger. */
export type RatingColumn = 'ratingForDriver' | 'ratingForPassenger'

/**
 * Writes one side's rating (and comment) on a ride, only if that side has not rated yet.
 * Returns false when the rating was already there, so a second rating never overwrites the first.
 */
export async function setRatingOnce(
  trx: Executor,
  rideId: string,
  column: RatingColumn,
  rating: number,
  comment: string | null,
): Promise<boolean> {
  const commentColumn = column === 'ratingForDriver' ? 'ratingForDriverComment' : 'ratingForPassengerComment'
  const result = await trx
    .updateTable('rides')
    .set({ [column]: rating, [commentColumn]: comment })
    .where('id', '=', rideId)
    .where(column, 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
