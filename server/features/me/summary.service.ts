import { istanbulMonthStart, roundDiv } from '#shared/format.ts'
import type { Profile, Summary } from '#shared/schemas/api.ts'
import type { Db } from '#server/db/database.ts'
import { aggregateRides } from '#server/features/rides/rides.queries.ts'

/**
 * Dashboard figures (spec §2): counts by status, completed fares, this calendar month in
 * Europe/Istanbul. The database aggregates; this only adds up a row per status.
 */
export async function getSummary(db: Db, profile: Profile, now = new Date()): Promise<Summary> {
  const who = profile.userType === 'DRIVER' ? { driverId: profile.id } : { passengerId: profile.id }
  const rows = await aggregateRides(db, who, istanbulMonthStart(now).toISOString())
  const countsByStatus: Record<string, number> = {}
  let counted = 0
  let ridesThisMonth = 0
  for (const row of rows) {
    countsByStatus[row.status] = row.rides
    counted += row.rides
    ridesThisMonth += row.ridesSince
  }
  const completed = rows.find((r) => r.status === 'COMPLETED')
  const completedRides = completed?.rides ?? 0
  const totalFareKurus = completed?.fareKurus ?? 0
  return {
    // Spec §2 takes total rides from the user record; a record without one is counted.
    totalRides: profile.totalRides ?? counted,
    totalRidesSource: profile.totalRides == null ? 'counted' : 'record',
    countsByStatus,
    completedRides,
    cancelledRides: countsByStatus.CANCELLED ?? 0,
    ridesThisMonth,
    totalFareKurus,
    averageFareKurus: completedRides > 0 ? roundDiv(totalFareKurus, completedRides) : null,
  }
}
