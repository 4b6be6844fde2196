import { distanceMetres } from '#shared/ride-lifecycle/geo.ts'
import { computeFare } from '#shared/tariffs/estimate.ts'
import { crossingTollKurus } from '#shared/tariffs/istanbul-tolls.ts'
import { tariffInEffect } from '#shared/tariffs/select.ts'
import { DEFAULT_TAXI_CLASS } from '#shared/tariffs/types.ts'
import { seededRandom } from '#shared/seeded-random.ts'

/** Real Istanbul addresses with their coordinates, for demo rides and the simulator. */
export const DEMO_PLACES = [
  { address: 'Taksim Meydanı, Beyoğlu', lat: 41.0369, lng: 28.985 },
  { address: 'Kadıköy İskelesi, Rıhtım Cad., Kadıköy', lat: 40.9917, lng: 29.0233 },
  { address: 'İstanbul Havalimanı, Tayakadın, Arnavutköy', lat: 41.2753, lng: 28.7519 },
  { address: 'Sabiha Gökçen Havalimanı, Pendik', lat: 40.8986, lng: 29.3092 },
  { address: 'Galata Kulesi, Bereketzade, Beyoğlu', lat: 41.0256, lng: 28.9742 },
  { address: 'Sultanahmet Meydanı, Fatih', lat: 41.0054, lng: 28.9768 },
  { address: 'Zorlu Center, Levazım Mah., Beşiktaş', lat: 41.067, lng: 29.017 },
  { address: 'Bağdat Cad. No: 312, Caddebostan, Kadıköy', lat: 40.9633, lng: 29.07 },
  { address: 'Levent Metro, Büyükdere Cad., Beşiktaş', lat: 41.0786, lng: 29.0106 },
  { address: 'Üsküdar Meydanı, Üsküdar', lat: 41.0262, lng: 29.0155 },
  { address: 'Abdi İpekçi Cad., Nişantaşı, Şişli', lat: 41.049, lng: 28.994 },
  { address: 'Ataköy Marina, Bakırköy', lat: 40.973, lng: 28.872 },
  { address: 'Moda Cad. No: 12, Kadıköy', lat: 40.9869, lng: 29.0272 },
  { address: 'Büyükdere Cad. No: 185, Şişli', lat: 41.0772, lng: 29.0117 },
]

export type DemoEnding = 'COMPLETED' | 'CANCELLED_BEFORE_ASSIGNMENT' | 'CANCELLED_AFTER_FREE_WINDOW'
export type DemoRidePlan = {
  requestedAt: Date
  from: (typeof DEMO_PLACES)[number]
  to: (typeof DEMO_PLACES)[number]
  ending: DemoEnding
  distanceMetres: number
  durationSeconds: number
  fareKurus: number
  /** A Bosphorus bridge or the Avrasya Tüneli on the way, paid on top of the meter. */
  tollsKurus: number
}

// Relative demand by hour of day in Istanbul: morning and evening peaks on weekdays, late nights at weekends.
const WEEKDAY = [1, 0.5, 0.3, 0.2, 0.2, 0.5, 2, 6, 8, 5, 3, 3, 4, 3, 3, 4, 5, 7, 9, 7, 5, 4, 3, 2]
const WEEKEND = [6, 6, 5, 3, 1.5, 0.5, 0.5, 1, 2, 3, 4, 5, 5, 5, 5, 5, 5, 5, 6, 6, 6, 7, 8, 8]
const ISTANBUL_UTC_OFFSET_HOURS = 3 // no daylight saving since 2016
const DAY = 86_400_000
const isAirport = (p: { address: string }) => p.address.includes('Havalimanı')

function weightedHour(weights: number[], r: number): number {
  let left = r * weights.reduce((sum, w) => sum + w, 0)
  for (const [hour, weight] of weights.entries()) {
    left -= weight
    if (left <= 0) return hour
  }
  return weights.length - 1
}

/** Average door-to-door speed by the hour's traffic (km/h). */
function speedKmh(hour: number, isWeekend: boolean): number {
  if (hour >= 23 || hour < 6) return 38
  if (!isWeekend && ((hour >= 7 && hour < 10) || (hour >= 17 && hour < 20))) return 16
  return 24
}

/**
 * `count` rides over the last `days` days, one a day at most, oldest first: times follow real
 * taxi demand, distances the road between real places, durations the hour's traffic, and fares
 * the Istanbul tariff in effect on the ride's date (waiting in traffic charged as the meter does).
 */
export function planDemoRides(now: Date, options: { count: number; days: number; seed: number }): DemoRidePlan[] {
  const next = seededRandom(options.seed)
  const offsets = new Set<number>()
  while (offsets.size < Math.min(options.count, options.days)) offsets.add(1 + Math.floor(next() * options.days))
  const plans = [...offsets]
    .sort((a, b) => b - a)
    .map((offset, index) => {
      const day = new Date(now.getTime() - offset * DAY)
      const weekday = new Date(day.getTime() + ISTANBUL_UTC_OFFSET_HOURS * 3_600_000).getUTCDay()
      // Friday and Saturday nights count as weekend nights
      const isWeekend = weekday === 0 || weekday === 6 || weekday === 5
      const hour = weightedHour(isWeekend ? WEEKEND : WEEKDAY, next())
      const requestedAt = new Date(day)
      requestedAt.setUTCHours(hour - ISTANBUL_UTC_OFFSET_HOURS, Math.floor(next() * 60), Math.floor(next() * 60), 0)
      // airports are one end of some rides, not of most: draw again three times out of four
      const place = (among: readonly (typeof DEMO_PLACES)[number][]) => {
        const first = among[Math.floor(next() * among.length)]!
        return isAirport(first) && next() < 0.75 ? among[Math.floor(next() * among.length)]! : first
      }
      const from = place(DEMO_PLACES)
      // a walk is not a taxi ride, and nobody takes a taxi between the two airports
      const others = DEMO_PLACES.filter((p) => distanceMetres(p, from) > 1_500 && !(isAirport(p) && isAirport(from)))
      const to = place(others)
      // roads are about a third longer than the straight line
      const roadMetres = Math.round((distanceMetres(from, to) * 1.35) / 10) * 10
      const movingSeconds = Math.round((roadMetres / 1000 / speedKmh(hour, isWeekend)) * 3600)
      const durationSeconds = movingSeconds + 60 + Math.floor(next() * 120)
      const roll = next()
      const ending: DemoEnding =
        index === 0 || roll > 0.14
          ? 'COMPLETED'
          : roll > 0.04
            ? 'CANCELLED_BEFORE_ASSIGNMENT'
            : 'CANCELLED_AFTER_FREE_WINDOW'
      return {
        requestedAt,
        from,
        to,
        ending,
        distanceMetres: roadMetres,
        durationSeconds,
        fareKurus: fareOf(requestedAt, roadMetres, durationSeconds),
        tollsKurus: crossingTollKurus(from.address, to.address, requestedAt),
      }
    })
  return plans
}

/** The meter's fare under the tariff of the day: time slower than 40 km/h counts as waiting. */
function fareOf(at: Date, metres: number, durationSeconds: number): number {
  const lookup = tariffInEffect('Istanbul', DEFAULT_TAXI_CLASS, at)
  if (lookup.kind !== 'known') return 10_000 + Math.round(metres * 3.6)
  const freeFlowSeconds = Math.round((metres * 3600) / 40_000)
  const waitingSeconds = Math.max(0, Math.round((durationSeconds - freeFlowSeconds) * 0.5))
  return computeFare(lookup.tariff.rates, { distanceMetres: metres, waitingSeconds }).fareKurus
}
