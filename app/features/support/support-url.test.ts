import { describe, expect, it } from 'vitest'
import { readSupportState, supportSearch, tabForKey } from './support-url.ts'

describe('readSupportState', () => {
  it('opens the FAQ when the URL says nothing', () => {
    expect(readSupportState(new URLSearchParams(''))).toEqual({ tab: 'faq', category: null })
  })

  it('reads the tab and the category', () => {
    expect(readSupportState(new URLSearchParams('tab=contact&category=payment'))).toEqual({
      tab: 'contact',
      category: 'payment',
    })
    expect(readSupportState(new URLSearchParams('tab=emergency'))).toEqual({ tab: 'emergency', category: null })
  })

  it('opens Contact for a category alone and ignores unknown values', () => {
    expect(readSupportState(new URLSearchParams('category=driver'))).toEqual({ tab: 'contact', category: 'driver' })
    expect(readSupportState(new URLSearchParams('tab=nope&category=nope'))).toEqual({ tab: 'faq', category: null })
  })
})

describe('a ride reported from the fare check', () => {
  it('reads the ride with Contact and keeps it through a category change', () => {
    const state = readSupportState(new URLSearchParams('tab=contact&category=payment&ride=3f2a-77'))
    expect(state).toEqual({ tab: 'contact', category: 'payment', ride: '3f2a-77' })
    expect(supportSearch({ ...state, category: 'booking' })).toBe('?tab=contact&category=booking&ride=3f2a-77')
    expect(supportSearch({ ...state, tab: 'faq' })).toBe('?tab=faq')
  })

  it('ignores a ride that is no id, and a ride on another tab', () => {
    expect(readSupportState(new URLSearchParams('tab=contact&ride=<script>'))).toEqual({
      tab: 'contact',
      category: null,
    })
    expect(readSupportState(new URLSearchParams('tab=faq&ride=abc'))).toEqual({ tab: 'faq', category: null })
    expect(readSupportState(new URLSearchParams('ride=abc'))).toEqual({ tab: 'contact', category: null, ride: 'abc' })
  })
})

describe('supportSearch', () => {
  it('writes the tab, and the category only with Contact', () => {
    expect(supportSearch({ tab: 'contact', category: 'booking' })).toBe('?tab=contact&category=booking')
    expect(supportSearch({ tab: 'faq', category: 'booking' })).toBe('?tab=faq')
  })

  it('round-trips through readSupportState', () => {
    const state = { tab: 'contact', category: 'technical' } as const
    expect(readSupportState(new URLSearchParams(supportSearch(state)))).toEqual(state)
  })
})

describe('tabForKey', () => {
  it('moves with the arrows, wrapping at both ends, and jumps with Home and End', () => {
    expect(tabForKey('ArrowRight', 'faq')).toBe('contact')
    expect(tabForKey('ArrowRight', 'emergency')).toBe('faq')
    expect(tabForKey('ArrowLeft', 'faq')).toBe('emergency')
    expect(tabForKey('Home', 'emergency')).toBe('faq')
    expect(tabForKey('End', 'faq')).toBe('emergency')
    expect(tabForKey('Enter', 'faq')).toBeNull()
  })
})
