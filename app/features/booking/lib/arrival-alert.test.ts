// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { alertArrival, isArrivalSoundOn, setArrivalSound } from './arrival-alert.ts'
import { clearDraft, EMPTY_DRAFT, readDraft, saveDraft } from './draft-storage.ts'

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

describe('the arrival alert', () => {
  it('plays the sound unless the passenger turned it off, and remembers the choice', () => {
    expect(isArrivalSoundOn()).toBe(true)
    setArrivalSound(false)
    expect(isArrivalSoundOn()).toBe(false)
    setArrivalSound(true)
    expect(isArrivalSoundOn()).toBe(true)
  })

  it('vibrates once per ride: a reload of the arrived step does not ring again', () => {
    const vibrate = vi.fn()
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true })
    setArrivalSound(false)
    alertArrival('ride-1')
    alertArrival('ride-1')
    alertArrival('ride-2')
    expect(vibrate).toHaveBeenCalledTimes(2)
  })
})

describe('the ride draft', () => {
  it('keeps what was typed in this tab until the ride is requested', () => {
    const draft = { ...EMPTY_DRAFT, pickup: { address: 'Moda Caddesi 5', lat: 40.98, lng: 29.03 } }
    saveDraft(draft)
    expect(readDraft()).toEqual(draft)
    clearDraft()
    expect(readDraft()).toEqual(EMPTY_DRAFT)
  })

  it('starts empty from a broken or foreign value', () => {
    sessionStorage.setItem('durak.booking.draft', '{"pickup":{"address":7,"lat":"x"},"paymentMethod":"GOLD"}')
    expect(readDraft()).toEqual(EMPTY_DRAFT)
    sessionStorage.setItem('durak.booking.draft', 'not json')
    expect(readDraft()).toEqual(EMPTY_DRAFT)
  })
})
