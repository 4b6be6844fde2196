// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearUserStorage } from '#app/lib/user-storage.ts'
import type { CurrentRide } from '../api/get-current-ride.ts'
import { loadBookingRoute } from './booking-route.ts'
import { keepRideSnapshot, readRideSnapshot } from './ride-snapshot.ts'

vi.mock('#app/lib/require-user-type.ts', () => ({
  requireUserType: vi.fn(async () => ({ userId: 'u-1', userType: 'PASSENGER', firstName: 'Elif', lastName: 'Y' })),
}))

const ride = (status: string) =>
  ({
    id: 'ride-1',
    status,
    pickup: { address: 'Moda Caddesi 12', lat: 40.98, lng: 29.02 },
    dropoff: { address: 'Kadıköy İskele', lat: 40.99, lng: 29.03 },
    passenger: { firstName: 'Elif', ratingCenti: 490 },
    fareKurus: 24_550,
    driver: {
      firstName: 'Deniz',
      lastName: 'Kaya',
      ratingCenti: 480,
      vehicle: { brand: 'Fiat', model: 'Egea', color: 'YELLOW', plate: '34 TK 123' },
    },
  }) as unknown as CurrentRide

afterEach(() => {
  localStorage.clear()
  vi.unstubAllGlobals()
})

describe('the ride kept on the device', () => {
  it('keeps only what the screen shows, under the user’s key', () => {
    keepRideSnapshot('u-1', ride('ARRIVED'), new Date('2026-12-02T10:05:00Z'))
    const stored = localStorage.getItem('durak.user.u-1.booking.lastRide') ?? ''
    expect(stored).toContain('34 TK 123')
    expect(stored).not.toContain('fareKurus')
    expect(stored).not.toContain('40.98')
    expect(stored).not.toContain('passenger')
    expect(readRideSnapshot('u-1')?.savedAt).toBe('2026-12-02T10:05:00.000Z')
    expect(readRideSnapshot(null)?.ride.driver?.vehicle.plate).toBe('34 TK 123')
  })

  it('is forgotten when the ride ends, at sign-out, and when another user keeps one', () => {
    keepRideSnapshot('u-1', ride('ASSIGNED'))
    keepRideSnapshot('u-1', ride('COMPLETED'))
    expect(readRideSnapshot('u-1')).toBeNull()
    keepRideSnapshot('u-1', ride('ASSIGNED'))
    keepRideSnapshot('u-1', null)
    expect(readRideSnapshot('u-1')).toBeNull()

    keepRideSnapshot('u-1', ride('ASSIGNED'))
    keepRideSnapshot('u-2', ride('IN_PROGRESS'))
    expect(readRideSnapshot('u-1')).toBeNull()
    localStorage.setItem('durak.booking.draft-like', 'kept')
    clearUserStorage()
    expect(readRideSnapshot(null)).toBeNull()
    expect(localStorage.getItem('durak.booking.draft-like')).toBe('kept')
  })
})

describe('the booking route with no network', () => {
  const request = new Request('http://localhost/taksi-cagir')

  it('shows the kept ride instead of asking to sign in', async () => {
    keepRideSnapshot('u-1', ride('ARRIVED'))
    vi.stubGlobal('navigator', { ...navigator, onLine: false })
    const data = await loadBookingRoute(request)
    expect(data.offline?.ride.status).toBe('ARRIVED')
    expect(data.userId).toBeNull()
  })

  it('reads the session as usual when online, or offline with nothing kept', async () => {
    keepRideSnapshot('u-1', ride('ARRIVED'))
    expect(await loadBookingRoute(request)).toEqual({ userId: 'u-1', offline: null })
    localStorage.clear()
    vi.stubGlobal('navigator', { ...navigator, onLine: false })
    expect(await loadBookingRoute(request)).toEqual({ userId: 'u-1', offline: null })
  })
})
