import { RIDE_STATUSES } from '#shared/constants.ts'
import { RIDE_STATES } from '#shared/ride-lifecycle/state-machine.ts'
import { toNumber, type Db } from '#server/db/database.ts'
import { driversAwaitingVerification } from '#server/features/driver-verification/index.ts'
import { openKvkkRequestsFigure } from '#server/features/kvkk-requests/index.ts'
import { openProblemReportsFigure } from '#server/features/problem-reports/index.ts'
import { countOpenAlerts } from '#server/features/operations-alerts/index.ts'

/** The lifecycle's states and the older rides' (ACCEPTED). */
const RIDE_LIFECYCLE_STATUSES = [...new Set<string>([...RIDE_STATES, ...RIDE_STATUSES])]

/**
 * Rides created since `since`, by status: one count per status, each a range of
 * rides_status_createdAt_idx (no sort or scan of rides, however many there are).
 */
export async function ridesByStatusSince(
  db: Db,
  since: Date,
): Promise<{ total: number; byStatus: Record<string, number> }> {
  const counts = await Promise.all(
    RIDE_LIFECYCLE_STATUSES.map(async (status) => {
      const row = await db
        .selectFrom('rides')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('status', '=', status)
        .where('createdAt', '>=', since.toISOString())
        .executeTakeFirstOrThrow()
      return [status, toNumber(row.n)] as const
    }),
  )
  const byStatus = Object.fromEntries(counts.filter(([, n]) => n > 0))
  return { total: counts.reduce((sum, [, n]) => sum + n, 0), byStatus }
}

async function countDrivers(db: Db, column: 'isOnline' | 'isVerified', value: 0 | 1): Promise<number> {
  const row = await db
    .selectFrom('driver_profiles')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(column, '=', value)
    .executeTakeFirstOrThrow()
  return toNumber(row.n)
}

export const onlineDrivers = (db: Db) => countDrivers(db, 'isOnline', 1)
export const verifiedDrivers = (db: Db) => countDrivers(db, 'isVerified', 1)

/** Drivers waiting for verification (the queue of the drivers' verification page). */
export const waitingVerification = async (db: Db) => (await driversAwaitingVerification(db)).pending

/** Open KVKK requests and the nearest 30-day deadline (an Istanbul day, `YYYY-MM-DD`). */
export async function openKvkkRequests(
  db: Db,
  now: Date = new Date(),
): Promise<{ open: number; nearestDeadline: string | null }> {
  const { open, nearestDeadline } = await openKvkkRequestsFigure(db, now)
  return { open, nearestDeadline }
}

/** Open problem reports. */
export async function openProblemReports(db: Db): Promise<number> {
  return (await openProblemReportsFigure(db)).open
}

/** Alerts waiting for someone (OPEN) and being handled (TAKEN): the alert queue's own count. */
export const activeAlerts = (db: Db) => countOpenAlerts(db)

/**
 * Rides stuck in progress: IN_PROGRESS since at or before `cutoff` (the LONG_RIDE alert's
 * threshold), a range of the (status, statusChangedAt) index.
 */
export async function stuckRides(db: Db, cutoff: Date): Promise<number> {
  const row = await db
    .selectFrom('rides')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'IN_PROGRESS')
    .where('statusChangedAt', '<=', cutoff.toISOString())
    .executeTakeFirstOrThrow()
  return toNumber(row.n)
}
