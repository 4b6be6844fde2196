import { describe, expect, it } from 'vitest'
import { commissionKurus, liraCell, weekTotals } from './money.ts'
import { parseReceiptNumber, receiptNumberOf } from './receipt-number.ts'
import { isoWeekName, istanbulDayRange, lastWeeks, parseWeekStart, weekOf } from './week.ts'

describe('statement weeks (Monday 00:00 to Sunday 23:59 in Europe/Istanbul)', () => {
  it('puts Sunday 23:59 Istanbul in the week that began the Monday before', () => {
    // 22 November 2026 is a Sunday; 20:59 UTC is 23:59 in Istanbul (UTC+3)
    expect(weekOf(new Date('2026-11-22T20:59:59Z'))).toEqual({
      weekStart: '2026-11-16',
      startIso: '2026-11-15T21:00:00.000Z',
      endIso: '2026-11-22T21:00:00.000Z',
    })
  })
  it('starts a new week at Monday 00:00 Istanbul, which is still Sunday in UTC', () => {
    expect(weekOf(new Date('2026-11-22T21:00:00Z')).weekStart).toBe('2026-11-23')
  })
  it('names a week that spans New Year by its Monday in December', () => {
    // 28 December 2026 is a Monday; 1 January 2027 a Friday
    const week = weekOf(new Date('2027-01-01T12:00:00Z'))
    expect(week).toEqual({
      weekStart: '2026-12-28',
      startIso: '2026-12-27T21:00:00.000Z',
      endIso: '2027-01-03T21:00:00.000Z',
    })
    expect(weekOf(new Date('2027-01-03T20:59:00Z')).weekStart).toBe('2026-12-28')
    expect(weekOf(new Date('2027-01-03T21:00:00Z')).weekStart).toBe('2027-01-04')
    expect(parseWeekStart('2026-12-28')).toEqual(week)
  })
  it('accepts only the date of a Monday as a week', () => {
    expect(parseWeekStart('2026-11-16')?.startIso).toBe('2026-11-15T21:00:00.000Z')
    for (const bad of ['2026-11-17', '2026-02-30', '2026-1-5', 'monday', '']) expect(parseWeekStart(bad)).toBeNull()
  })
  it('lists the last 12 weeks oldest first, the current week last', () => {
    const weeks = lastWeeks(new Date('2026-11-24T06:00:00Z'), 12)
    expect(weeks).toHaveLength(12)
    expect(weeks[11]!.weekStart).toBe('2026-11-23')
    expect(weeks[0]!.weekStart).toBe('2026-09-07')
    for (let i = 1; i < 12; i++) expect(weeks[i]!.startIso).toBe(weeks[i - 1]!.endIso)
  })
  it('gives an Istanbul day as a UTC range', () => {
    expect(istanbulDayRange('2027-01-01')).toEqual({
      startIso: '2026-12-31T21:00:00.000Z',
      endIso: '2027-01-01T21:00:00.000Z',
    })
    expect(istanbulDayRange('2026-02-29')).toBeNull()
  })
})

describe('commission and receipt numbers', () => {
  it('takes 15 % once on the week gross, halves away from zero', () => {
    expect(commissionKurus(114_844)).toBe(17_227) // 17 226.6
    expect(commissionKurus(10)).toBe(2) // 1.5 → 2
    expect(
      weekTotals({
        completedRides: 2,
        cancellationsWithFee: 1,
        faresKurus: 112_344,
        feesKurus: 2_500,
        tollsKurus: 1_500,
      }),
    ).toMatchObject({
      grossKurus: 114_844,
      commissionKurus: 17_227,
      netKurus: 99_117,
    })
  })
  it('writes lira cells exactly from kuruş', () => {
    expect(liraCell(16_345, 'tr')).toBe('163,45')
    expect(liraCell(5, 'en')).toBe('0.05')
    expect(liraCell(-17_227, 'tr')).toBe('-172,27')
  })
  it('numbers a receipt by the Istanbul day and the ride id, and reads the number back', () => {
    const number = receiptNumberOf('3f2a9c1b-4d5e-4f00-8a00-000000000000', '2026-12-31T21:30:00Z')
    expect(number).toBe('DRK-20270101-3F2A9C1B')
    expect(parseReceiptNumber(number)).toEqual({ day: '2027-01-01', idPrefix: '3f2a9c1b' })
    expect(parseReceiptNumber('DRK-2027011-3F2A9C1B')).toBeNull()
  })
})

describe('ISO week names for the problem-report queue', () => {
  it('names the week of Monday 16 November 2026 2026-W47 and the New Year week 2026-W53', () => {
    expect(isoWeekName('2026-11-16')).toBe('2026-W47')
    expect(isoWeekName('2026-12-28')).toBe('2026-W53')
    expect(isoWeekName('2027-01-04')).toBe('2027-W01')
    expect(isoWeekName('2026-11-17')).toBeNull()
  })
})
