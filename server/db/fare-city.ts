import type { ExpressionBuilder } from 'kysely'
import type { Database } from './schema.ts'

/**
 * The city a ride's fare is checked in: its own, else its driver's, else its passenger's
 * (docs/tariffs.md). coalesce() stops at the first city it has: a ride that records its city costs
 * no user lookup.
 */
export function fareCityOf(eb: ExpressionBuilder<Database, 'rides'>) {
  return eb.fn.coalesce(
    'rides.city',
    eb.selectFrom('users').select('users.city').whereRef('users.id', '=', 'rides.driverId'),
    eb.selectFrom('users').select('users.city').whereRef('users.id', '=', 'rides.passengerId'),
  )
}
