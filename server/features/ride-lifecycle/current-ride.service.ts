import type { RideDetail } from '#shared/schemas/rides-api.ts'
import type { Caller, LifecycleDeps } from './lifecycle-deps.ts'
import { findOpenRideOf, findUnratedCompletedRide } from './current-ride.queries.ts'
import { RideError } from './ride-errors.ts'
import { toRideDetail } from './ride-detail.service.ts'

/** How long after completion a reload still returns to the rating screen. */
export const CURRENT_RIDE_RATING_WINDOW_MS = 30 * 60_000

/**
 * `GET /api/v1/rides/current`: the caller's ride under way; else their newest ride completed in
 * the last 30 minutes that they have not rated (a reload after completion returns to rating);
 * else null. The server holds the state, so every tab and reload lands on the same screen.
 */
export async function getCurrentRide(deps: LifecycleDeps, caller: Caller): Promise<{ ride: RideDetail | null }> {
  if (caller.actor === 'operations') throw new RideError(403, 'PASSENGER_ONLY', 'passengerOnly')
  const side = caller.actor === 'passenger' ? 'passengerId' : 'driverId'
  const since = new Date(deps.now().getTime() - CURRENT_RIDE_RATING_WINDOW_MS).toISOString()
  const ride =
    (await findOpenRideOf(deps.db, side, caller.id)) ??
    (await findUnratedCompletedRide(deps.db, side, caller.id, since))
  return { ride: ride ? await toRideDetail(deps, caller, ride) : null }
}

/** Offered to other features (through this feature's index.ts): the owner answers, its queries stay its own. */
export { findDriverPosition } from './current-ride.queries.ts'
