import { CITIES, type City } from '../constants.ts'
import { roundDiv } from '../format.ts'
import { computeFare } from './estimate.ts'
import { tariffInEffect, type NoTariffReason } from './select.ts'
import { DEFAULT_TAXI_CLASS, type TariffRates, type TaxiClass } from './types.ts'

/**
 * How far a completed ride's fare may be from the tariff before we call it out (docs/tariffs.md):
 * - the meter measures the road, the app's distance comes from GPS: ±15% on the distance;
 * - the meter also charges waiting in traffic, which no ride records: every second of the ride
 *   beyond what its distance takes at 40 km/h counts as possible waiting.
 * The upper bound is generous on purpose: "above" accuses a driver, so it must be clear.
 */
export const FARE_CHECK_TOLERANCE = { distancePercent: 15, movingSpeedKmh: 40 } as const

export type FareBounds = { expectedKurus: number; lowerKurus: number; upperKurus: number }
export type FareFit = 'within' | 'above' | 'below'

export type RideFareFacts = { fareKurus: number; distanceMetres: number; durationSeconds: number }

/** The range a ride's fare should fall in under a tariff, and where it falls. */
export function checkFare(rates: TariffRates, ride: RideFareFacts): FareBounds & { status: FareFit } {
  const { distancePercent, movingSpeedKmh } = FARE_CHECK_TOLERANCE
  const d = ride.distanceMetres
  const movingSeconds = roundDiv(d * 3600, movingSpeedKmh * 1000)
  const waitingAllowance = Math.max(0, ride.durationSeconds - movingSeconds)
  const expectedKurus = computeFare(rates, { distanceMetres: d, waitingSeconds: 0 }).fareKurus
  const lowerKurus = computeFare(rates, {
    distanceMetres: roundDiv(d * (100 - distancePercent), 100),
    waitingSeconds: 0,
  }).fareKurus
  const upperKurus = computeFare(rates, {
    distanceMetres: roundDiv(d * (100 + distancePercent), 100),
    waitingSeconds: waitingAllowance,
  }).fareKurus
  const status: FareFit = ride.fareKurus > upperKurus ? 'above' : ride.fareKurus < lowerKurus ? 'below' : 'within'
  return { status, expectedKurus, lowerKurus, upperKurus }
}

export type FareCheck =
  | ({ status: FareFit; city: City; taxiClass: TaxiClass; effectiveFrom: string } & FareBounds)
  | {
      status: 'noTariff'
      city: City | null
      taxiClass: TaxiClass
      reason: NoTariffReason | 'cityMissing' | 'rideOutOfRange'
    }

/** A city as stored on a user ("Istanbul", "istanbul"), or null when it is none of the spec's. */
export function parseCity(value: string | null | undefined): City | null {
  const trimmed = value?.trim().toLowerCase()
  return CITIES.find((city) => city.toLowerCase() === trimmed) ?? null
}

/**
 * Whether a completed ride's fare fits the tariff in effect at its time in its city. The ride
 * does not record a city or taxi class yet: callers pass the best they know (see docs/tariffs.md).
 */
export function checkRideFare(
  ride: RideFareFacts & { createdAt: string; city: string | null; taxiClass?: TaxiClass },
): FareCheck {
  const taxiClass = ride.taxiClass ?? DEFAULT_TAXI_CLASS
  const city = parseCity(ride.city)
  if (!city) return { status: 'noTariff', city: null, taxiClass, reason: 'cityMissing' }
  const lookup = tariffInEffect(city, taxiClass, new Date(ride.createdAt))
  if (lookup.kind === 'unknown') return { status: 'noTariff', city, taxiClass, reason: lookup.reason }
  try {
    return { ...checkFare(lookup.tariff.rates, ride), city, taxiClass, effectiveFrom: lookup.tariff.effectiveFrom }
  } catch (error) {
    // a stored ride with a negative or absurd distance or duration gets no verdict rather than a 500
    if (error instanceof RangeError) return { status: 'noTariff', city, taxiClass, reason: 'rideOutOfRange' }
    throw error
  }
}
