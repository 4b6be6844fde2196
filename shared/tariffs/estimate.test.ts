import { describe, expect, it } from 'vitest'
import { computeFare, estimateFare, SERVICE_FEE_KURUS } from './estimate.ts'
import type { TariffRates } from './types.ts'

const YELLOW_2026: TariffRates = {
  openingKurus: 6540,
  perKmKurus: 4356,
  minimumKurus: 21_000,
  waitingPerHourKurus: 54_445,
}
const AFTER_FEB_2026 = new Date('2026-06-01T12:00:00Z')

describe('computeFare', () => {
  it('adds opening, distance and waiting, and the lines add up to the meter', () => {
    const fare = computeFare(YELLOW_2026, { distanceMetres: 10_000, waitingSeconds: 600 })
    // 65.40 + 10 × 43.56 + 10/60 × 544.45 = 591.7416… → 591.74
    expect(fare).toEqual({
      openingKurus: 6540,
      distanceKurus: 43_560,
      waitingKurus: 9074,
      meterKurus: 59_174,
      minimumKurus: 21_000,
      isMinimumApplied: false,
      fareKurus: 59_174,
    })
  })

  it('charges the short-trip minimum when the meter is below it, and the meter once it is above', () => {
    // 65.40 + 3.3 × 43.56 = 209.148 → below 210
    expect(computeFare(YELLOW_2026, { distanceMetres: 3300, waitingSeconds: 0 })).toMatchObject({
      meterKurus: 20_915,
      isMinimumApplied: true,
      fareKurus: 21_000,
    })
    // 65.40 + 3.325 × 43.56 = 210.237 → above 210
    expect(computeFare(YELLOW_2026, { distanceMetres: 3325, waitingSeconds: 0 })).toMatchObject({
      meterKurus: 21_024,
      isMinimumApplied: false,
      fareKurus: 21_024,
    })
    // a ride of no distance still costs the minimum
    expect(computeFare(YELLOW_2026, { distanceMetres: 0, waitingSeconds: 0 }).fareKurus).toBe(21_000)
  })

  it('rounds a half kuruş up', () => {
    // 10.125 km × 43.56 = 441.045 TL: 6540 + 44 104.5 = 50 644.5 kuruş
    expect(computeFare(YELLOW_2026, { distanceMetres: 10_125, waitingSeconds: 0 }).meterKurus).toBe(50_645)
    // just under the half rounds down: 10.124 km → 6540 + 44 100.144 = 50 640.144
    expect(computeFare(YELLOW_2026, { distanceMetres: 10_124, waitingSeconds: 0 }).meterKurus).toBe(50_640)
  })

  it('rounds once, at the end, not line by line', () => {
    // distance 10.125 km = 44 104.5 kuruş and 6 min waiting = 5444.5 kuruş: exactly 56 089 together,
    // where rounding each line first would give 56 090
    const fare = computeFare(YELLOW_2026, { distanceMetres: 10_125, waitingSeconds: 360 })
    expect(fare.meterKurus).toBe(56_089)
    expect(fare.distanceKurus).toBe(44_105)
    // the waiting line takes the rounding so the shown lines still add up to the fare
    expect(fare.waitingKurus).toBe(5444)
    expect(fare.openingKurus + fare.distanceKurus + fare.waitingKurus).toBe(fare.fareKurus)
  })

  it('charges waiting by the second', () => {
    // one second of 544.45 TL/h = 15.12361… kuruş
    const base = computeFare(YELLOW_2026, { distanceMetres: 10_000, waitingSeconds: 0 }).meterKurus
    expect(computeFare(YELLOW_2026, { distanceMetres: 10_000, waitingSeconds: 1 }).meterKurus - base).toBe(15)
    expect(computeFare(YELLOW_2026, { distanceMetres: 10_000, waitingSeconds: 60 }).meterKurus - base).toBe(907)
  })

  it('refuses a negative, fractional or absurd input instead of computing nonsense', () => {
    expect(() => computeFare(YELLOW_2026, { distanceMetres: -1, waitingSeconds: 0 })).toThrow(RangeError)
    expect(() => computeFare(YELLOW_2026, { distanceMetres: 1.5, waitingSeconds: 0 })).toThrow(RangeError)
    expect(() => computeFare(YELLOW_2026, { distanceMetres: 0, waitingSeconds: Number.NaN })).toThrow(RangeError)
    expect(() => computeFare(YELLOW_2026, { distanceMetres: 1e12, waitingSeconds: 0 })).toThrow(RangeError)
  })
})

describe('estimateFare', () => {
  it('applies the tariff in effect, and shows tolls and the service fee as their own lines', () => {
    const result = estimateFare({
      city: 'Istanbul',
      distanceMetres: 10_000,
      waitingSeconds: 600,
      tollsKurus: 4750,
      at: AFTER_FEB_2026,
    })
    expect(result.kind).toBe('estimate')
    if (result.kind !== 'estimate') return
    expect(result.estimate).toMatchObject({
      city: 'Istanbul',
      taxiClass: 'yellow',
      effectiveFrom: '2026-02-16',
      rates: YELLOW_2026,
      fareKurus: 59_174,
      tollsKurus: 4750,
      serviceFeeKurus: SERVICE_FEE_KURUS,
      totalKurus: 59_174 + 4750 + SERVICE_FEE_KURUS,
    })
    expect(result.estimate.source.en).toContain('council decision')
  })

  it('uses the previous tariff for a ride before the change', () => {
    const result = estimateFare({ city: 'Istanbul', distanceMetres: 10_000, at: new Date('2026-01-10T12:00:00Z') })
    expect(result).toMatchObject({
      kind: 'estimate',
      estimate: { effectiveFrom: '2025-09-15', fareKurus: 41_750, waitingSeconds: 0, tollsKurus: 0 },
    })
  })

  it('says "tariff not known yet" for a city of the spec without a tariff, never a guess', () => {
    expect(estimateFare({ city: 'Izmir', distanceMetres: 10_000, at: AFTER_FEB_2026 })).toEqual({
      kind: 'unknown',
      city: 'Izmir',
      taxiClass: 'yellow',
      reason: 'cityUnknown',
      effectiveFrom: null,
    })
  })

  it('says so for turquoise after 16 February 2026, whose new figures are not known', () => {
    expect(
      estimateFare({ city: 'Istanbul', taxiClass: 'turquoise', distanceMetres: 10_000, at: AFTER_FEB_2026 }),
    ).toMatchObject({
      kind: 'unknown',
      reason: 'figuresUnknown',
      effectiveFrom: '2026-02-16',
    })
    expect(
      estimateFare({
        city: 'Istanbul',
        taxiClass: 'turquoise',
        distanceMetres: 10_000,
        at: new Date('2026-01-10T12:00:00Z'),
      }),
    ).toMatchObject({
      kind: 'estimate',
      estimate: { fareKurus: 48_001 },
    })
  })

  it('knows no black taxi in Ankara and no Ankara tariff before 1 March 2026', () => {
    expect(
      estimateFare({ city: 'Ankara', taxiClass: 'black', distanceMetres: 1000, at: AFTER_FEB_2026 }),
    ).toMatchObject({ reason: 'classUnknown' })
    expect(estimateFare({ city: 'Ankara', distanceMetres: 1000, at: new Date('2026-02-01T12:00:00Z') })).toMatchObject({
      reason: 'notYetKnown',
    })
  })

  it('refuses negative tolls', () => {
    expect(() => estimateFare({ city: 'Istanbul', distanceMetres: 1000, tollsKurus: -5, at: AFTER_FEB_2026 })).toThrow(
      RangeError,
    )
  })
})
