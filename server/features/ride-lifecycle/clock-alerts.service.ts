import { distanceMetres } from '#shared/ride-lifecycle/geo.ts'
import type { AlertKind } from '#shared/schemas/operations-alerts.ts'
import { assignedRidesToCheck, raiseRideAlert, ridesInStatusSince } from './alerts.queries.ts'
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
function isNotApproaching(ride: {
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
