import { z } from './zod.ts'
import { requiredText } from './fields.ts'

/**
 * Refunds, credits and fare corrections (issue 25, decision 057), kuruş throughout:
 * - REFUND: money back to the passenger on a ride they were charged for (at most the charge less earlier refunds);
 * - CREDIT: a goodwill credit to the passenger's balance, tied to a ride;
 * - FARE_CORRECTION: an amount taken off the driver's fare of a completed ride, on the statement of the week it is made.
 * Refunds and credits go to the passenger's Durak balance (`balanceKurus`).
 */
export const ADJUSTMENT_KINDS = ['REFUND', 'CREDIT', 'FARE_CORRECTION'] as const
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number]

/** One adjustment at most 10,000 TL: a bigger sum is not a support matter. */
export const MAX_ADJUSTMENT_KURUS = 1_000_000
/** What SUPPORT may give at most unless configured otherwise (env ADJUSTMENT_SUPPORT_LIMIT_KURUS): 500 TL. */
export const DEFAULT_SUPPORT_ADJUSTMENT_LIMIT_KURUS = 50_000
/**
 * What SUPPORT may give in all on one ride (every SUPPORT member's entries together, so splitting a
 * sum into several entries or between colleagues does not pass the limit): 500 TL.
 */
export const SUPPORT_RIDE_LIMIT_KURUS = 50_000
/** What one SUPPORT member may give in all in one Istanbul day, on every ride: 2,000 TL. */
export const SUPPORT_DAY_LIMIT_KURUS = 200_000
export const ADJUSTMENT_REASON_MAX = 500

export const NewAdjustmentSchema = z
  .object({
    kind: z.enum(ADJUSTMENT_KINDS, { error: 'invalid' }),
    amountKurus: z
      .number({ error: 'invalid' })
      .int('invalid')
      .min(1, 'invalid')
      .max(MAX_ADJUSTMENT_KURUS, 'invalid')
      .meta({ description: 'Positive kuruş, at most 1,000,000 (10,000 TL).' }),
    reason: requiredText('messageRequired', ADJUSTMENT_REASON_MAX),
    /** The problem report this answers, if any (it must be about this ride). */
    problemReportId: z.string().trim().min(1, 'invalid').max(64, 'invalid').optional(),
  })
  .meta({ id: 'NewAdjustment' })
export type NewAdjustment = z.infer<typeof NewAdjustmentSchema>

export const AdjustmentSchema = z
  .object({
    id: z.string(),
    rideId: z.string(),
    kind: z.enum(ADJUSTMENT_KINDS),
    amountKurus: z.number().int(),
    reason: z.string(),
    problemReportId: z.string().nullable(),
    createdAt: z.string(),
    createdBy: z.object({ id: z.string(), name: z.string() }),
  })
  .meta({ id: 'Adjustment' })
export type Adjustment = z.infer<typeof AdjustmentSchema>

export const RideAdjustmentsSchema = z
  .object({
    rideId: z.string(),
    /** What the passenger was charged: a completed ride's fare and tolls, or a cancellation fee. */
    chargedKurus: z.number().int(),
    refundedKurus: z.number().int(),
    creditedKurus: z.number().int(),
    fareCorrectedKurus: z.number().int(),
    /** The most a caller may give in one adjustment: ADMIN the hard limit, SUPPORT the configured one. */
    callerLimitKurus: z.number().int(),
    /**
     * SUPPORT only (null for ADMIN): the limits on this ride and on the caller's day, and what is left
     * of each now (decision 071).
     */
    supportLimits: z
      .object({
        rideKurus: z.number().int(),
        rideLeftKurus: z.number().int(),
        dayKurus: z.number().int(),
        dayLeftKurus: z.number().int(),
      })
      .nullable(),
    /** Oldest first. */
    items: z.array(AdjustmentSchema),
  })
  .meta({ id: 'RideAdjustments' })
export type RideAdjustments = z.infer<typeof RideAdjustmentsSchema>
