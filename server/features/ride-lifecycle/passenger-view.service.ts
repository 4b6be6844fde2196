import { distanceMetres, ROUTE_FACTOR, type LatLng } from '#shared/ride-lifecycle/geo.ts'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import { type Executor, toNumber } from '#server/db/database.ts'
import type { RideRow } from '#server/db/schema.ts'
import { findDriverPosition, findShareExpiry } from './current-ride.queries.ts'

/** A taxi's average speed in Istanbul traffic for the pickup ETA: 25 km/h (docs/decisions/048). */
export const ETA_CITY_SPEED_METRES_PER_SECOND = 25_000 / 3600

const WITH_DRIVER = ['ASSIGNED', 'ARRIVED', 'IN_PROGRESS']
const OPEN = ['REQUESTED', ...WITH_DRIVER]

/** Seconds from the taxi to the pickup: straight line × ROUTE_FACTOR at the city speed. */
export function etaSeconds(from: LatLng, to: LatLng): number {
  return Math.round((distanceMetres(from, to) * ROUTE_FACTOR) / ETA_CITY_SPEED_METRES_PER_SECOND)
}

/** "Demir" → "D.": what a passenger sees of the driver's last name. */
export function lastInitial(lastName: string): string {
  const first = [...lastName.trim()][0]
  return first ? `${first.toLocaleUpperCase('tr')}.` : ''
}

/**
 * What only the ride's passenger sees on top of the ride: the taxi's latest position while it is
 * on the way or on the trip, the ETA to the pickup while ASSIGNED, and whether a share link is live.
 */
export async function passengerExtras(
  db: Executor,
  ride: RideRow,
  now: Date,
): Promise<Pick<RideDetail, 'driverPosition' | 'etaSeconds' | 'share'>> {
  const hasTaxi = ride.driverId != null && WITH_DRIVER.includes(ride.status)
  const [position, shareExpiresAt] = await Promise.all([
    hasTaxi ? findDriverPosition(db, ride.driverId!) : null,
    OPEN.includes(ride.status) ? findShareExpiry(db, ride.id, now.toISOString()) : null,
  ])
  const pickup =
    ride.pickupLat == null || ride.pickupLng == null
      ? null
      : { lat: toNumber(ride.pickupLat), lng: toNumber(ride.pickupLng) }
  return {
    driverPosition: position,
    etaSeconds: position && pickup && ride.status === 'ASSIGNED' ? etaSeconds(position, pickup) : null,
    share: shareExpiresAt ? { expiresAt: shareExpiresAt } : null,
  }
}
