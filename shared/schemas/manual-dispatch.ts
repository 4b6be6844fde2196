import { z } from './zod.ts'

/**
 * Operations acting on a ride (issue 25, decision 059): the free taxis nearest a waiting request and
 * offering it to one of them, taking a ride back from a driver who is not moving, cancelling as
 * operations (never charged) and closing a stuck ride. Every change carries a reason or a chosen
 * taxi, goes through the ride lifecycle (events by `operations`, the staff member as their actor)
 * and is audited.
 */
export const FREE_TAXIS_MAX = 20
/** How far staff may look from the pickup, step by step (issue 30): the page starts at the first. */
export const FREE_TAXI_RADII_KM = [3, 5, 10, 20] as const
export type FreeTaxiRadiusKm = (typeof FREE_TAXI_RADII_KM)[number]

export const FreeTaxisQuerySchema = z.object({
  /** How many of the nearest taxis (default 10, at most 20): never the whole fleet. */
  limit: z.coerce.number().int().min(1).max(FREE_TAXIS_MAX).default(10),
  /** Only taxis within this straight-line distance of the pickup: 3, 5, 10 or 20 km (default 3). */
  radiusKm: z.coerce
    .number()
    .refine((km) => (FREE_TAXI_RADII_KM as readonly number[]).includes(km), {
      error: 'invalid',
    })
    .default(3)
    .meta({ description: 'Search radius in km: one of 3, 5, 10, 20.' }),
})

export const FreeTaxiSchema = z
  .object({
    driverId: z.string(),
    name: z.string(),
    plate: z.string().nullable(),
    vehicle: z.string().nullable().meta({ description: 'Brand, model and colour, as the driver registered them.' }),
    distanceMetres: z.number().int().meta({ description: 'Straight-line distance from the taxi to the pickup.' }),
    /**
     * This ride and this taxi: `OFFERED` (an offer is open now), `DECLINED` (the driver declined it,
     * gave it up or had it taken back), or null (never offered in this round).
     */
    offer: z.enum(['OFFERED', 'DECLINED']).nullable(),
  })
  .meta({ id: 'FreeTaxi' })
export type FreeTaxi = z.infer<typeof FreeTaxiSchema>

export const FreeTaxisSchema = z
  .object({
    rideId: z.string(),
    /** The ride's status now: taxis are listed only while it is REQUESTED (and has a pickup position). */
    rideStatus: z.string(),
    /** The search radius these taxis were looked for in. */
    radiusKm: z.number().int(),
    /** Nearest first, at most `limit`, within `radiusKm` of the pickup. */
    items: z.array(FreeTaxiSchema),
  })
  .meta({ id: 'FreeTaxis' })
export type FreeTaxis = z.infer<typeof FreeTaxisSchema>

export const OfferToTaxiSchema = z.object({ driverId: z.string().trim().min(1).max(64) }).meta({ id: 'OfferToTaxi' })
export type OfferToTaxi = z.infer<typeof OfferToTaxiSchema>

export const ManualOfferSchema = z
  .object({
    rideId: z.string(),
    driverId: z.string(),
    distanceMetres: z.number().int(),
    /** The usual countdown: the offer closes then unless the driver accepts. */
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'ManualOffer' })
export type ManualOffer = z.infer<typeof ManualOfferSchema>

export const OperationsReasonSchema = z
  .object({
    /** Why: on the ride's timeline and in the audit log. */
    reason: z.string().trim().min(3).max(500),
  })
  .meta({ id: 'OperationsReason' })
export type OperationsReason = z.infer<typeof OperationsReasonSchema>
