import { describe, expect, it } from 'vitest'
import { copyrightYears, SITE } from './site-config.ts'

describe('the footer’s year and company facts (issue 30, item 20)', () => {
  it('follows the Istanbul year from the spec’s 2025 on', () => {
    expect(copyrightYears(new Date('2025-06-01T12:00:00Z'))).toBe('2025')
    expect(copyrightYears(new Date('2026-12-02T12:00:00Z'))).toBe('2025–2026')
    // 21:30 UTC on 31 December is already the new year in Istanbul
    expect(copyrightYears(new Date('2026-12-31T21:30:00Z'))).toBe('2025–2027')
  })
  it('makes up no company fact: unset ones are marked so, with a neutral stand-in for documents', () => {
    const { tradeName, mersisNo, tradeRegistryNo, address, kepAddress, email, phone } = SITE.company
    expect([tradeName, mersisNo, tradeRegistryNo, address, kepAddress].map((f) => f.isSet)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
    expect([mersisNo, tradeRegistryNo, address, kepAddress].map((f) => f.value)).toEqual(['—', '—', '—', '—'])
    expect(tradeName.value).toBe('Durak')
    expect(email).toEqual({ value: SITE.supportEmail, isSet: true })
    expect(phone).toEqual({ value: SITE.supportPhone, isSet: true })
  })
})
