import { z } from './zod.ts'
import { requiredText } from './fields.ts'

/**
 * Cashback held for a fare the tariff check calls "above" (issue 22, item 10): the passenger's
 * points for such a ride wait until operations clear the fare. CONFIRMED: the fare stands and the
 * points join the balance; REJECTED: the fare was wrong and the ride earns no points.
 */
export const FARE_CLEARANCE_OUTCOMES = ['CONFIRMED', 'REJECTED'] as const
export type FareClearanceOutcome = (typeof FARE_CLEARANCE_OUTCOMES)[number]

/** `POST /api/v1/admin/rides/:rideId/fare-clearance`: the outcome and why (kept in the audit log). */
export const ClearFareSchema = z
  .object({
    outcome: z.enum(FARE_CLEARANCE_OUTCOMES, { error: 'invalid' }),
    note: requiredText('messageRequired', 500),
  })
  .meta({ id: 'ClearFare' })
export type ClearFare = z.infer<typeof ClearFareSchema>

/** A ride's held cashback: the points held for its fare, and how operations cleared the fare once they did. */
export const HeldCashbackSchema = z
  .object({
    rideId: z.string(),
    heldPoints: z
      .number()
      .int()
      .meta({ description: 'Cashback points held for the fare check (0: none were held, they were earned at once).' }),
    isWaiting: z.boolean().meta({ description: 'Held and not cleared yet: operations can clear it.' }),
    clearance: z.enum(FARE_CLEARANCE_OUTCOMES).nullable(),
    clearedAt: z.string().nullable(),
    clearedBy: z.string().nullable().meta({ description: 'The staff member (or `cli`) who cleared it.' }),
  })
  .meta({ id: 'HeldCashback' })
export type HeldCashback = z.infer<typeof HeldCashbackSchema>
