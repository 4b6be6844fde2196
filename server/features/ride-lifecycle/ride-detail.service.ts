import { cancellationFeeKurus, FREE_CANCELLATION_MS_AFTER_ASSIGNMENT } from '#shared/ride-lifecycle/rules.ts'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import { type Executor, toIso, toNumber } from '#server/db/database.ts'
import type { RideRow } from '#server/db/schema.ts'
import { actorOfCaller, authorize } from '#server/policy/authorize.ts'
import type { Caller, LifecycleDeps } from './lifecycle-deps.ts'
import { lastInitial, passengerExtras } from './passenger-view.service.ts'
import { RideError } from './ride-errors.ts'
import { fullNamesOf, getRideParticipants, getRideRow, listRideEvents } from './rides-lifecycle.queries.ts'

/** The ride if the caller is on it (or is operations); 404 otherwise, so ids reveal nothing. */
export async function loadRideFor(db: Executor, caller: Caller, rideId: string): Promise<RideRow> {
  const ride = await getRideRow(db, rideId)
  const isTheirs =
    ride &&
    authorize(actorOfCaller(caller), 'read', { type: 'ride', passengerId: ride.passengerId, driverId: ride.driverId })
      .allowed
  if (!ride || !isTheirs) throw new RideError(404, 'RIDE_NOT_FOUND', 'notFound')
  return ride
}

/** `GET /api/v1/rides/:id`: the ride, its people once assigned, its timeline, the fee a cancellation would cost now. */
export async function getRideDetail(deps: LifecycleDeps, caller: Caller, rideId: string): Promise<RideDetail> {
  const ride = await loadRideFor(deps.db, caller, rideId)
  return toRideDetail(deps, caller, ride)
}

const num = (v: number | string | null) => (v === null ? null : toNumber(v))
const rating = (value: number | string | null, comment: string | null) =>
  value === null ? null : { rating: toNumber(value), comment }

/**
 * The timeline as the caller may see it: operations see which staff member made each step of
 * operations (issue 25); passengers and drivers never see who, nor any id.
 */
async function withStaffNames(
  db: Executor,
  caller: Caller,
  events: Awaited<ReturnType<typeof listRideEvents>>,
): Promise<RideDetail['timeline']> {
  const staffIds =
    caller.actor === 'operations'
      ? [...new Set(events.filter((e) => e.actor === 'operations' && e.actorId).map((e) => e.actorId!))]
      : []
  const names = await fullNamesOf(db, staffIds)
  return events.map(({ actorId, ...event }) => {
    const staffName = event.actor === 'operations' && actorId ? names.get(actorId) : undefined
    return staffName ? { ...event, staffName } : event
  })
}

export async function toRideDetail(
  deps: Pick<LifecycleDeps, 'db' | 'now'>,
  caller: Caller,
  ride: RideRow,
): Promise<RideDetail> {
  const isPassenger = caller.actor === 'passenger'
  const [{ passenger, driver }, events, extras] = await Promise.all([
    getRideParticipants(deps.db, ride.passengerId, ride.driverId),
    listRideEvents(deps.db, ride.id),
    isPassenger ? passengerExtras(deps.db, ride, deps.now()) : null,
  ])
  const timeline = await withStaffNames(deps.db, caller, events)
  const assignedAt = toIso(ride.assignedAt ?? null)
  const now = deps.now()
  const actor = caller.actor === 'operations' ? 'passenger' : caller.actor
  const feeNow = cancellationFeeKurus({ status: ride.status, actor, assignedAt, now, city: ride.city })
  const freeUntil =
    actor === 'passenger' && assignedAt && (ride.status === 'ASSIGNED' || ride.status === 'ARRIVED')
      ? new Date(new Date(assignedAt).getTime() + FREE_CANCELLATION_MS_AFTER_ASSIGNMENT).toISOString()
      : null
  return {
    id: ride.id,
    status: ride.status,
    city: ride.city ?? null,
    paymentMethod: (ride.paymentMethod ?? null) as RideDetail['paymentMethod'],
    pickup: { address: ride.pickupAddress, lat: num(ride.pickupLat ?? null), lng: num(ride.pickupLng ?? null) },
    dropoff:
      ride.dropoffAddress === null
        ? null
        : { address: ride.dropoffAddress, lat: num(ride.dropoffLat ?? null), lng: num(ride.dropoffLng ?? null) },
    createdAt: toIso(ride.createdAt),
    assignedAt,
    driver: driver
      ? {
          firstName: driver.firstName,
          // a passenger sees the first name and the initial only (issue 23)
          lastName: isPassenger ? lastInitial(driver.lastName) : driver.lastName,
          ratingCenti: num(driver.ratingCenti),
          vehicle: {
            brand: driver.vehicleBrand,
            model: driver.vehicleModel,
            color: driver.vehicleColor,
            plate: driver.vehiclePlate,
          },
        }
      : null,
    passenger: { firstName: passenger?.firstName ?? '', ratingCenti: num(passenger?.ratingCenti ?? null) },
    fareKurus: toNumber(ride.fareKurus),
    tollsKurus: toNumber(ride.tollsKurus),
    distanceMetres: toNumber(ride.distanceMetres),
    durationSeconds: toNumber(ride.durationSeconds),
    cancellationFee: { amountKurus: feeNow, freeUntil },
    cancellation:
      ride.status === 'CANCELLED'
        ? {
            by: ride.cancelledBy ?? 'unknown',
            reason: ride.cancelReason ?? null,
            feeKurus: toNumber(ride.cancellationFeeKurus),
          }
        : null,
    ratingForDriver: rating(ride.ratingForDriver ?? null, ride.ratingForDriverComment ?? null),
    ratingForPassenger: rating(ride.ratingForPassenger ?? null, ride.ratingForPassengerComment ?? null),
    isFlagged: ride.flaggedAt != null,
    timeline,
    ...(extras ?? {}),
  }
}

/** Offered to other features (through this feature's index.ts): the owner answers, its queries stay its own. */
export { findActiveRideIdsOfPassengers, getRideRow } from './rides-lifecycle.queries.ts'
