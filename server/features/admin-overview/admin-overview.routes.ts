import { apiPath } from '#shared/api-paths.ts'
import { istanbulTodayAndWeek } from '#shared/istanbul-days.ts'
import { AdminOverviewSchema, type AdminOverview } from '#shared/schemas/admin-overview.ts'
import type { AppDeps } from '#server/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import type { Db } from '#server/db/database.ts'
import * as q from './admin-overview.queries.ts'

/** The overview's figures, each from its own small query. */
export async function getOverview(db: Db, now: Date): Promise<AdminOverview> {
  const { today, week } = istanbulTodayAndWeek(now)
  const [todayRides, weekRides, online, verified, waiting, kvkk, problems] = await Promise.all([
    q.ridesByStatusSince(db, today),
    q.ridesByStatusSince(db, week),
    q.onlineDrivers(db),
    q.verifiedDrivers(db),
    q.waitingVerification(db),
    q.openKvkkRequests(db, now),
    q.openProblemReports(db),
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
  }
}

export function adminOverviewRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/overview'),
      operationId: 'getAdminOverview',
      summary: 'Rides today and this week by status (Istanbul days), drivers, open KVKK requests and problem reports',
      tag: 'Back-office',
      access: 'staff',
      responses: { 200: AdminOverviewSchema },
      handler: async () => getOverview(deps.db, deps.now()),
    }),
  ]
}
