import { z } from 'zod'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type MembershipType, type UserType } from '../constants.ts'

/** Shapes of the JSON API, shared by the server (which produces them) and the app (which reads them). */

export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
})

export const RideStatusSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z_]{2,32}$/)

export const MyRidesQuerySchema = PageQuerySchema.extend({ status: RideStatusSchema.optional() })
export const RidesQuerySchema = MyRidesQuerySchema.extend({
  passengerId: z.string().max(64).optional(),
  driverId: z.string().max(64).optional(),
})
export const UsersQuerySchema = PageQuerySchema.extend({
  userType: z.enum(['DRIVER', 'PASSENGER', 'ADMIN']).optional(),
})

export type ApiError = { error: { code: string; message: string; fields?: Record<string, string> } }

export type Page<T> = { items: T[]; nextCursor: string | null }

export type Ride = {
  id: string
  passengerId: string
  driverId: string | null
  status: string
  fareKurus: number
  distanceMetres: number
  durationSeconds: number
  pickupAddress: string
  dropoffAddress: string
  createdAt: string
}

export type Membership = {
  type: MembershipType
  amountKurus: number
  isPaid: boolean
  paidAt: string | null
  paymentMethod: string | null
  features: string[]
  validUntil: string | null
}

export type Vehicle = {
  brand: string | null
  model: string | null
  year: number | null
  plate: string | null
  color: string | null
}

export type Profile = {
  id: string
  email: string
  firstName: string
  lastName: string
  phone: string | null
  city: string | null
  userType: UserType
  membershipType: MembershipType
  membershipStatus: string
  points: number
  isActive: boolean
  totalRides: number | null
  ratingCenti: number | null
  balanceKurus: number
  createdAt: string
  updatedAt: string
  membership: Membership | null
  favoriteLocations: { name: string | null; address: string }[]
  driver: {
    licenseNumber: string | null
    isVerified: boolean
    isOnline: boolean
    vehicle: Vehicle
  } | null
}

/** Dashboard figures, computed in SQL. Money in kuruş. */
export type Summary = {
  totalRides: number
  /** Where the figure came from: the user record, or counted from rides (spec §2 reads the record). */
  totalRidesSource: 'record' | 'counted'
  countsByStatus: Record<string, number>
  completedRides: number
  cancelledRides: number
  ridesThisMonth: number
  totalFareKurus: number
  averageFareKurus: number | null
}
