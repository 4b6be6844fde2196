import type { UserType } from '#shared/constants.ts'
import { roundDiv } from '#shared/format.ts'
import { istanbulMonthStart } from '#shared/istanbul-days.ts'
import { rideCountFigures } from '#shared/ride-count-figures.ts'
import type { Summary } from '#shared/schemas/api-responses.ts'
import type { Db } from '#server/db/database.ts'
import { countRidesSince, getRecordedTotalRides, rideCountsByStatus } from './me.queries.ts'

/** The signed-in user as the dashboards need them: who, and on which side of a ride. */
export type RideOwner = { id: string; userType: UserType }

/** A driver's rides are the ones they drove; everyone else's the ones they took. */
export function ownRidesFilter(owner: RideOwner): { driverId: string } | { passengerId: string } {
  return owner.userType === 'DRIVER' ? { driverId: owner.id } : { passengerId: owner.id }
}

const DAY_MS = 86_400_000
let month: { start: number; next: number; iso: string } | null = null

/** The Istanbul month start of `now`, worked out once a month (the time-zone maths showed in the profile). */
function monthStartIso(now: Date): string {
  const t = now.getTime()
  if (!month || t < month.start || t >= month.next) {
    const start = istanbulMonthStart(now)
    month = {
      start: start.getTime(),
      next: istanbulMonthStart(new Date(start.getTime() + 32 * DAY_MS)).getTime(),
      iso: start.toISOString(),
    }
  }
  return month.iso
}

/**
 * Dashboard figures (spec §2): counts by status, completed fares, this calendar month in
 * Europe/Istanbul. Counts and sums come from the counters the database keeps per user and status
 * (decision 012), the month from an index range; total, completed and cancelled rides are defined
 * once in `shared/ride-count-figures.ts` (decision 040), so they agree with the ride list. Null when
 * the user record is gone.
 */
export async function getSummary(db: Db, owner: RideOwner, now = new Date()): Promise<Summary | null> {
  const who = ownRidesFilter(owner)
  const [record, rows, ridesThisMonth] = await Promise.all([
    getRecordedTotalRides(db, owner.id),
    rideCountsByStatus(db, who),
    countRidesSince(db, who, monthStartIso(now)),
  ])
  if (!record) return null
  const countsByStatus: Record<string, number> = {}
  for (const row of rows) countsByStatus[row.status] = row.rides
  const counts = rideCountFigures(countsByStatus)
  const totalFareKurus = rows.find((r) => r.status === 'COMPLETED')?.fareKurus ?? 0
  return {
    ...counts,
    // the stored users.totalRides drifted from the list; the figure is always counted (decision 040)
    totalRidesSource: 'counted',
    countsByStatus,
    ridesThisMonth,
    totalFareKurus,
    averageFareKurus: counts.completedRides > 0 ? roundDiv(totalFareKurus, counts.completedRides) : null,
  }
}
