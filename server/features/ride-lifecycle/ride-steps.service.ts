import { canTransition } from '#shared/ride-lifecycle/state-machine.ts'
import type { CompleteRide, RideDetail } from '#shared/schemas/rides-api.ts'
import { cashbackAtCompletion } from './cashback.service.ts'
import { driverTopic, publish, publishStatus, type LifecycleDeps } from './lifecycle-deps.ts'
import { closeOpenOffers, findLiveOffer, setOfferStatus } from './offers.queries.ts'
import { claimDriver, getDriverAccess, releaseDriver } from './presence.queries.ts'
import { RideError, illegalTransition } from './ride-errors.ts'
import { loadRideFor, toRideDetail } from './ride-detail.service.ts'
import { addCompletionCounters, applyTransition, getRideRow } from './rides-lifecycle.queries.ts'
import type { RideRow } from '#server/db/schema.ts'

/** Refusals common to every driver move: verified, online. */
export async function requireActiveDriver(deps: LifecycleDeps, driverId: string) {
  const access = await getDriverAccess(deps.db, driverId)
  if (!access.isDriver) throw new RideError(403, 'DRIVER_ONLY', 'driverOnly')
  if (!access.isVerified) throw new RideError(403, 'DRIVER_NOT_VERIFIED', 'driverNotVerified')
  if (!access.isOnline) throw new RideError(409, 'DRIVER_OFFLINE', 'driverOffline')
  return access
}

/**
 * A driver accepts an offered request. First one wins: the UPDATE only matches while the ride is
 * still REQUESTED, so of two drivers accepting at once one gets 200 and the other 409.
 */
export async function acceptRide(deps: LifecycleDeps, driverId: string, rideId: string): Promise<RideDetail> {
  const access = await requireActiveDriver(deps, driverId)
  if (access.activeRideId) throw new RideError(409, 'DRIVER_BUSY', 'driverBusy')
  const ride = await getRideRow(deps.db, rideId)
  if (!ride) throw new RideError(404, 'RIDE_NOT_FOUND', 'notFound')
  refuseUnlessRequested(ride.status)
  const at = deps.now().toISOString()
  if (!(await findLiveOffer(deps.db, rideId, driverId, at))) {
    // Another driver may have won between the status read and this one (their accept withdrew
    // our offer): the loser of a race is told the ride is taken, not that they had no offer.
    refuseUnlessRequested((await getRideRow(deps.db, rideId))?.status ?? 'REQUESTED')
    throw new RideError(409, 'NO_OFFER', 'noOffer')
  }
  const withdrawn = await deps.db.transaction().execute(async (trx) => {
    const moved = await applyTransition(trx, {
      rideId,
      from: 'REQUESTED',
      to: 'ASSIGNED',
      actor: 'driver',
      actorId: driverId,
      reason: null,
      at,
      driverId: null,
      set: { driverId, assignedAt: at },
    })
    if (!moved) throw new RideError(409, 'RIDE_ALREADY_TAKEN', 'alreadyTaken')
    // Rolls the assignment back if this driver took another ride in the meantime.
    if (!(await claimDriver(trx, driverId, rideId))) throw new RideError(409, 'DRIVER_BUSY', 'driverBusy')
    await setOfferStatus(trx, rideId, driverId, 'ACCEPTED')
    return closeOpenOffers(trx, rideId, 'WITHDRAWN', driverId)
  })
  publishStatus(deps, { rideId, from: 'REQUESTED', to: 'ASSIGNED', actor: 'driver', at })
  for (const other of withdrawn) publish(deps, driverTopic(other), { type: 'offer-closed', rideId, reason: 'TAKEN' })
  return toRideDetail(deps, { id: driverId, actor: 'driver' }, (await getRideRow(deps.db, rideId))!)
}

/** A ride no longer waiting: taken by a driver (409 RIDE_ALREADY_TAKEN) or ended (409 ILLEGAL_TRANSITION). */
function refuseUnlessRequested(status: RideRow['status']) {
  if (status === 'REQUESTED') return
  throw status === 'ASSIGNED' || status === 'ARRIVED' || status === 'IN_PROGRESS'
    ? new RideError(409, 'RIDE_ALREADY_TAKEN', 'alreadyTaken')
    : illegalTransition(status)
}

/** ASSIGNED → ARRIVED and ARRIVED → IN_PROGRESS, by the ride's own driver. */
export async function advanceRide(
  deps: LifecycleDeps,
  driverId: string,
  rideId: string,
  to: 'ARRIVED' | 'IN_PROGRESS',
): Promise<RideDetail> {
  await requireActiveDriver(deps, driverId)
  const caller = { id: driverId, actor: 'driver' } as const
  const ride = await loadRideFor(deps.db, caller, rideId)
  if (!canTransition(ride.status, to, 'driver')) throw illegalTransition(ride.status)
  const at = deps.now().toISOString()
  const moved = await deps.db.transaction().execute((trx) =>
    applyTransition(trx, {
      rideId,
      from: ride.status,
      to,
      actor: 'driver',
      actorId: driverId,
      reason: null,
      at,
      driverId,
    }),
  )
  if (!moved) throw illegalTransition((await getRideRow(deps.db, rideId))?.status ?? ride.status)
  publishStatus(deps, { rideId, from: ride.status, to, actor: 'driver', at })
  return toRideDetail(deps, caller, (await getRideRow(deps.db, rideId))!)
}

/**
 * IN_PROGRESS → COMPLETED with the metered fare and the tolls paid on the way (their own column:
 * no cashback or commission on them). In the same transaction: both users' total rides and the
 * passenger's cashback (held for operations when the fare is above the tariff). A retried
 * completion finds the ride COMPLETED by this driver and answers with it, counting nothing twice.
 */
export async function completeRide(
  deps: LifecycleDeps,
  driverId: string,
  rideId: string,
  meter: CompleteRide,
): Promise<RideDetail> {
  const caller = { id: driverId, actor: 'driver' } as const
  const ride = await loadRideFor(deps.db, caller, rideId)
  if (ride.status === 'COMPLETED') return toRideDetail(deps, caller, ride)
  await requireActiveDriver(deps, driverId)
  if (!canTransition(ride.status, 'COMPLETED', 'driver')) throw illegalTransition(ride.status)
  const fareKurus = Math.round(meter.fareLira * 100)
  const at = deps.now().toISOString()
  const moved = await deps.db.transaction().execute(async (trx) => {
    const done = await applyTransition(trx, {
      rideId,
      from: 'IN_PROGRESS',
      to: 'COMPLETED',
      actor: 'driver',
      actorId: driverId,
      reason: null,
      at,
      driverId,
      set: {
        fareKurus,
        tollsKurus: meter.tollsKurus ?? 0,
        distanceMetres: meter.distanceMetres,
        durationSeconds: meter.durationSeconds,
      },
    })
    if (!done) return false
    const meterFacts = { fareKurus, distanceMetres: meter.distanceMetres, durationSeconds: meter.durationSeconds }
    const earned = await cashbackAtCompletion(trx, ride, meterFacts, { driverId, at })
    await addCompletionCounters(trx, { passengerId: ride.passengerId, driverId }, earned)
    await releaseDriver(trx, driverId, rideId)
    return true
  })
  const after = (await getRideRow(deps.db, rideId))!
  if (!moved && after.status !== 'COMPLETED') throw illegalTransition(after.status)
  if (moved) publishStatus(deps, { rideId, from: 'IN_PROGRESS', to: 'COMPLETED', actor: 'driver', at })
  return toRideDetail(deps, caller, after)
}
