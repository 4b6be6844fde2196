import { randomUUID } from 'node:crypto'
import { canTransition, isRideState, type RideActor, type RideState } from '#shared/ride-lifecycle/state-machine.ts'
import type { LifecycleDeps } from './lifecycle-deps.ts'
import { applyTransition, insertRequestedRide } from './rides-lifecycle.queries.ts'

export type RecordedRide = {
  passengerId: string
  driverId: string | null
  status: RideState
  fareKurus: number
  distanceMetres: number
  durationSeconds: number
  pickupAddress: string
  /** null: no destination was given (decision 054). */
  dropoffAddress: string | null
  createdAt: string
  cancellationFeeKurus?: number
  /** Tolls paid on a COMPLETED ride, on top of the fare. */
  tollsKurus?: number
  city?: string | null
}

/** The path a ride takes to each status, and who makes each step. */
const PATH: { to: RideState; actor: RideActor }[] = [
  { to: 'ASSIGNED', actor: 'driver' },
  { to: 'ARRIVED', actor: 'driver' },
  { to: 'IN_PROGRESS', actor: 'driver' },
  { to: 'COMPLETED', actor: 'driver' },
]
const STEP_MS = 60_000

export class RecordRideError extends Error {}

/**
 * Operations record a ride that happened outside the apps (a phone booking, an import, a test
 * fixture): it is walked through the state machine from REQUESTED, one event per step a minute
 * apart, in one transaction. Offers, presence and completion counters are not involved: a
 * recorded ride is history, not dispatch.
 */
export async function recordRide(deps: Pick<LifecycleDeps, 'db'>, ride: RecordedRide): Promise<string> {
  if (!isRideState(ride.status)) throw new RecordRideError(`Unknown status ${ride.status}.`)
  const needsDriver =
    !['REQUESTED', 'EXPIRED'].includes(ride.status) && !(ride.status === 'CANCELLED' && !ride.driverId)
  if (needsDriver && !ride.driverId) throw new RecordRideError(`A ${ride.status} ride needs a driver.`)
  const steps = stepsTo(ride.status, ride.driverId !== null)
  const id = randomUUID()
  const start = new Date(ride.createdAt).getTime()
  await deps.db.transaction().execute(async (trx) => {
    await insertRequestedRide(
      trx,
      {
        id,
        passengerId: ride.passengerId,
        city: ride.city ?? null,
        paymentMethod: null,
        pickup: { address: ride.pickupAddress, lat: null, lng: null },
        dropoff: ride.dropoffAddress === null ? null : { address: ride.dropoffAddress, lat: null, lng: null },
        idempotencyKey: null,
        requestHash: null,
        at: new Date(start).toISOString(),
      },
      'passenger',
      ride.passengerId,
    )
    let from: RideState = 'REQUESTED'
    for (const [i, step] of steps.entries()) {
      if (!canTransition(from, step.to, step.actor))
        throw new RecordRideError(`${from} → ${step.to} is not a legal move.`)
      const at = new Date(start + (i + 1) * STEP_MS).toISOString()
      const isLast = i === steps.length - 1
      await applyTransition(trx, {
        rideId: id,
        from,
        to: step.to,
        actor: step.actor,
        actorId: step.actor === 'driver' ? ride.driverId : null,
        reason: 'recorded by operations',
        at,
        set: {
          ...(step.to === 'ASSIGNED' ? { driverId: ride.driverId, assignedAt: at } : {}),
          ...(isLast
            ? { fareKurus: ride.fareKurus, distanceMetres: ride.distanceMetres, durationSeconds: ride.durationSeconds }
            : {}),
          ...(step.to === 'COMPLETED' ? { tollsKurus: ride.tollsKurus ?? 0 } : {}),
          ...(step.to === 'CANCELLED'
            ? {
                cancelledBy: step.actor,
                cancelReason: 'recorded by operations',
                cancellationFeeKurus: ride.cancellationFeeKurus ?? 0,
              }
            : {}),
        },
      })
      from = step.to
    }
  })
  return id
}

function stepsTo(status: RideState, hasDriver: boolean): { to: RideState; actor: RideActor }[] {
  if (status === 'REQUESTED') return []
  if (status === 'EXPIRED') return [{ to: 'EXPIRED', actor: 'system' }]
  if (status === 'CANCELLED') {
    return hasDriver ? [PATH[0]!, { to: 'CANCELLED', actor: 'passenger' }] : [{ to: 'CANCELLED', actor: 'passenger' }]
  }
  return PATH.slice(0, PATH.findIndex((s) => s.to === status) + 1)
}
