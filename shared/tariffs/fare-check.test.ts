import { describe, expect, it } from 'vitest'
import { checkFare, checkRideFare, parseCity } from './fare-check.ts'
import type { TariffRates } from './types.ts'

const YELLOW_2026: TariffRates = {
  openingKurus: 6540,
  perKmKurus: 4356,
  minimumKurus: 21_000,
  waitingPerHourKurus: 54_445,
}
// 10 km in 30 min: 15 min of it is driving at 40 km/h, so up to 15 min may be waiting in traffic
const RIDE = { distanceMetres: 10_000, durationSeconds: 1800 }

describe('checkFare', () => {
  it('gives the range: 85% of the distance without waiting, up to 115% of it plus the possible waiting', () => {
    const bounds = checkFare(YELLOW_2026, { ...RIDE, fareKurus: 50_100 })
    expect(bounds).toEqual({
      status: 'within',
      expectedKurus: 50_100, // 65.40 + 10 × 43.56
      lowerKurus: 43_566, // 65.40 + 8.5 × 43.56
      upperKurus: 70_245, // 65.40 + 11.5 × 43.56 + 15 min × 544.45/h = 702.4525
    })
  })

  it('calls a fare above the upper bound "above" and one kuruş less "within"', () => {
    expect(checkFare(YELLOW_2026, { ...RIDE, fareKurus: 70_246 }).status).toBe('above')
    expect(checkFare(YELLOW_2026, { ...RIDE, fareKurus: 70_245 }).status).toBe('within')
  })

  it('calls a fare below the lower bound "below"', () => {
    expect(checkFare(YELLOW_2026, { ...RIDE, fareKurus: 43_565 }).status).toBe('below')
    expect(checkFare(YELLOW_2026, { ...RIDE, fareKurus: 43_566 }).status).toBe('within')
  })

  it('allows no waiting on a ride as fast as 40 km/h, and the minimum on a short one', () => {
    // 20 km in 30 min is exactly 40 km/h
    expect(checkFare(YELLOW_2026, { distanceMetres: 20_000, durationSeconds: 1800, fareKurus: 0 }).upperKurus).toBe(
      6540 + 23 * 4356,
    )
    const short = checkFare(YELLOW_2026, { distanceMetres: 1000, durationSeconds: 300, fareKurus: 21_000 })
    expect(short).toMatchObject({ status: 'within', expectedKurus: 21_000, lowerKurus: 21_000 })
  })
})

describe('checkRideFare', () => {
  const ride = { ...RIDE, fareKurus: 80_000, createdAt: '2026-03-10T09:00:00Z' }

  it("checks against the tariff of the ride's city at the ride's time, yellow by default", () => {
    expect(checkRideFare({ ...ride, city: 'Istanbul' })).toEqual({
      status: 'above',
      city: 'Istanbul',
      taxiClass: 'yellow',
      effectiveFrom: '2026-02-16',
      expectedKurus: 50_100,
      lowerKurus: 43_566,
      upperKurus: 70_245,
    })
    // the same ride before 16 February is checked against the September 2025 tariff
    expect(checkRideFare({ ...ride, city: 'Istanbul', createdAt: '2026-02-15T20:00:00Z' })).toMatchObject({
      effectiveFrom: '2025-09-15',
      expectedKurus: 41_750,
    })
  })

  it('gives no verdict without a city, for a city without a tariff, or for an impossible ride', () => {
    expect(checkRideFare({ ...ride, city: null })).toMatchObject({ status: 'noTariff', reason: 'cityMissing' })
    expect(checkRideFare({ ...ride, city: 'Atlantis' })).toMatchObject({ status: 'noTariff', reason: 'cityMissing' })
    expect(checkRideFare({ ...ride, city: 'Van' })).toMatchObject({
      status: 'noTariff',
      city: 'Van',
      reason: 'cityUnknown',
    })
    expect(checkRideFare({ ...ride, city: 'Istanbul', distanceMetres: -5 })).toMatchObject({
      status: 'noTariff',
      reason: 'rideOutOfRange',
    })
  })

  it('reads a stored city whatever its case', () => {
    expect(parseCity(' istanbul ')).toBe('Istanbul')
    expect(parseCity('ESKISEHIR')).toBe('Eskisehir')
    expect(parseCity('')).toBeNull()
  })
})
