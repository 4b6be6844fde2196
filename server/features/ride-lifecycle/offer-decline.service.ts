import { offerRide } from './dispatch.service.ts'
import { driverTopic, publish, type LifecycleDeps } from './lifecycle-deps.ts'
import { declineLiveOffer } from './offers.queries.ts'
import { RideError, illegalTransition } from './ride-errors.ts'
import { requireActiveDriver } from './ride-steps.service.ts'
import { getRideRow } from './rides-lifecycle.queries.ts'

/**
 * A driver declines an open offer (decision 054): the offer closes as DECLINED and the ride goes
 * at once to the next nearest driver instead of waiting for the offer's 30 s. A declined driver is
 * never offered that ride again, even after its driver cancels (offeredDriverIds); a new request
 * is a new ride and may reach them. Declining twice is answered like the first time. The driver's
 * other screens (a second tab, the app) are told, so none keeps showing the offer.
 */
export async function declineOffer(deps: LifecycleDeps, driverId: string, rideId: string): Promise<void> {
  await requireActiveDriver(deps, driverId)
  const ride = await getRideRow(deps.db, rideId)
  if (!ride) throw new RideError(404, 'RIDE_NOT_FOUND', 'notFound')
  const result = await declineLiveOffer(deps.db, rideId, driverId, deps.now().toISOString())
  if (result === 'none') {
    if (ride.status !== 'REQUESTED') {
      throw ride.status === 'ASSIGNED' || ride.status === 'ARRIVED' || ride.status === 'IN_PROGRESS'
        ? new RideError(409, 'RIDE_ALREADY_TAKEN', 'alreadyTaken')
        : illegalTransition(ride.status)
    }
    throw new RideError(409, 'NO_OFFER', 'noOffer')
  }
  if (result !== 'declined') return
  publish(deps, driverTopic(driverId), { type: 'offer-closed', rideId, reason: 'DECLINED' })
  await offerRide(deps, rideId)
}
