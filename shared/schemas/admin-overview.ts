import { z } from './zod.ts'

const StatusCountsSchema = z.object({
  total: z.number().int(),
  /** Ride status → rides (only the statuses that occur). */
  byStatus: z.record(z.string(), z.number().int()),
})

/** `GET /api/v1/admin/overview` (issue 14): the figures of the back-office's first page. */
export const AdminOverviewSchema = z
  .object({
    /** Istanbul day and week (Monday) starts, UTC. */
    todayStartsAt: z.string(),
    weekStartsAt: z.string(),
    today: StatusCountsSchema,
    week: StatusCountsSchema,
    onlineDrivers: z.number().int(),
    verifiedDrivers: z.number().int(),
    waitingVerification: z.number().int(),
    openKvkkRequests: z.number().int(),
    /** The nearest 30-day answer deadline of an open KVKK request, or null. */
    nearestKvkkDeadline: z.string().nullable(),
    openProblemReports: z.number().int(),
    /** Alerts waiting for someone to take them (issue 30). */
    openAlerts: z.number().int(),
    /** Alerts taken and being handled. */
    takenAlerts: z.number().int(),
    /** Rides IN_PROGRESS for longer than `stuckAfterSeconds` (the LONG_RIDE alert's threshold). */
    stuckRides: z.number().int(),
    stuckAfterSeconds: z.number().int(),
  })
  .meta({ id: 'AdminOverview' })
export type AdminOverview = z.infer<typeof AdminOverviewSchema>
