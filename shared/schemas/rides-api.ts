import { z } from './zod.ts'
import { CitySchema, requiredText } from './fields.ts'
import { RIDE_ACTORS, RIDE_STATES } from '../ride-lifecycle/state-machine.ts'
import { FARE_INPUT_LIMITS } from '../tariffs/estimate.ts'
import { FareEstimateResponseSchema, TaxiClassSchema } from './fare-estimate.ts'

/**
 * Bodies of the ride-lifecycle API (`/api/v1/…`) for the passenger and driver apps. Requests are
 * parsed with these on the server; responses are typed by them, so an OpenAPI document can be
 * generated from this file. Money in kuruş unless the name says lira, distance metres, time seconds.
 */

/** Spec §7 (terms): cash, credit card or mobile payment. */
export const PAYMENT_METHODS = ['CASH', 'CARD', 'MOBILE'] as const
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'invalid' })

export const LatSchema = z.number({ error: 'invalid' }).min(-90, 'invalid').max(90, 'invalid')
export const LngSchema = z.number({ error: 'invalid' }).min(-180, 'invalid').max(180, 'invalid')
export const PositionSchema = z.object({ lat: LatSchema, lng: LngSchema })

export const PlaceSchema = z.object({ address: requiredText('invalid', 300), lat: LatSchema, lng: LngSchema })

/** `POST /api/v1/rides` with an `Idempotency-Key` header. */
export const RideRequestSchema = z.object({
  pickup: PlaceSchema,
  /** Optional, as with a street taxi (decision 054): without it there is no estimate, the meter decides. */
  dropoff: PlaceSchema.optional(),
  city: CitySchema,
  paymentMethod: PaymentMethodSchema,
  /** The class asked for; the fare estimate uses its tariff. Yellow when absent. */
  taxiClass: TaxiClassSchema.optional(),
  /**
   * The route's length as the app's map routed it, for the fare estimate. Without it the estimate
   * assumes the straight line × ROUTE_FACTOR (see docs/tariffs.md).
   */
  routeDistanceMetres: z
    .number({ error: 'invalid' })
    .int('invalid')
    .min(1, 'invalid')
    .max(FARE_INPUT_LIMITS.maxDistanceMetres, 'invalid')
    .optional(),
})
export type RideRequest = z.infer<typeof RideRequestSchema>

/** The header value: what a client would generate (a UUID), 8–100 visible characters. */
export const IdempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{8,100}$/, 'invalid')

export const CancelRideSchema = z.object({
  reason: requiredText('reasonRequired', 500),
  /** The fee the passenger was shown; if it no longer applies the cancellation is refused (409). */
  expectedFeeKurus: z.number().int().min(0).optional(),
})

/**
 * `fareLira` as the meter shows it: at most 2 decimals. `tollsKurus`: bridge, tunnel and motorway
 * tolls paid on the ride, on top of the meter (whole kuruş, 0 when absent, at most the fare
 * estimate's limit); the receipt and the statement show them as their own line.
 */
export const CompleteRideSchema = z.object({
  fareLira: z
    .number({ error: 'invalid' })
    .min(0, 'invalid')
    .max(100_000, 'invalid')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'invalid'),
  distanceMetres: z.number({ error: 'invalid' }).int('invalid').min(0, 'invalid').max(2_000_000, 'invalid'),
  durationSeconds: z.number({ error: 'invalid' }).int('invalid').min(0, 'invalid').max(86_400, 'invalid'),
  tollsKurus: z
    .number({ error: 'tollsInvalid' })
    .int('tollsInvalid')
    .min(0, 'tollsInvalid')
    .max(FARE_INPUT_LIMITS.maxTollsKurus, 'tollsInvalid')
    .optional(),
})
export type CompleteRide = z.infer<typeof CompleteRideSchema>

export const RateRideSchema = z.object({
  rating: z.number({ error: 'invalid' }).int('invalid').min(1, 'invalid').max(5, 'invalid'),
  comment: z.string().trim().max(1000, 'tooLong').optional(),
})

export const NearbyQuerySchema = z.object({
  lat: z.coerce.number().pipe(LatSchema),
  lng: z.coerce.number().pipe(LngSchema),
})

export const RideStateSchema = z.enum(RIDE_STATES)
export const RideActorSchema = z.enum(RIDE_ACTORS)

export const RideEventSchema = z.object({
  from: z.string().nullable(),
  to: z.string(),
  actor: RideActorSchema,
  at: z.iso.datetime(),
  reason: z.string().nullable(),
  /** Operations' view only: the staff member who made a step of `operations` (issue 25). */
  staffName: z.string().optional(),
})
export type RideEvent = z.infer<typeof RideEventSchema>

const PlaceOutSchema = z.object({ address: z.string(), lat: z.number().nullable(), lng: z.number().nullable() })

export const AssignedDriverSchema = z.object({
  firstName: z.string(),
  /** The ride's passenger gets the initial only ("D."); the driver and operations the full name. */
  lastName: z.string(),
  ratingCenti: z.number().int().nullable(),
  vehicle: z.object({
    brand: z.string().nullable(),
    model: z.string().nullable(),
    color: z.string().nullable(),
    plate: z.string().nullable(),
  }),
})

export const RideDetailSchema = z
  .object({
    id: z.string(),
    /** A lifecycle status, or a legacy one shown raw. */
    status: z.string(),
    city: z.string().nullable(),
    paymentMethod: PaymentMethodSchema.nullable(),
    pickup: PlaceOutSchema,
    /** Null when the passenger gave no destination (decision 054). */
    dropoff: PlaceOutSchema.nullable(),
    createdAt: z.iso.datetime(),
    assignedAt: z.iso.datetime().nullable(),
    /** Filled once a driver is assigned; never before. */
    driver: AssignedDriverSchema.nullable(),
    /** What the driver sees of the passenger. */
    passenger: z.object({ firstName: z.string(), ratingCenti: z.number().int().nullable() }),
    fareKurus: z.number().int(),
    /** Tolls paid on the ride, on top of the fare (0 when none). */
    tollsKurus: z.number().int(),
    distanceMetres: z.number().int(),
    durationSeconds: z.number().int(),
    /** What a cancellation by the caller would cost the passenger now, and until when it is free. */
    cancellationFee: z.object({ amountKurus: z.number().int(), freeUntil: z.iso.datetime().nullable() }),
    cancellation: z.object({ by: z.string(), reason: z.string().nullable(), feeKurus: z.number().int() }).nullable(),
    ratingForDriver: z.object({ rating: z.number().int(), comment: z.string().nullable() }).nullable(),
    ratingForPassenger: z.object({ rating: z.number().int(), comment: z.string().nullable() }).nullable(),
    isFlagged: z.boolean(),
    timeline: z.array(RideEventSchema),
    /** Passenger only: the taxi's latest reported position while assigned, arrived or in progress. */
    driverPosition: z.object({ lat: z.number(), lng: z.number(), at: z.iso.datetime() }).nullable().optional(),
    /**
     * Passenger only, while ASSIGNED: seconds for the taxi to reach the pickup, from its latest
     * position (straight line × 1.3 at 25 km/h; decision 048).
     */
    etaSeconds: z.number().int().nullable().optional(),
    /** Passenger only, while the ride is open: the live "share my trip" link's expiry, or null. */
    share: z.object({ expiresAt: z.iso.datetime() }).nullable().optional(),
  })
  .meta({ id: 'RideDetail' })

/** `GET /api/v1/rides/current`: the caller's ride to show now, or null. */
export const CurrentRideSchema = z.object({ ride: RideDetailSchema.nullable() }).meta({ id: 'CurrentRide' })
export type RideDetail = z.infer<typeof RideDetailSchema>

/**
 * The answer to a ride request: the ride and the fare it should cost by the tariff in effect when
 * it was requested (the same estimate as `POST /api/v1/fare-estimates`; the meter decides).
 */
export const RequestedRideSchema = RideDetailSchema.extend({
  /** Null without a destination: nothing to estimate, the meter decides (decision 054). */
  fareEstimate: z
    .object({
      /** `route`: the app's routeDistanceMetres; `straightLine`: pickup→dropoff × the route factor. */
      distanceSource: z.enum(['route', 'straightLine']),
      estimate: FareEstimateResponseSchema,
    })
    .nullable(),
}).meta({ id: 'RequestedRide' })
export type RequestedRide = z.infer<typeof RequestedRideSchema>

export const NearbyTaxisSchema = z
  .object({
    count: z.number().int(),
    radiusMetres: z.number().int(),
    /** Blurred to ~100 m, in no particular order, no identity. */
    taxis: z.array(PositionSchema),
  })
  .meta({ id: 'NearbyTaxis' })
export type NearbyTaxis = z.infer<typeof NearbyTaxisSchema>

export const OfferSchema = z
  .object({
    rideId: z.string(),
    pickup: PlaceOutSchema,
    /** Null when the passenger gave no destination: the driver learns it aboard. */
    dropoff: PlaceOutSchema.nullable(),
    paymentMethod: PaymentMethodSchema.nullable(),
    distanceMetres: z.number().int(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'Offer' })
export type Offer = z.infer<typeof OfferSchema>
export const OfferListSchema = z.object({ items: z.array(OfferSchema) }).meta({ id: 'OfferList' })

export const DriverStatusSchema = z
  .object({
    isOnline: z.boolean(),
    activeRideId: z.string().nullable(),
    /** The least time between two position reports the server accepts (POSITION_MIN_INTERVAL_MS). */
    positionIntervalMs: z.number().int().optional(),
  })
  .meta({ id: 'DriverStatus' })
export type DriverStatus = z.infer<typeof DriverStatusSchema>

/**
 * The largest id a live stream resumes from: the last millisecond of 9999 (an offer stream's ids
 * are the clock), far above any ride event's row id. A larger one is refused with 400, not read as
 * an invalid date that ends the stream (issue 30).
 */
export const MAX_LAST_EVENT_ID = 253_402_300_799_999

/**
 * Resuming a live stream: the `id:` of the last message the client had (EventSource sends it as
 * the `Last-Event-ID` header when it reconnects; a new EventSource can pass it here).
 */
export const LiveStreamQuerySchema = z.object({
  lastEventId: z
    .string()
    .regex(/^\d{1,15}$/, 'invalid')
    // a ride event's row id, or the driver stream's milliseconds: both end before the year 10000
    .refine((v) => Number(v) <= MAX_LAST_EVENT_ID, 'invalid')
    .optional(),
})

/** One message of a Server-Sent Events stream (`data:` is this JSON). */
export const LiveEventSchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('status'),
      rideId: z.string(),
      status: z.string(),
      from: z.string().nullable(),
      actor: RideActorSchema,
      at: z.iso.datetime(),
    }),
    z.object({
      type: z.literal('position'),
      rideId: z.string(),
      lat: z.number(),
      lng: z.number(),
      at: z.iso.datetime(),
    }),
    z.object({ type: z.literal('offer'), offer: OfferSchema }),
    z.object({
      type: z.literal('offer-closed'),
      rideId: z.string(),
      // DECLINED: the driver declined it on another screen (another tab or device)
      reason: z.enum(['TAKEN', 'EXPIRED', 'WITHDRAWN', 'DECLINED']),
    }),
  ])
  .meta({ id: 'LiveEvent' })
export type LiveEvent = z.infer<typeof LiveEventSchema>
