// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { declinedOffers } from './declined-offers.ts'

describe('declinedOffers', () => {
  beforeEach(() => sessionStorage.clear())

  it('hides the offer the driver declined, on a reload or a replayed stream', () => {
    const offer = { rideId: 'r1', expiresAt: '2026-11-27T06:00:30.000Z' }
    expect(declinedOffers.has(offer)).toBe(false)
    declinedOffers.add(offer)
    expect(declinedOffers.has({ ...offer })).toBe(true)
  })

  it('shows a new offer of the same ride, as when operations offer it to this driver by hand (issue 25)', () => {
    declinedOffers.add({ rideId: 'r1', expiresAt: '2026-11-27T06:00:30.000Z' })
    expect(declinedOffers.has({ rideId: 'r1', expiresAt: '2026-11-27T06:03:10.000Z' })).toBe(false)
    expect(declinedOffers.has({ rideId: 'r2', expiresAt: '2026-11-27T06:00:30.000Z' })).toBe(false)
  })
})
