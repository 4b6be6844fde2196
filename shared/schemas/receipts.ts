import { z } from './zod.ts'
import { pageSchemaOf } from './api-responses.ts'

/** Receipts, ride exports and weekly statements (issue 15). Money integer kuruş, times ISO UTC. */

export const ReceiptParamsSchema = z.object({ receiptNumber: z.string().trim().min(1).max(40) })

/** A date range of Istanbul calendar days, both included; checked by the service (one message). */
export const DateRangeQuerySchema = z.object({
  from: z.string().trim().max(10),
  to: z.string().trim().max(10),
  /** A download link has no page-language header: the page puts its language here. */
  lang: z.enum(['tr', 'en']).optional(),
})

/** The language of a downloaded file (a link cannot send the page-language header). */
export const DownloadQuerySchema = z.object({ lang: z.enum(['tr', 'en']).optional() })

export const ReceiptSchema = z
  .object({
    receiptNumber: z.string(),
    rideId: z.string(),
    status: z.enum(['COMPLETED', 'CANCELLED']),
    createdAt: z.string(),
    pickupAddress: z.string(),
    /** Null when the passenger gave no destination (decision 054). */
    dropoffAddress: z.string().nullable(),
    distanceMetres: z.number().int(),
    durationSeconds: z.number().int(),
    driverName: z.string().nullable(),
    vehiclePlate: z.string().nullable(),
    paymentMethod: z.string().nullable(),
    /** The lines of the receipt: a cancelled ride's fare and tolls are 0, its fee is the total. */
    fareKurus: z.number().int(),
    tollsKurus: z.number().int(),
    cancellationFeeKurus: z.number().int(),
    totalKurus: z.number().int(),
    /** Refunded to the passenger's Durak balance for this ride (issue 25, decision 057). */
    refundedKurus: z.number().int(),
    /** Credited to the passenger's Durak balance with this ride as the reason. */
    creditedKurus: z.number().int(),
  })
  .meta({ id: 'Receipt' })
export type Receipt = z.infer<typeof ReceiptSchema>

export const ReceiptEmailSentSchema = z.object({ sentTo: z.string() }).meta({ id: 'ReceiptEmailSent' })

export const WeekParamsSchema = z.object({ weekStart: z.string().trim().max(10) })

export const StatementWeekSchema = z
  .object({
    weekStart: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    completedRides: z.number().int(),
    cancellationsWithFee: z.number().int(),
    faresKurus: z.number().int(),
    feesKurus: z.number().int(),
    tollsKurus: z.number().int(),
    /** Fare corrections operations made in the week, taken off the gross (decision 057). */
    fareCorrectionsKurus: z.number().int(),
    grossKurus: z.number().int(),
    commissionKurus: z.number().int(),
    netKurus: z.number().int(),
  })
  .meta({ id: 'StatementWeek' })
export type StatementWeek = z.infer<typeof StatementWeekSchema>

export const StatementListSchema = z
  .object({
    commissionRateBasisPoints: z.number().int(),
    /** Oldest first, the current week last. */
    weeks: z.array(StatementWeekSchema),
  })
  .meta({ id: 'StatementList' })
export type StatementList = z.infer<typeof StatementListSchema>

export const StatementSchema = z
  .object({ commissionRateBasisPoints: z.number().int(), week: StatementWeekSchema })
  .meta({ id: 'Statement' })
export type Statement = z.infer<typeof StatementSchema>

export const StatementRideSchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    status: z.string(),
    pickupAddress: z.string(),
    /** Null when the passenger gave no destination (decision 054). */
    dropoffAddress: z.string().nullable(),
    fareKurus: z.number().int(),
    cancellationFeeKurus: z.number().int(),
    tollsKurus: z.number().int(),
  })
  .meta({ id: 'StatementRide' })
export type StatementRide = z.infer<typeof StatementRideSchema>

export const StatementRidePageSchema = pageSchemaOf(StatementRideSchema).meta({ id: 'StatementRidePage' })
export type StatementRidePage = z.infer<typeof StatementRidePageSchema>
