import { cancellationFeeKurus } from '#shared/ride-lifecycle/rules.ts'
import { cancellationTarget, canTransition, type RideState } from '#shared/ride-lifecycle/state-machine.ts'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import type { Lang } from '#shared/routes.ts'
import { formatLira } from '#shared/format.ts'
import { offerRide } from './dispatch.service.ts'
import { driverTopic, publish, publishStatus, type Caller, type LifecycleDeps } from './lifecycle-deps.ts'
import { closeOpenOffers, setOfferStatus } from './offers.queries.ts'
import { releaseDriver } from './presence.queries.ts'
import { RideError, illegalTransition } from './ride-errors.ts'
import { loadRideFor, toRideDetail } from './ride-detail.service.ts'
import { setRatingOnce } from './ride-end.queries.ts'
import { addRating, applyTransition, getRideRow } from './rides-lifecycle.queries.ts'
import type { RideRow } from '#server/db/schema.ts'
import type { Executor } from '#server/db/database.ts'

/** Written in the transaction of a move by operations (the audit log entry), so both are saved or neither. */
export type InTransaction = (trx: Executor, move: { from: string; to: string; at: string }) => Promise<void>

/**
 * Cancel. A passenger's cancellation is free while REQUESTED and for 2 minutes after assignment,
 * then costs the city's fee (`expectedFeeKurus` guards against a fee the passenger was not shown).
 * A driver's cancellation before the trip sends the request back to other drivers; it never
 * charges the passenger. Operations can cancel any ride under way (never charged), `alsoWrite`
 * recording their audit entry in the same transaction.
 */
export async function cancelRide(
  deps: LifecycleDeps,
  caller: Caller,
  rideId: string,
  input: { reason: string; expectedFeeKurus?: number; alsoWrite?: InTransaction },
  lang: Lang = 'tr',
): Promise<RideDetail> {
  const ride = await loadRideFor(deps.db, caller, rideId)
  const to = cancellationTarget(ride.status, caller.actor)
  if (!to) throw illegalTransition(ride.status)
  const now = deps.now()
  const feeKurus = cancellationFeeKurus({
    status: ride.status,
    actor: caller.actor,
    assignedAt: ride.assignedAt ?? null,
    now,
    city: ride.city ?? null,
  })
  if (input.expectedFeeKurus !== undefined && input.expectedFeeKurus !== feeKurus) {
    throw new RideError(409, 'CANCELLATION_FEE_CHANGED', 'feeChanged', { fee: formatLira(feeKurus, lang) })
  }
  return moveAwayFromDriver(deps, caller, ride, to, { reason: input.reason, feeKurus, alsoWrite: input.alsoWrite })
}

/**
 * Operations take a ride back from its driver (ASSIGNED → REQUESTED, issue 25): as when a driver
 * gives a ride up, the driver is released and not offered it again, and the request goes to the
 * other drivers at once. The conditional UPDATE holds only while the ride still has that driver
 * and status, so a driver's own move at the same moment wins or loses cleanly (409).
 */
export async function takeRideBack(
  deps: LifecycleDeps,
  caller: Caller,
  rideId: string,
  input: { reason: string; alsoWrite?: InTransaction },
): Promise<RideDetail> {
  const ride = await loadRideFor(deps.db, caller, rideId)
  if (caller.actor !== 'operations' || !canTransition(ride.status, 'REQUESTED', 'operations'))
    throw illegalTransition(ride.status)
  return moveAwayFromDriver(deps, caller, ride, 'REQUESTED', {
    reason: input.reason,
    feeKurus: 0,
    alsoWrite: input.alsoWrite,
  })
}

/** A cancellation, or a ride back to REQUESTED: one conditional move, the driver released, offers closed, streams told. */
async function moveAwayFromDriver(
  deps: LifecycleDeps,
  caller: Caller,
  ride: RideRow,
  to: RideState,
  input: { reason: string; feeKurus: number; alsoWrite?: InTransaction },
): Promise<RideDetail> {
  const rideId = ride.id
  const at = deps.now().toISOString()
  const closed = await deps.db.transaction().execute(async (trx) => {
    const moved = await applyTransition(trx, {
      rideId,
      from: ride.status,
      to,
      actor: caller.actor,
      actorId: caller.id,
      reason: input.reason,
      at,
      driverId: ride.driverId,
      set:
        to === 'REQUESTED'
          ? { driverId: null, assignedAt: null }
          : { cancelledBy: caller.actor, cancelReason: input.reason, cancellationFeeKurus: input.feeKurus },
    })
    if (!moved) return null
    if (ride.driverId) {
      await releaseDriver(trx, ride.driverId, rideId)
      // the driver who gave the ride up (or had it taken back) is not offered it again
      if (to === 'REQUESTED') await setOfferStatus(trx, rideId, ride.driverId, 'DECLINED')
    }
    await input.alsoWrite?.(trx, { from: ride.status, to, at })
    return closeOpenOffers(trx, rideId, 'WITHDRAWN')
  })
  if (!closed) throw illegalTransition((await getRideRow(deps.db, rideId))?.status ?? ride.status)
  publishStatus(deps, { rideId, from: ride.status, to, actor: caller.actor, at })
  for (const driverId of closed)
    publish(deps, driverTopic(driverId), { type: 'offer-closed', rideId, reason: 'WITHDRAWN' })
  if (to === 'REQUESTED') await offerRide(deps, rideId)
  return toRideDetail(deps, caller, (await getRideRow(deps.db, rideId))!)
}

/**
 * Rate the other person 1–5 once the ride is completed: the passenger rates the driver, the
 * driver the passenger. Each side rates once; the rated user's average moves in the same transaction.
 */
export async function rateRide(
  deps: LifecycleDeps,
  caller: Caller,
  rideId: string,
  input: { rating: number; comment?: string },
): Promise<RideDetail> {
  if (caller.actor === 'operations') throw new RideError(403, 'FORBIDDEN', 'passengerOnly')
  const ride = await loadRideFor(deps.db, caller, rideId)
  if (ride.status !== 'COMPLETED') throw new RideError(409, 'RIDE_NOT_RATEABLE', 'notRateable')
  const byPassenger = caller.actor === 'passenger'
  const column = byPassenger ? 'ratingForDriver' : 'ratingForPassenger'
  const rated = byPassenger ? ride.driverId : ride.passengerId
  if (!rated) throw new RideError(409, 'RIDE_NOT_RATEABLE', 'notRateable')
  const done = await deps.db.transaction().execute(async (trx) => {
    if (!(await setRatingOnce(trx, rideId, column, input.rating, input.comment || null))) return false
    await addRating(trx, rated, input.rating)
    return true
  })
  if (!done) throw new RideError(409, 'ALREADY_RATED', 'alreadyRated')
  return toRideDetail(deps, caller, (await getRideRow(deps.db, rideId))!)
}
