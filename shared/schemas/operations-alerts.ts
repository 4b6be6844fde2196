import { PageQuerySchema } from './api.ts'
import { pageSchemaOf } from './api-responses.ts'
import { z } from './zod.ts'

/**
 * Operations' alert queue (issue 25): what the sweep and the ride's own steps raise about a ride,
 * once per ride and kind, then taken, answered and closed by a staff member (all audited).
 */
export const ALERT_KINDS = [
  'NO_ACCEPT',
  'NOT_APPROACHING',
  'ARRIVED_NO_START',
  'LONG_RIDE',
  'DRIVER_SILENT',
  'FARE_ABOVE_TARIFF',
  'PROBLEM_DURING_RIDE',
] as const
export type AlertKind = (typeof ALERT_KINDS)[number]

export const ALERT_STATUSES = ['OPEN', 'TAKEN', 'CLOSED'] as const
export type AlertStatus = (typeof ALERT_STATUSES)[number]

/**
 * Why an alert closed itself (decision 071): its cause ended. RIDE_*: the ride moved on (to that
 * status); DRIVER_CHANGED: another taxi has the ride; DRIVER_APPROACHING: the taxi came closer;
 * DRIVER_REPORTING: the driver reports positions again; FARE_CLEARED: operations cleared the fare;
 * REPORT_ANSWERED: the passenger's problem report was answered or closed; RIDE_GONE: the ride was erased.
 */
export const ALERT_RESOLUTIONS = [
  'RIDE_REQUESTED',
  'RIDE_ASSIGNED',
  'RIDE_ARRIVED',
  'RIDE_STARTED',
  'RIDE_COMPLETED',
  'RIDE_CANCELLED',
  'RIDE_EXPIRED',
  'DRIVER_CHANGED',
  'DRIVER_APPROACHING',
  'DRIVER_REPORTING',
  'FARE_CLEARED',
  'REPORT_ANSWERED',
  'RIDE_GONE',
] as const
export type AlertResolution = (typeof ALERT_RESOLUTIONS)[number]

const StaffRefSchema = z.object({ id: z.string(), name: z.string().nullable() }).nullable()

/** The ride an alert is about, as the queue shows it: where it waits and which taxi has it. */
const AlertRideSchema = z
  .object({
    status: z.string(),
    pickupAddress: z.string(),
    driverName: z.string().nullable(),
    plate: z.string().nullable(),
  })
  .nullable()

export const AlertSchema = z
  .object({
    rideId: z.string(),
    kind: z.enum(ALERT_KINDS).meta({
      description:
        'NO_ACCEPT: a request with no accept; NOT_APPROACHING: the assigned taxi no closer to the pickup than when it accepted; ARRIVED_NO_START: arrived, not started; LONG_RIDE: in progress for hours; DRIVER_SILENT: the driver stopped reporting during the ride; FARE_ABOVE_TARIFF: a completed fare above the tariff; PROBLEM_DURING_RIDE: the passenger reported a problem with the ride under way.',
    }),
    driverId: z.string().nullable(),
    raisedAt: z.iso.datetime(),
    status: z.enum(ALERT_STATUSES),
    takenBy: StaffRefSchema,
    takenAt: z.iso.datetime().nullable(),
    answer: z.string().nullable(),
    answeredAt: z.iso.datetime().nullable(),
    closedBy: StaffRefSchema,
    closedAt: z.iso.datetime().nullable(),
    /** Set when the alert closed itself because its cause ended; null while open or when staff closed it. */
    resolution: z.enum(ALERT_RESOLUTIONS).nullable(),
    ride: AlertRideSchema,
  })
  .meta({ id: 'Alert' })
export type Alert = z.infer<typeof AlertSchema>

export const AlertCountsSchema = z
  .object({ open: z.number().int(), taken: z.number().int() })
  .meta({ id: 'AlertCounts' })
export type AlertCounts = z.infer<typeof AlertCountsSchema>

/**
 * A page of one list, with how many alerts the whole list holds (`total`) and the open and taken
 * counts, read in the same statement as the page: the header never disagrees with the cards.
 */
export const AlertPageSchema = pageSchemaOf(AlertSchema)
  .extend({ total: z.number().int(), counts: AlertCountsSchema })
  .meta({ id: 'AlertPage' })
export type AlertPage = z.infer<typeof AlertPageSchema>

/** A list of the queue: one status, or ACTIVE (open and taken, not yet closed). */
export const ALERT_LISTS = [...ALERT_STATUSES, 'ACTIVE'] as const
export type AlertList = (typeof ALERT_LISTS)[number]

export const AlertsQuerySchema = PageQuerySchema.extend({
  status: z.enum(ALERT_LISTS).default('OPEN').meta({
    description:
      'OPEN, TAKEN or ACTIVE (both, the open ones first): oldest first, the alert waiting longest on top. CLOSED: newest first.',
  }),
  /** `me`: only the alerts the caller took. */
  takenBy: z.enum(['me']).optional(),
})

export const AlertParamsSchema = z.object({ rideId: z.string().min(1).max(64), kind: z.enum(ALERT_KINDS) })

export const AnswerAlertSchema = z.object({ answer: z.string().trim().min(3).max(1000) }).meta({ id: 'AnswerAlert' })

export const CloseAlertSchema = z.object({ note: z.string().trim().max(1000).optional() }).meta({ id: 'CloseAlert' })
