import { describe, expect, it } from 'vitest'
import { fareNeedsConfirm } from '#shared/ride-lifecycle/fare-confirm.ts'
import { parseLiraToKurus } from '#shared/format.ts'
import { ApiRequestError } from '#app/lib/api.ts'
import { i18n, registerNamespace } from '#app/lib/i18n.ts'
import { driverMode as en } from '#shared/i18n/en/driver-mode.ts'
import { driverMode as tr } from '#shared/i18n/tr/driver-mode.ts'
import { errorText, isOfferGone } from './error-text.ts'
import { navigationHref } from './navigation-links.ts'

registerNamespace('driverMode', { en, tr })
const range = { lowerKurus: 20_000, upperKurus: 30_000 }

describe('the meter fare against the tariff range (issue 23)', () => {
  it('takes "245,50" with a Turkish comma as 24,550 kuruş', () => {
    expect(parseLiraToKurus('245,50')).toBe(24_550)
  })
  it('asks to confirm any fare outside the range, on both sides alike (issue 30)', () => {
    expect(fareNeedsConfirm(19_999, range)).toBe('below')
    expect(fareNeedsConfirm(17_000, range)).toBe('below') // 15 % under passed silently before
    expect(fareNeedsConfirm(20_000, range)).toBe('ok')
    expect(fareNeedsConfirm(30_000, range)).toBe('ok')
    expect(fareNeedsConfirm(30_001, range)).toBe('above')
    expect(fareNeedsConfirm(34_500, range)).toBe('above') // 15 % over
  })
})

describe('navigation links', () => {
  const to = { lat: 41.0082, lng: 28.9784 }
  it('opens Google Maps, Yandex Navigasyon and Apple Maps at the coordinates', () => {
    expect(navigationHref('google', to)).toBe('https://www.google.com/maps/dir/?api=1&destination=41.008200,28.978400')
    expect(navigationHref('yandex', to)).toBe('yandexnavi://build_route_on_map?lat_to=41.008200&lon_to=28.978400')
    expect(navigationHref('apple', to)).toBe('https://maps.apple.com/?daddr=41.008200,28.978400')
  })
})

describe('errors in words', () => {
  const t = i18n.getFixedT('tr', 'driverMode')
  it('says a lost connection in the page’s language, never a status code', () => {
    expect(errorText(new ApiRequestError(0, 'NETWORK', 'Failed to fetch'), t)).toBe(tr.errors.network)
    expect(errorText(new ApiRequestError(502, 'HTTP_502', 'Bad Gateway'), t)).toBe(tr.errors.generic)
    expect(errorText(new ApiRequestError(409, 'DRIVER_BUSY', 'Üzerinizde bir yolculuk var.'), t)).toBe(
      'Üzerinizde bir yolculuk var.',
    )
  })
  it('treats a taken ride and a withdrawn offer as a lost race, a busy driver not', () => {
    expect(isOfferGone(new ApiRequestError(409, 'RIDE_ALREADY_TAKEN', 'x'))).toBe(true)
    expect(isOfferGone(new ApiRequestError(409, 'NO_OFFER', 'x'))).toBe(true)
    expect(isOfferGone(new ApiRequestError(409, 'DRIVER_BUSY', 'x'))).toBe(false)
    expect(isOfferGone(new ApiRequestError(409, 'DRIVER_OFFLINE', 'x'))).toBe(false)
    expect(isOfferGone(new ApiRequestError(403, 'DRIVER_NOT_VERIFIED', 'x'))).toBe(false)
  })
})
