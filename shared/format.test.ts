import { describe, expect, it } from 'vitest'
import {
  capitalizeFirst,
  durationMinutes,
  formatDate,
  formatDateTime,
  formatKm,
  formatLira,
  formatLiraRange,
  formatPhone,
  formatRating,
  formatTime,
  parseKmToMetres,
  parseLiraToKurus,
  roundDiv,
} from './format.ts'
import { istanbulMonthStart } from './istanbul-days.ts'

// Intl may use a narrow no-break space; compare on plain spaces
const plain = (s: string) => s.replace(/\s/g, ' ')

describe('money', () => {
  it('formats kuruş as lira with 2 decimals in both languages', () => {
    expect(plain(formatLira(12345, 'tr'))).toBe('₺123,45')
    expect(plain(formatLira(12345, 'en'))).toBe('₺123.45')
    expect(formatLira(100000050, 'en')).toContain('1,000,000.50')
    expect(formatLira(0, 'tr')).toContain('0,00')
  })
  it('writes a range as one amount when its two ends are equal', () => {
    expect(plain(formatLiraRange(25_794, 38_215, 'tr'))).toBe('₺257,94 – ₺382,15')
    expect(plain(formatLiraRange(25_794, 38_215, 'en'))).toBe('₺257.94 – ₺382.15')
    expect(plain(formatLiraRange(21_000, 21_000, 'tr'))).toBe('₺210,00')
    expect(plain(formatLiraRange(21_000, 21_000, 'en'))).toBe('₺210.00')
  })
  it('parses operator input into exact kuruş', () => {
    expect(parseLiraToKurus('123.45')).toBe(12345)
    expect(parseLiraToKurus('0,1')).toBe(10)
    expect(parseLiraToKurus('7')).toBe(700)
    expect(parseLiraToKurus('1.234')).toBe(123400)
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
    expect(istanbulMonthStart(new Date('2026-03-15T12:00:00Z')).toISOString()).toBe('2026-02-28T21:00:00.000Z')
    // 22:00 UTC on 31 January is already February in Istanbul
    expect(istanbulMonthStart(new Date('2026-01-31T22:00:00Z')).toISOString()).toBe('2026-01-31T21:00:00.000Z')
  })
})

describe('dashboard formats', () => {
  it('rounds half a kuruş of an average away from zero', () => {
    // three completed rides of 100.00, 100.00 and 100.01 lira average 100.003333… → 100.00
    expect(roundDiv(30001, 3)).toBe(10000)
    // two rides of 0.01 and 0.02 lira average 0.015 → 0.02 (half rounds up, not to even)
    expect(formatLira(roundDiv(3, 2), 'en')).toBe('₺0.02')
  })
  it('shows 5.005 km as 5.01 and 4.95 rating as 5.0', () => {
    expect(formatKm(5005, 'en')).toBe('5.01')
    expect(formatKm(0, 'tr')).toBe('0,00')
    expect(formatRating(495, 'en')).toBe('5.0')
    expect(formatRating(0, 'en')).toBe('0.0')
  })
  it('shows 30 seconds as 1 minute and 29 seconds as 0', () => {
    expect(durationMinutes(30)).toBe(1)
    expect(durationMinutes(29)).toBe(0)
  })
  it('shows date and time in Istanbul, across midnight UTC', () => {
    expect(formatDateTime('2026-01-31T22:30:00.000Z', 'en')).toBe('Feb 1, 2026 01:30')
    expect(formatDateTime('2026-06-15T09:05:00.000Z', 'tr')).toBe('15 Haz 2026 12:05')
  })
  it('counts a ride at 23:59 on the last day of the month in Istanbul time as that month', () => {
    const start = istanbulMonthStart(new Date('2026-03-01T00:30:00Z')) // 03:30 on 1 March in Istanbul
    expect(start.toISOString()).toBe('2026-02-28T21:00:00.000Z')
    expect(new Date('2026-02-28T20:59:00Z') < start).toBe(true) // 23:59 on 28 February in Istanbul
  })
  it('groups a mobile number and leaves anything else as stored', () => {
    expect(formatPhone('05321234567')).toBe('0532 123 45 67')
    expect(formatPhone('0532 123 45 67')).toBe('0532 123 45 67')
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958')
  })
})

describe('capitalizeFirst', () => {
  it('capitalises the first letter in the language’s own way', () => {
    expect(capitalizeFirst('ilk belge', 'tr')).toBe('İlk belge')
    expect(capitalizeFirst('insurance', 'en')).toBe('Insurance')
    expect(capitalizeFirst('', 'tr')).toBe('')
  })
})
