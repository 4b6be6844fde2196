import { describe, expect, it } from 'vitest'
import { CITIES } from '../constants.ts'
import { computeFare } from './estimate.ts'
import { TARIFF_ROWS } from './table.ts'
import { TAXI_CLASSES } from './types.ts'

/**
 * Expected fares of every row with figures, worked out by hand from the published lira figures
 * (kuruş, halves rounded up once at the end). Adding a tariff row without adding its line here
 * fails the first test: a tariff update is a data change with a test.
 */
const EXPECTED: Record<string, { min1km: number; km10: number; km12_345wait5: number; km7_5wait30: number }> = {
  // 54.50 + 36.30/km, minimum 175, waiting 453.71/h; 7.5 km + 30 min = 55 360.5 → 55 361
  'Istanbul/yellow/2025-09-15': { min1km: 17_500, km10: 41_750, km12_345wait5: 54_043, km7_5wait30: 55_361 },
  'Istanbul/turquoise/2025-09-15': { min1km: 20_000, km10: 48_001, km12_345wait5: 62_137, km7_5wait30: 63_654 },
  'Istanbul/black/2025-09-15': { min1km: 30_000, km10: 70_956, km12_345wait5: 91_852, km7_5wait30: 94_096 },
  // 65.40 + 43.56/km, minimum 210, waiting 544.45/h; 7.5 km + 30 min = 66 432.5 → 66 433
  'Istanbul/yellow/2026-02-16': { min1km: 21_000, km10: 50_100, km12_345wait5: 64_852, km7_5wait30: 66_433 },
  // 50 + 55/km, minimum 160, waiting 132/h; 12.345 km + 5 min = 73 997.5 → 73 998
  'Eskisehir/yellow/2025-12-01': { min1km: 16_000, km10: 60_000, km12_345wait5: 73_998, km7_5wait30: 52_850 },
  'Ankara/yellow/2026-03-01': { min1km: 20_000, km10: 46_500, km12_345wait5: 59_380, km7_5wait30: 57_500 },
  // 52 + 45/km, minimum 150, waiting 345/h; 12.345 km + 5 min = 63 627.5 → 63 628
  'Bursa/yellow/2026-03-15': { min1km: 15_000, km10: 50_200, km12_345wait5: 63_628, km7_5wait30: 56_200 },
}

const key = (row: (typeof TARIFF_ROWS)[number]) => `${row.city}/${row.taxiClass}/${row.effectiveFrom}`
const known = TARIFF_ROWS.filter((row) => row.rates !== null)

describe('the tariff table', () => {
  it('has an expected-fare line in this test for every row with figures, and none for a row that is gone', () => {
    expect(known.map(key).sort()).toEqual(Object.keys(EXPECTED).sort())
  })

  it('holds whole positive kuruş, a valid day, a source in both languages, and one row per city, class and day', () => {
    const seen = new Set<string>()
    for (const row of TARIFF_ROWS) {
      expect(CITIES).toContain(row.city)
      expect(TAXI_CLASSES).toContain(row.taxiClass)
      expect(row.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(new Date(`${row.effectiveFrom}T00:00:00Z`).toISOString().slice(0, 10)).toBe(row.effectiveFrom)
      expect(row.source.tr.length).toBeGreaterThan(10)
      expect(row.source.en.length).toBeGreaterThan(10)
      for (const value of Object.values(row.rates ?? {})) {
        expect(Number.isSafeInteger(value) && value > 0).toBe(true)
      }
      expect(seen.has(key(row))).toBe(false)
      seen.add(key(row))
    }
  })

  it.each(known.map((row) => [key(row), row] as const))('%s: the formula gives the hand-worked fares', (name, row) => {
    const rates = row.rates!
    const expected = EXPECTED[name]!
    const fare = (distanceMetres: number, waitingSeconds: number) =>
      computeFare(rates, { distanceMetres, waitingSeconds })
    // 1 km is below every minimum ("indi-bindi"): the minimum is charged
    expect(fare(1000, 0)).toMatchObject({ isMinimumApplied: true, fareKurus: expected.min1km })
    expect(fare(1000, 0).meterKurus).toBe(rates.openingKurus + rates.perKmKurus)
    expect(fare(10_000, 0)).toMatchObject({ isMinimumApplied: false, fareKurus: expected.km10 })
    expect(fare(12_345, 300).fareKurus).toBe(expected.km12_345wait5)
    expect(fare(7500, 1800).fareKurus).toBe(expected.km7_5wait30)
    // waiting: exactly one hour adds the hourly price
    expect(fare(10_000, 3600).fareKurus - fare(10_000, 0).fareKurus).toBe(rates.waitingPerHourKurus)
  })
})
