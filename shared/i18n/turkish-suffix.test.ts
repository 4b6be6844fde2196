import { describe, expect, it } from 'vitest'
import { lastSpokenWord, withAblative } from './turkish-suffix.ts'

describe('Turkish ablative after a date (issue 30, item 17)', () => {
  it.each([
    ['16 Şub 2026', '16 Şub 2026’dan'],
    ['1 Oca 2025', '1 Oca 2025’ten'],
    ['1 Oca 2024', '1 Oca 2024’ten'],
    ['1 Oca 2023', '1 Oca 2023’ten'],
    ['1 Oca 2020', '1 Oca 2020’den'],
    ['1 Oca 2027', '1 Oca 2027’den'],
    ['1 Oca 2029', '1 Oca 2029’dan'],
    ['1 Oca 2030', '1 Oca 2030’dan'],
    ['1 Oca 2040', '1 Oca 2040’tan'],
    ['1 Oca 2060', '1 Oca 2060’tan'],
    ['1 Oca 2070', '1 Oca 2070’ten'],
    ['1 Oca 2000', '1 Oca 2000’den'],
    ['1 Oca 2100', '1 Oca 2100’den'],
    ['16 Şubat', '16 Şubat’tan'],
    ['3 Mayıs', '3 Mayıs’tan'],
    ['5 Ekim', '5 Ekim’den'],
  ])('“%s” → “%s”', (date, expected) => {
    expect(withAblative(date)).toBe(expected)
  })
  it('reads a number’s last word as it is said', () => {
    expect([6, 40, 10, 100, 2000, 1_000_000].map(lastSpokenWord)).toEqual([
      'altı',
      'kırk',
      'on',
      'yüz',
      'bin',
      'milyon',
    ])
  })
})
