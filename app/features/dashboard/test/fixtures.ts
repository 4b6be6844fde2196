import type { Page, Profile, Ride, Summary } from '#shared/schemas/api-responses.ts'
import type { PanelUser } from '../components/dashboard-frame.tsx'

/** What the dashboard tests answer with; fixtures.test.ts checks them against the API's response schemas. */

/** The users the route's guard lets in (what `requireUserType` returns). */
export const driverUser: PanelUser = { userId: 'driver-1', userType: 'DRIVER', firstName: 'Mehmet', lastName: 'Demir' }
export const passengerUser: PanelUser = {
  userId: 'passenger-1',
  userType: 'PASSENGER',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
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
  pendingPoints: 0,
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
  tollsKurus: 0,
  distanceMetres: 5_200,
  durationSeconds: 840,
  pickupAddress: 'Taksim Meydanı',
  dropoffAddress: 'Kadıköy İskelesi',
  createdAt: '2026-01-31T22:30:00.000Z',
  fareCheck: null,
  cancellationFeeKurus: 0,
  ...over,
})

export const pageOf = (items: Ride[], nextCursor: string | null = null): Page<Ride> => ({ items, nextCursor })
