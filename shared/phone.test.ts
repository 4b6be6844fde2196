import { describe, expect, it } from 'vitest'
import { PHONE_PATTERN } from './constants.ts'
import { normalizePhone } from './phone.ts'

describe('normalizePhone', () => {
  it.each([
    '0555 555 55 55',
    '05555555555',
    '+90 555 555 55 55',
    '555 555 55 55',
    '+905555555555',
    '90 555 555 55 55',
    '0 (555) 555-55-55',
    '0090 555 555 55 55',
  ])('turns "%s" into 05555555555', (typed) => {
    expect(normalizePhone(typed)).toBe('05555555555')
    expect(PHONE_PATTERN.test(normalizePhone(typed))).toBe(true)
  })
  it.each(['0212 555 55 55', '+44 20 7946 0958', '555 55 55', 'abc', ''])(
    'leaves "%s" failing the spec rule',
    (typed) => {
      expect(PHONE_PATTERN.test(normalizePhone(typed))).toBe(false)
    },
  )
})
