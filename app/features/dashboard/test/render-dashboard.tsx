import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { configure, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { vi } from 'vitest'
import { dashboard as en } from '#shared/i18n/en/dashboard.ts'
import { dashboard as tr } from '#shared/i18n/tr/dashboard.ts'
import type { Page, Profile, Ride, Summary } from '#shared/schemas/api.ts'
import { i18n, registerNamespace } from '#app/lib/i18n.ts'

registerNamespace('dashboard', { en, tr })
// a shared 2-core machine can be slow: wait up to 5 s for the mocked API before failing
configure({ asyncUtilTimeout: 5000 })

/** Shows where the app navigated to, for redirect assertions. */
function Where() {
  const location = useLocation()
  return <p data-testid="location">{location.pathname + location.search}</p>
}

/** Render a dashboard at `url` with routes for the pages it may send the user to. */
export function renderAt(url: string, element: ReactNode) {
  const lang = url.startsWith('/en') ? 'en' : 'tr'
  void i18n.changeLanguage(lang)
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
  const utils = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            {['/driver-dashboard', '/passenger-dashboard', '/en/driver-dashboard', '/en/passenger-dashboard'].map(
              (path) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <>
                      {element}
                      <Where />
                    </>
                  }
                />
              ),
            )}
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  )
  return { ...utils, queryClient }
}

type Reply = { status?: number; body: unknown } | (() => { status?: number; body: unknown })

/** A fetch double answering by path (query string included when the key has one). */
export function mockApi(routes: Record<string, Reply>) {
  const calls: string[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost')
    const key = url.pathname + url.search
    calls.push(key)
    const match = routes[key] ?? routes[url.pathname]
    const reply = typeof match === 'function' ? match() : match
    if (!reply)
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'no mock' } }), { status: 404 })
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { calls, fetchMock }
}

export const driverProfile = (over: Partial<Profile> = {}): Profile => ({
  id: 'driver-1',
  email: 'mehmet@example.com',
  firstName: 'Mehmet',
  lastName: 'Demir',
  phone: '05429876543',
  city: 'Izmir',
  userType: 'DRIVER',
  membershipType: 'FREE',
  membershipStatus: 'active',
  points: 0,
  isActive: true,
  totalRides: null,
  ratingCenti: 485,
  balanceKurus: 243_050,
  createdAt: '2026-01-31T22:30:00.000Z',
  updatedAt: '2026-02-10T09:05:00.000Z',
  membership: null,
  favoriteLocations: [],
  driver: {
    licenseNumber: '34-TX-1',
    isVerified: true,
    isOnline: true,
    vehicle: { brand: 'Fiat', model: 'Egea', year: 2023, plate: '34 TKS 512', color: 'Sarı' },
  },
  ...over,
})

export const passengerProfile = (over: Partial<Profile> = {}): Profile => ({
  ...driverProfile(),
  id: 'passenger-1',
  email: 'ayse@example.com',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  userType: 'PASSENGER',
  ratingCenti: 492,
  balanceKurus: 15_000,
  driver: null,
  membership: {
    type: 'FREE',
    amountKurus: 0,
    isPaid: false,
    paidAt: null,
    paymentMethod: null,
    features: ['Basic taxi service', 'Standard customer support'],
    validUntil: null,
  },
  ...over,
})

export const summaryOf = (over: Partial<Summary> = {}): Summary => ({
  totalRides: 3,
  totalRidesSource: 'counted',
  countsByStatus: { COMPLETED: 2, CANCELLED: 1 },
  completedRides: 2,
  cancelledRides: 1,
  ridesThisMonth: 2,
  totalFareKurus: 22_345,
  averageFareKurus: 11_173,
  ...over,
})

export const rideOf = (over: Partial<Ride> = {}): Ride => ({
  id: 'r1',
  passengerId: 'passenger-1',
  driverId: 'driver-1',
  status: 'COMPLETED',
  fareKurus: 12_345,
  distanceMetres: 5_200,
  durationSeconds: 840,
  pickupAddress: 'Taksim Meydanı',
  dropoffAddress: 'Kadıköy İskelesi',
  createdAt: '2026-01-31T22:30:00.000Z',
  ...over,
})

export const pageOf = (items: Ride[], nextCursor: string | null = null): Page<Ride> => ({ items, nextCursor })
