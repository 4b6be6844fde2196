import { cashbackPoints } from '#shared/ride-lifecycle/rules.ts'
import type { ClearFare, HeldCashback } from '#shared/schemas/held-cashback.ts'
import { checkRideFare } from '#shared/tariffs/fare-check.ts'
import { recordStaffAction } from '#server/core/audit/staff-actions.queries.ts'
import type { Db, Executor } from '#server/db/database.ts'
import { toIso } from '#server/db/database.ts'
import type { RideRow } from '#server/db/schema.ts'
import { fareCityOfRide, findHeldPoints, holdPoints, releaseHeldPoints, type HeldPoints } from './cashback.queries.ts'
import { raiseRideAlert } from './alerts.queries.ts'
import { RideError } from './ride-errors.ts'

/**
 * The passenger's cashback for a ride completing now, in its transaction: one point per full 10 lira
 * (`cashbackPoints`). A fare the tariff check calls "above" (docs/tariffs.md) earns nothing yet: its
 * points are held on the ride and in the passenger's pending total until operations clear the fare
 * (`clearHeldCashback`), and raises a FARE_ABOVE_TARIFF alert for operations. Returns the points
 * earned now, for the completion counters.
 */
export async function cashbackAtCompletion(
  trx: Executor,
  ride: Pick<RideRow, 'id' | 'passengerId' | 'createdAt'>,
  meter: { fareKurus: number; distanceMetres: number; durationSeconds: number },
  completion: { driverId: string; at: string },
): Promise<number> {
  const points = cashbackPoints(meter.fareKurus)
  const city = await fareCityOfRide(trx, ride.id)
  const check = checkRideFare({ ...meter, createdAt: toIso(ride.createdAt)!, city })
  if (check.status !== 'above') return points
  // operations see the fare in their queue (issue 25), whatever the points
  await raiseRideAlert(trx, {
    rideId: ride.id,
    kind: 'FARE_ABOVE_TARIFF',
    driverId: completion.driverId,
    at: completion.at,
  })
  if (points === 0) return 0
  await holdPoints(trx, ride.id, ride.passengerId, points)
  return 0
}

function toHeldCashback(rideId: string, held: HeldPoints): HeldCashback {
  const { heldPoints, clearance, clearedAt, clearedBy } = held
  return { rideId, heldPoints, isWaiting: heldPoints > 0 && !clearance, clearance, clearedAt, clearedBy }
}

/** A ride's held cashback (operations), 404 when there is no such ride. */
export async function getHeldCashback(db: Db, rideId: string): Promise<HeldCashback> {
  const held = await findHeldPoints(db, rideId)
  if (!held) throw new RideError(404, 'RIDE_NOT_FOUND', 'notFound')
  return toHeldCashback(rideId, held)
}

/**
 * Operations clear a held fare: CONFIRMED credits the held points to the passenger's balance,
 * REJECTED drops them. Once per ride (409 NO_POINTS_HELD otherwise, also for the loser of two
 * racing clearances); the outcome, the points and the note go to the audit log in the same
 * transaction. `staffId` is the staff member, or `cli` for the operations CLI.
 */
export async function clearHeldCashback(
  deps: { db: Db; now: () => Date },
  staffId: string,
  rideId: string,
  input: ClearFare,
): Promise<HeldCashback> {
  const held = await findHeldPoints(deps.db, rideId)
  if (!held) throw new RideError(404, 'RIDE_NOT_FOUND', 'notFound')
  if (held.heldPoints === 0 || held.clearance) throw new RideError(409, 'NO_POINTS_HELD', 'noPointsHeld')
  const now = deps.now()
  const points = held.heldPoints
  const done = await deps.db.transaction().execute(async (trx) => {
    const cleared = { at: now.toISOString(), by: staffId }
    const hold = { rideId, passengerId: held.passengerId, points, outcome: input.outcome }
    if (!(await releaseHeldPoints(trx, hold, cleared))) return false
    await recordStaffAction(
      trx,
      {
        actorId: staffId,
        action: input.outcome === 'CONFIRMED' ? 'ride.fare_confirm' : 'ride.fare_reject',
        recordType: 'ride',
        recordId: rideId,
        before: { heldPoints: points },
        after: { outcome: input.outcome, creditedPoints: input.outcome === 'CONFIRMED' ? points : 0, note: input.note },
      },
      now,
    )
    return true
  })
  if (!done) throw new RideError(409, 'NO_POINTS_HELD', 'noPointsHeld')
  const after = (await findHeldPoints(deps.db, rideId))!
  return toHeldCashback(rideId, after)
}
