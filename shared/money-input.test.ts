import { describe, expect, it } from 'vitest'
import { formatLira, parseLiraToKurus } from './format.ts'
import { parseMoneyInput } from './money-input.ts'

describe('a lira amount as people type it (issue 30)', () => {
  it.each([
    ['1.650,50', 165_050],
    ['1650,50', 165_050],
    ['1650.50', 165_050],
    ['1.650', 165_000],
    ['1650', 165_000],
    ['1.650.000', 165_000_000],
    ['1,650.50', 165_050],
    ['1,650,000', 165_000_000],
    ['245,5', 24_550],
    ['0,1', 10],
    ['12.5', 1_250],
    ['7', 700],
    ['  245,50 ', 24_550],
    ['₺1.650,50', 165_050],
    ['1.650,50 TL', 165_050],
    ['245 tl', 24_500],
    ['999999999', 99_999_999_900],
  ])('reads %j as %i kuruş', (typed, kurus) => {
    expect(parseMoneyInput(typed)).toEqual({ ok: true, kurus })
    expect(parseLiraToKurus(typed)).toBe(kurus)
  })

  it.each([
    ['1,650', 165_000],
    ['245,500', 24_550_000],
  ])('refuses %j as ambiguous, suggesting %i kuruş', (typed, wholeKurus) => {
    expect(parseMoneyInput(typed)).toEqual({ ok: false, reason: 'ambiguous', wholeKurus })
    expect(parseLiraToKurus(typed)).toBeNull()
  })

  it.each([
    '1.650.50',
    '1.65,50',
    '1,650,50',
    '1.650,505',
    '1650.500',
    '1650,',
    ',50',
    '0.500',
    '12345,678',
    '1.2.3',
    '-3',
    '12a',
    '1 650',
    '1e3',
    '1000000000',
    '1.650,50.25',
  ])('refuses %j as invalid', (typed) => {
    expect(parseMoneyInput(typed)).toEqual({ ok: false, reason: 'invalid' })
    expect(parseLiraToKurus(typed)).toBeNull()
  })

  it('says an empty field is empty, not invalid', () => {
    expect(parseMoneyInput('   ')).toEqual({ ok: false, reason: 'empty' })
  })
})

describe('zero is never negative in money (issue 30)', () => {
  it.each(['tr', 'en'] as const)('formats -0 and a negative rounding to zero as ₺0 in %s', (lang) => {
    const zero = formatLira(0, lang)
    expect(formatLira(-0, lang)).toBe(zero)
    expect(formatLira(-0.4, lang)).toBe(zero)
    expect(formatLira(-0, lang)).not.toMatch(/^[-−]/)
    expect(formatLira(-150, lang)).toMatch(/^[-−]/)
  })
})
