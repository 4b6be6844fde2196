import { apiPath } from '#shared/api-paths.ts'
import { istanbulTodayAndWeek } from '#shared/istanbul-days.ts'
import { AdminOverviewSchema, type AdminOverview } from '#shared/schemas/admin-overview.ts'
import { DEFAULT_RIDE_TIMEOUTS } from '#shared/ride-lifecycle/rules.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import type { Db } from '#server/db/database.ts'
import * as q from './admin-overview.queries.ts'

/** The overview's figures, each from its own small query; a ride is stuck after `stuckAfterSeconds` in progress. */
export async function getOverview(
  db: Db,
  now: Date,
  stuckAfterSeconds = DEFAULT_RIDE_TIMEOUTS.alertLongRideSeconds,
): Promise<AdminOverview> {
  const { today, week } = istanbulTodayAndWeek(now)
  const stuckCutoff = new Date(now.getTime() - stuckAfterSeconds * 1000)
  const [todayRides, weekRides, online, verified, waiting, kvkk, problems, alerts, stuck] = await Promise.all([
    q.ridesByStatusSince(db, today),
    q.ridesByStatusSince(db, week),
    q.onlineDrivers(db),
    q.verifiedDrivers(db),
    q.waitingVerification(db),
    q.openKvkkRequests(db, now),
    q.openProblemReports(db),
    q.activeAlerts(db),
    q.stuckRides(db, stuckCutoff),
  ])
  return {
    todayStartsAt: today.toISOString(),
    weekStartsAt: week.toISOString(),
    today: todayRides,
    week: weekRides,
    onlineDrivers: online,
    verifiedDrivers: verified,
    waitingVerification: waiting,
    openKvkkRequests: kvkk.open,
    nearestKvkkDeadline: kvkk.nearestDeadline,
    openProblemReports: problems,
    openAlerts: alerts.open,
    takenAlerts: alerts.taken,
    stuckRides: stuck,
    stuckAfterSeconds,
  }
}

export function adminOverviewRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/overview'),
      operationId: 'getAdminOverview',
      summary:
        'Rides today and this week by status (Istanbul days), drivers, open KVKK requests and problem reports, open alerts and rides stuck in progress',
      tag: 'Back-office',
      access: 'staff',
      responses: { 200: AdminOverviewSchema },
      handler: async () => getOverview(deps.db, deps.now(), deps.rideTimeouts?.alertLongRideSeconds),
    }),
  ]
}
