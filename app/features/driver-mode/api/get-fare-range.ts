import { apiPath } from '#shared/api-paths.ts'
import type { FareEstimateResponse } from '#shared/schemas/fare-estimate.ts'
import type { Lang } from '#shared/routes.ts'
import { FARE_INPUT_LIMITS } from '#shared/tariffs/estimate.ts'
import { FARE_CHECK_TOLERANCE, parseCity } from '#shared/tariffs/fare-check.ts'
import { apiFetch } from '#app/lib/api.ts'

export type FareRange = { lowerKurus: number; upperKurus: number }

function estimate(city: string, distanceMetres: number, waitingSeconds: number, lang: Lang, signal?: AbortSignal) {
  return apiFetch<FareEstimateResponse>(apiPath('/fare-estimates'), {
    method: 'POST',
    body: {
      city,
      distanceMetres: Math.min(FARE_INPUT_LIMITS.maxDistanceMetres, Math.max(1, Math.round(distanceMetres))),
      waitingSeconds,
    },
    lang,
    signal,
  })
}

/**
 * The tariff's range for a ride (`POST /api/v1/fare-estimates`, twice): the fare of the distance
 * less the tolerance, and of the distance plus the tolerance with the ride's time beyond moving at
 * the tolerance's speed as waiting, as the dashboard's fare check does (docs/tariffs.md).
 * Null when the ride's city has no tariff.
 */
export async function getFareRange(
  ride: { city: string | null; distanceMetres: number; durationSeconds: number },
  lang: Lang,
  signal?: AbortSignal,
): Promise<FareRange | null> {
  const city = parseCity(ride.city)
  if (!city) return null
  const { distancePercent, movingSpeedKmh } = FARE_CHECK_TOLERANCE
  const d = ride.distanceMetres
  const movingSeconds = Math.round((d * 3.6) / movingSpeedKmh)
  const waiting = Math.min(FARE_INPUT_LIMITS.maxWaitingSeconds, Math.max(0, ride.durationSeconds - movingSeconds))
  const [lower, upper] = await Promise.all([
    estimate(city, (d * (100 - distancePercent)) / 100, 0, lang, signal),
    estimate(city, (d * (100 + distancePercent)) / 100, waiting, lang, signal),
  ])
  if (lower.kind !== 'estimate' || upper.kind !== 'estimate') return null
  return { lowerKurus: lower.fareKurus, upperKurus: upper.fareKurus }
}
