import { distanceMetres } from '#shared/ride-lifecycle/geo.ts'
import type { AlertKind, AlertResolution } from '#shared/schemas/operations-alerts.ts'
import {
  activeAlertsWithCause,
  assignedRidesToCheck,
  raiseRideAlert,
  resolveRideAlert,
  ridesInStatusSince,
  type AlertWithCause,
} from './alerts.queries.ts'
import type { LifecycleDeps } from './lifecycle-deps.ts'

/**
 * Issue 25's alerts that the clock raises, run by the sweep (every 5 s, on whichever instance):
 * a request with no accept, an assigned taxi that has not come closer, an arrival with no start, a
 * ride in progress for hours. DRIVER_SILENT is raised by the presence sweep, FARE_ABOVE_TARIFF at
 * completion and PROBLEM_DURING_RIDE with the problem report. Each once per ride and kind.
 */
export async function raiseClockAlerts(deps: Pick<LifecycleDeps, 'db' | 'now' | 'timeouts'>): Promise<number> {
  const now = deps.now()
  const at = now.toISOString()
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString()
  const { timeouts } = deps
  const rules: [AlertKind, string, number][] = [
    ['NO_ACCEPT', 'REQUESTED', timeouts.alertNoAcceptSeconds],
    ['ARRIVED_NO_START', 'ARRIVED', timeouts.alertArrivedNoStartSeconds],
    ['LONG_RIDE', 'IN_PROGRESS', timeouts.alertLongRideSeconds],
  ]
  let raised = 0
  for (const [kind, status, seconds] of rules) {
    for (const ride of await ridesInStatusSince(deps.db, status, before(seconds), kind)) {
      if (await raiseRideAlert(deps.db, { rideId: ride.id, kind, driverId: ride.driverId, at })) raised++
    }
  }
  for (const ride of await assignedRidesToCheck(deps.db, before(timeouts.alertNotApproachingSeconds))) {
    if (!isNotApproaching(ride)) continue
    const alert = { rideId: ride.id, kind: 'NOT_APPROACHING' as const, driverId: ride.driverId, at }
    if (await raiseRideAlert(deps.db, alert)) raised++
  }
  return raised
}

/** Within this of where it started, a taxi has not "come closer" (GPS noise on a parked car). */
const APPROACH_MARGIN_METRES = 50

/**
 * Whether the assigned taxi is no closer to the pickup than when it was offered the ride. A taxi with
 * no position known counts as not approaching; a ride with no pickup position is not judged.
 */
export function isNotApproaching(ride: {
  pickupLat: number | string | null
  pickupLng: number | string | null
  lat: number | string | null
  lng: number | string | null
  offeredDistanceMetres: number | string
}): boolean {
  if (ride.pickupLat === null || ride.pickupLng === null) return false
  if (ride.lat === null || ride.lng === null) return true
  const now = distanceMetres(
    { lat: Number(ride.lat), lng: Number(ride.lng) },
    { lat: Number(ride.pickupLat), lng: Number(ride.pickupLng) },
  )
  return now > Number(ride.offeredDistanceMetres) - APPROACH_MARGIN_METRES
}

/** The ride's status an alert's cause ends in, as the reason it closed ("the ride was cancelled"). */
const MOVED_TO: Record<string, AlertResolution> = {
  REQUESTED: 'RIDE_REQUESTED',
  ASSIGNED: 'RIDE_ASSIGNED',
  ARRIVED: 'RIDE_ARRIVED',
  IN_PROGRESS: 'RIDE_STARTED',
  COMPLETED: 'RIDE_COMPLETED',
  CANCELLED: 'RIDE_CANCELLED',
  EXPIRED: 'RIDE_EXPIRED',
}
/** The status each status-bound rule's cause lives in. */
const CAUSE_STATUS: Partial<Record<AlertKind, string>> = {
  NO_ACCEPT: 'REQUESTED',
  NOT_APPROACHING: 'ASSIGNED',
  ARRIVED_NO_START: 'ARRIVED',
  LONG_RIDE: 'IN_PROGRESS',
}
const ON_THE_RIDE = ['ASSIGNED', 'ARRIVED', 'IN_PROGRESS']

/**
 * Why an alert's cause has ended, or null while it holds (decision 071): every rule ends when the
 * ride leaves the status it was raised in (completed, cancelled, expired, accepted, started…) or
 * another taxi takes it; NOT_APPROACHING also when the taxi came closer, DRIVER_SILENT when the
 * driver reports a position after the alert, FARE_ABOVE_TARIFF when operations cleared the fare,
 * PROBLEM_DURING_RIDE when no problem report on the ride is open any more.
 */
export function endOfCause(alert: AlertWithCause): AlertResolution | null {
  const kind = alert.kind as AlertKind
  const status = alert.rideStatus
  if (!status) return 'RIDE_GONE'
  const moved = MOVED_TO[status] ?? 'RIDE_COMPLETED'
  const causeStatus = CAUSE_STATUS[kind]
  if (causeStatus && status !== causeStatus) return moved
  if (kind === 'DRIVER_SILENT' && !ON_THE_RIDE.includes(status)) return moved
  const driverBound = causeStatus || kind === 'DRIVER_SILENT'
  if (driverBound && alert.driverId && alert.rideDriverId !== alert.driverId) return 'DRIVER_CHANGED'
  if (kind === 'NOT_APPROACHING' && alert.offeredDistanceMetres !== null) {
    const ride = { ...alert, offeredDistanceMetres: alert.offeredDistanceMetres }
    if (!isNotApproaching(ride)) return 'DRIVER_APPROACHING'
  }
  if (kind === 'DRIVER_SILENT' && Number(alert.positionAtMs ?? 0) >= new Date(alert.raisedAt).getTime())
    return 'DRIVER_REPORTING'
  if (kind === 'FARE_ABOVE_TARIFF' && alert.fareClearance) return 'FARE_CLEARED'
  if (kind === 'PROBLEM_DURING_RIDE' && !alert.hasOpenReport) return 'REPORT_ANSWERED'
  return null
}

/**
 * Closes, on each sweep, the alerts whose cause has ended, with the reason (issue 30: alerts on
 * cancelled and expired rides stayed open for half an hour). Returns how many it closed.
 */
export async function closeEndedAlerts(deps: Pick<LifecycleDeps, 'db' | 'now'>): Promise<number> {
  const at = deps.now().toISOString()
  let closed = 0
  for (const alert of await activeAlertsWithCause(deps.db)) {
    const resolution = endOfCause(alert)
    if (resolution && (await resolveRideAlert(deps.db, alert, resolution, at))) closed++
  }
  return closed
}

/** Offered to other features (through this feature's index.ts): the owner answers, its queries stay its own. */
export { raiseRideAlert } from './alerts.queries.ts'
