import type { Lang } from '#shared/routes.ts'
import { distanceMetres, ROUTE_FACTOR } from '#shared/ride-lifecycle/geo.ts'
import type { RequestedRide, RideDetail, RideRequest } from '#shared/schemas/rides-api.ts'
import { FARE_INPUT_LIMITS } from '#shared/tariffs/estimate.ts'
import { DEFAULT_TAXI_CLASS } from '#shared/tariffs/types.ts'
import { createFareEstimate } from '#server/features/fare-estimates/index.ts'

/**
 * The trip length the estimate assumes: the app's routed length, or the straight line × ROUTE_FACTOR;
 * null without a destination (decision 054: nothing to estimate, the meter decides).
 */
export function estimatedTripMetres(input: RideRequest): { metres: number; source: 'route' | 'straightLine' } | null {
  if (!input.dropoff) return null
  if (input.routeDistanceMetres !== undefined) return { metres: input.routeDistanceMetres, source: 'route' }
  const straight = distanceMetres(input.pickup, input.dropoff)
  const metres = Math.min(Math.max(1, Math.round(straight * ROUTE_FACTOR)), FARE_INPUT_LIMITS.maxDistanceMetres)
  return { metres, source: 'straightLine' }
}

/**
 * The ride request's answer: the ride and its fare estimate at the moment it was requested, so a
 * replayed request (same key, same body) answers the very same estimate.
 */
export function withFareEstimate(ride: RideDetail, input: RideRequest, lang: Lang): RequestedRide {
  const trip = estimatedTripMetres(input)
  if (!trip) return { ...ride, fareEstimate: null }
  const requestedAt = new Date(ride.createdAt)
  const estimate = createFareEstimate(
    {
      city: input.city,
      taxiClass: input.taxiClass ?? DEFAULT_TAXI_CLASS,
      distanceMetres: trip.metres,
      waitingSeconds: 0,
      tollsKurus: 0,
      at: requestedAt.toISOString(),
    },
    requestedAt,
    lang,
  )
  return { ...ride, fareEstimate: { distanceSource: trip.source, estimate } }
}
