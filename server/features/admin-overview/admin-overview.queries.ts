import { PRIVACY_REQUEST_RESPONSE_DAYS, RIDE_STATUSES } from '#shared/constants.ts'
import { RIDE_STATES } from '#shared/ride-lifecycle/state-machine.ts'
import { toIso, toNumber, type Db } from '#server/db/database.ts'

/** The lifecycle's states and the older rides' (ACCEPTED). */
const RIDE_LIFECYCLE_STATUSES = [...new Set<string>([...RIDE_STATES, ...RIDE_STATUSES])]

/**
 * Rides created since `since`, by status: one count per status, each a range of
 * rides_status_createdAt_idx (no sort or scan of rides, however many there are).
 */
export async function ridesByStatusSince(db: Db, since: Date): Promise<{ total: number; byStatus: Record<string, number> }> {
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

/** Drivers not verified yet. The kvkk branch may count its verification queue here instead. */
export const waitingVerification = (db: Db) => countDrivers(db, 'isVerified', 0)

/**
 * Open account-deletion (KVKK) requests and the nearest 30-day deadline, from the requests the site
 * keeps today (status RECEIVED). Filled by the kvkk branch: it owns the request statuses.
 */
export async function openKvkkRequests(db: Db): Promise<{ open: number; nearestDeadline: string | null }> {
  const row = await db
    .selectFrom('account_deletion_requests')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('createdAt').as('oldest')])
    .where('status', 'in', ['RECEIVED', 'IN_PROGRESS'])
    .executeTakeFirstOrThrow()
  const oldest = row.oldest ? toIso(row.oldest as string | Date) : null
  const deadline = oldest ? new Date(Date.parse(oldest) + PRIVACY_REQUEST_RESPONSE_DAYS * 86_400_000).toISOString() : null
  return { open: toNumber(row.n), nearestDeadline: deadline }
}

/** Open problem reports: 0 until the kvkk branch adds the table. // filled by the kvkk branch */
export async function openProblemReports(_db: Db): Promise<number> {
  return 0
}
