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
  })
  .meta({ id: 'AdminOverview' })
export type AdminOverview = z.infer<typeof AdminOverviewSchema>
