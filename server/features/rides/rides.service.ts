import type { Page, Ride } from '#shared/schemas/api-responses.ts'
import { checkRideFare } from '#shared/tariffs/fare-check.ts'
import type { Db } from '#server/db/database.ts'
import { listRides, type RideFilter, type RideWithCities } from './rides.queries.ts'

/**
 * A ride as the API gives it: a completed one says whether its fare fits the tariff in effect at
 * its time, in the city it was requested in; older rides without one use the driver's city (a
 * taxi's licence belongs to one city), else the passenger's; the yellow class (docs/tariffs.md).
 */
export function withFareCheck({ rideCity: _rideCity, fareCity: city, ...ride }: RideWithCities): Ride {
  const fareCheck = ride.status === 'COMPLETED' ? checkRideFare({ ...ride, city }) : null
  return { ...ride, fareCheck }
}

/** Rides newest first, one page at a time, each with its fare check. */
export async function listCheckedRides(db: Db, filter: RideFilter): Promise<Page<Ride>> {
  const page = await listRides(db, filter)
  return { ...page, items: page.items.map(withFareCheck) }
}

/** Offered to other features (through this feature's index.ts): the owner answers, its queries stay its own. */
export { type RideWithCities, ridesWithCities, toRide } from './rides.queries.ts'
