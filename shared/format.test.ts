import { describe, expect, it } from 'vitest'
import {
  durationMinutes,
  formatDate,
  formatKm,
  formatLira,
  formatRating,
  formatTime,
  istanbulMonthStart,
  parseKmToMetres,
  parseLiraToKurus,
  roundDiv,
} from './format.ts'

// Intl may use a narrow no-break space; compare on plain spaces
const plain = (s: string) => s.replace(/\s/g, ' ')

describe('money', () => {
  it('formats kuruş as lira with 2 decimals in both languages', () => {
    expect(plain(formatLira(12345, 'tr'))).toBe('₺123,45')
    expect(plain(formatLira(12345, 'en'))).toBe('₺123.45')
    expect(formatLira(100000050, 'en')).toContain('1,000,000.50')
    expect(formatLira(0, 'tr')).toContain('0,00')
  })
  it('parses operator input into exact kuruş', () => {
    expect(parseLiraToKurus('123.45')).toBe(12345)
    expect(parseLiraToKurus('0,1')).toBe(10)
    expect(parseLiraToKurus('7')).toBe(700)
    expect(parseLiraToKurus('1.234')).toBeNull()
    expect(parseLiraToKurus('-3')).toBeNull()
  })
})

describe('rounding of halves', () => {
  it('rounds half away from zero on integers', () => {
    expect(roundDiv(5, 2)).toBe(3)
    expect(roundDiv(4, 2)).toBe(2)
    expect(roundDiv(-5, 2)).toBe(-3)
    expect(roundDiv(1, 3)).toBe(0)
  })
  it('rounds a rating of 4.85 up to 4.9, not down through floating point', () => {
    expect(formatRating(485, 'en')).toBe('4.9')
    expect(formatRating(484, 'tr')).toBe('4,8')
    expect(formatRating(500, 'en')).toBe('5.0')
  })
  it('shows distance in km with 2 decimals, rounding 5.235 km to 5.24', () => {
    expect(formatKm(5235, 'en')).toBe('5.24')
    expect(formatKm(5200, 'tr')).toBe('5,20')
    expect(parseKmToMetres('5.2')).toBe(5200)
    expect(parseKmToMetres('12,345')).toBe(12345)
  })
  it('shows duration in whole minutes, 14.5 minutes as 15', () => {
    expect(durationMinutes(870)).toBe(15)
    expect(durationMinutes(840)).toBe(14)
  })
})

describe('dates in Europe/Istanbul', () => {
  it('shows a UTC evening as the next day in Istanbul', () => {
    expect(formatDate('2026-01-31T22:30:00.000Z', 'tr')).toBe('1 Şub 2026')
    expect(formatTime('2026-01-31T22:30:00.000Z', 'en')).toBe('01:30')
  })
  it('starts the month at Istanbul midnight, 21:00 UTC the day before', () => {
    expect(istanbulMonthStart(new Date('2026-03-15T12:00:00Z')).toISOString()).toBe(
      '2026-02-28T21:00:00.000Z',
    )
    // 22:00 UTC on 31 January is already February in Istanbul
    expect(istanbulMonthStart(new Date('2026-01-31T22:00:00Z')).toISOString()).toBe(
      '2026-01-31T21:00:00.000Z',
    )
  })
})
