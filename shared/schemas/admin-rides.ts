import { z } from './zod.ts'
import { ISO_DAY } from '../istanbul-days.ts'
import { PageQuerySchema, RideStatusSchema } from './api.ts'
import { FareCheckSchema } from './api-responses.ts'
import { RideDetailSchema } from './rides-api.ts'
import { ExportLangSchema } from './admin.ts'

/** Issue 14: the back-office's ride list (status, Istanbul date range, passenger, driver) and a ride's page. */
export const AdminRidesQuerySchema = PageQuerySchema.extend({
  status: RideStatusSchema.optional(),
  /** First Istanbul day, `YYYY-MM-DD`. */
  from: z.string().regex(ISO_DAY).optional(),
  /** Last Istanbul day, included. */
  to: z.string().regex(ISO_DAY).optional(),
  passengerId: z.string().trim().max(64).optional(),
  driverId: z.string().trim().max(64).optional(),
  /**
   * One search box (issue 30): a plate, a phone, a name (its start; Turkish letters match their
   * plain forms), a receipt number or a ride id (or its first 8 characters).
   */
  q: z.string().trim().max(100).optional(),
  /**
   * `1`: only rides stuck in progress, IN_PROGRESS for longer than the long-ride alert's threshold
   * (the overview's "stuck rides" figure opens this list).
   */
  stuck: z.enum(['1']).optional(),
})
export type AdminRidesQuery = z.infer<typeof AdminRidesQuerySchema>
export const AdminRidesExportQuerySchema = AdminRidesQuerySchema.omit({ limit: true, cursor: true }).extend(
  ExportLangSchema.shape,
)

export const RideIdParamsSchema = z.object({ rideId: z.string().trim().min(1).max(64) })

export const AdminRideSchema = z
  .object({
    ride: RideDetailSchema,
    passengerId: z.string(),
    driverId: z.string().nullable(),
    /** The driver's phone for operations to call (issue 25); null without a driver or a number. */
    driverPhone: z.string().nullable(),
    /** Completed rides: the fare against the tariff of its time and city (docs/tariffs.md). */
    fareCheck: FareCheckSchema.nullable(),
  })
  .meta({ id: 'AdminRide' })
export type AdminRide = z.infer<typeof AdminRideSchema>
