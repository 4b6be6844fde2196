import { z } from './zod.ts'
import { CITIES, MEMBERSHIP_TYPES, USER_TYPES } from '../constants.ts'
import { TAXI_CLASSES } from '../tariffs/types.ts'

/**
 * What the JSON API answers, as zod schemas: the server produces these shapes, the app reads them,
 * and the mobile API's OpenAPI document can be generated from them. Money in kuruş, times ISO UTC.
 */

/** The body of every error answer (`HttpError`, validation, 429, 500). */
export const ApiErrorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      /** Field name → `validation` catalog key, on 400 answers. */
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'ApiErrorBody' })
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>

/** One keyset page of a list, newest first; `nextCursor` is null on the last page. */
export type Page<T> = { items: T[]; nextCursor: string | null }
export function pageSchemaOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() })
}

const TariffBoundsSchema = z.object({
  city: z.enum(CITIES),
  taxiClass: z.enum(TAXI_CLASSES),
  /** `YYYY-MM-DD` (Europe/Istanbul), the day the applied tariff took effect. */
  effectiveFrom: z.string(),
  expectedKurus: z.number().int(),
  lowerKurus: z.number().int(),
  upperKurus: z.number().int(),
})

/** Whether a completed ride's fare fits the tariff of its time and city (docs/tariffs.md). */
export const FareCheckSchema = z
  .discriminatedUnion('status', [
    TariffBoundsSchema.extend({ status: z.enum(['within', 'above', 'below']) }),
    z.object({
      status: z.literal('noTariff'),
      city: z.enum(CITIES).nullable(),
      taxiClass: z.enum(TAXI_CLASSES),
      reason: z.enum(['cityUnknown', 'classUnknown', 'notYetKnown', 'figuresUnknown', 'cityMissing', 'rideOutOfRange']),
    }),
  ])
  .meta({ id: 'FareCheck' })

export const RideSchema = z
  .object({
    id: z.string(),
    passengerId: z.string(),
    driverId: z.string().nullable(),
    status: z.string(),
    fareKurus: z.number().int(),
    /** Bridge, tunnel and motorway tolls on top of the fare (0 when none); the fare check leaves them out. */
    tollsKurus: z.number().int(),
    distanceMetres: z.number().int(),
    durationSeconds: z.number().int(),
    pickupAddress: z.string(),
    /** Null when the passenger gave no destination (decision 054). */
    dropoffAddress: z.string().nullable(),
    createdAt: z.string(),
    /** Completed rides only; null for the others. */
    fareCheck: FareCheckSchema.nullable(),
    /** Charged to the passenger for a late cancellation (0 otherwise). */
    cancellationFeeKurus: z.number().int(),
  })
  .meta({ id: 'Ride' })
export type Ride = z.infer<typeof RideSchema>

/** `GET /api/v1/me/rides`, `GET /api/v1/rides`. */
export const RidePageSchema = pageSchemaOf(RideSchema).meta({ id: 'RidePage' })
export type RidePage = z.infer<typeof RidePageSchema>

export const MembershipSchema = z
  .object({
    type: z.enum(MEMBERSHIP_TYPES),
    amountKurus: z.number().int(),
    isPaid: z.boolean(),
    paidAt: z.string().nullable(),
    paymentMethod: z.string().nullable(),
    features: z.array(z.string()),
    validUntil: z.string().nullable(),
  })
  .meta({ id: 'Membership' })
export type Membership = z.infer<typeof MembershipSchema>

export const VehicleSchema = z
  .object({
    brand: z.string().nullable(),
    model: z.string().nullable(),
    year: z.number().int().nullable(),
    plate: z.string().nullable(),
    color: z.string().nullable(),
  })
  .meta({ id: 'Vehicle' })
export type Vehicle = z.infer<typeof VehicleSchema>

/** A user's record with the spec's §3 profile (`GET /api/v1/me`). */
export const ProfileSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    city: z.string().nullable(),
    userType: z.enum(USER_TYPES),
    membershipType: z.enum(MEMBERSHIP_TYPES),
    membershipStatus: z.string(),
    points: z.number().int().meta({ description: 'Cashback points earned (one per full 10 lira of completed fares).' }),
    pendingPoints: z.number().int().meta({
      description:
        'Cashback points held until operations clear a fare the tariff check called "above" (not in `points`).',
    }),
    isActive: z.boolean(),
    totalRides: z.number().int().nullable(),
    ratingCenti: z.number().int().nullable(),
    balanceKurus: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    membership: MembershipSchema.nullable(),
    favoriteLocations: z.array(z.object({ name: z.string().nullable(), address: z.string() })),
    driver: z
      .object({
        licenseNumber: z.string().nullable(),
        isVerified: z.boolean(),
        isOnline: z.boolean(),
        vehicle: VehicleSchema,
      })
      .nullable(),
  })
  .meta({ id: 'Profile' })
export type Profile = z.infer<typeof ProfileSchema>

/** One user in the admin's list (`GET /api/v1/users`): the record without membership, places or vehicle. */
export const UserSummarySchema = ProfileSchema.omit({ membership: true, favoriteLocations: true, driver: true }).meta({
  id: 'UserSummary',
})
export type UserSummary = z.infer<typeof UserSummarySchema>

/** `GET /api/v1/users` (admin). */
export const UserPageSchema = pageSchemaOf(UserSummarySchema).meta({ id: 'UserPage' })
export type UserPage = z.infer<typeof UserPageSchema>

/** `GET /api/v1/me/summary`: dashboard figures, computed in SQL. Money in kuruş. */
export const SummarySchema = z
  .object({
    totalRides: z.number().int().meta({
      description:
        'Every ride of the user’s side, whatever its status: exactly the rides `/me/rides` lists (decision 040).',
    }),
    /** Kept for older apps: always `counted` now (decision 040); `record` is no longer given. */
    totalRidesSource: z.enum(['record', 'counted']),
    countsByStatus: z.record(z.string(), z.number().int()),
    completedRides: z.number().int(),
    cancelledRides: z.number().int(),
    ridesThisMonth: z.number().int(),
    totalFareKurus: z.number().int(),
    averageFareKurus: z.number().int().nullable(),
  })
  .meta({ id: 'Summary' })
export type Summary = z.infer<typeof SummarySchema>

/** `GET /api/v1/health`: the process answers. */
export const HealthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' })

/** `GET /api/v1/ready`: the database answers too (which database is nobody's business). */
export const ReadinessSchema = z.object({ status: z.literal('ready') }).meta({ id: 'Readiness' })

/** `POST /api/v1/register` (201): the same answer whether the address was free or taken (no id). */
export const RegisteredUserSchema = z
  .object({ email: z.string(), userType: z.literal('PASSENGER') })
  .meta({ id: 'RegisteredUser' })
export type RegisteredUser = z.infer<typeof RegisteredUserSchema>

/** `POST /api/v1/account-deletion-requests` (201): the stored request. */
export const DeletionRequestReceiptSchema = z
  .object({
    id: z.string(),
    reference: z
      .string()
      .meta({ description: 'The KVKK reference number, shown and mailed.', examples: ['KVKK-2026-000123'] }),
    status: z.string(),
    createdAt: z.string(),
    deadline: z.string().meta({ description: 'The last Istanbul day of the 30 KVKK allows, `YYYY-MM-DD`.' }),
  })
  .meta({ id: 'DeletionRequestReceipt' })
export type DeletionRequestReceipt = z.infer<typeof DeletionRequestReceiptSchema>
