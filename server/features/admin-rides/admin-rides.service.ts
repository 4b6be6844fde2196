import { istanbulDayEnd, istanbulDayStart } from '#shared/istanbul-days.ts'
import { DEFAULT_RIDE_TIMEOUTS } from '#shared/ride-lifecycle/rules.ts'
import type { Lang } from '#shared/routes.ts'
import type { AdminRide, AdminRidesQuery } from '#shared/schemas/admin-rides.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import type { SessionUser } from '#server/core/session.ts'
import type { Db } from '#server/db/database.ts'
import { toRideDetail } from '#server/features/ride-lifecycle/index.ts'
import { toRide, withFareCheck } from '#server/features/rides/index.ts'
import { adminRideRow, driverPhoneOf } from './admin-rides.queries.ts'

/** 400 for a day that does not exist or a range that ends before it starts. */
export function checkDateRange(filter: Pick<AdminRidesQuery, 'from' | 'to'>, lang: Lang) {
  const from = filter.from ? istanbulDayStart(filter.from) : undefined
  const to = filter.to ? istanbulDayEnd(filter.to) : undefined
  if (from === null || to === null || (from && to && from >= to))
    throw new HttpError(400, 'INVALID_DATE_RANGE', serverT(lang, 'admin')('api.invalidDate'), {
      ...(from === null || (from && to && from >= to) ? { from: 'invalid' } : {}),
      ...(to === null ? { to: 'invalid' } : {}),
    })
}

/**
 * The search as the queries take it: `stuck=1` becomes the cutoff of the long-ride alert's threshold,
 * the same rides the overview counts as stuck.
 */
export function rideSearch<Q extends Pick<AdminRidesQuery, 'stuck'>>({ stuck, ...query }: Q, now: Date) {
  return {
    ...query,
    stuckSince: stuck ? new Date(now.getTime() - DEFAULT_RIDE_TIMEOUTS.alertLongRideSeconds * 1000) : undefined,
  }
}

/** A ride's page: the lifecycle API's detail with its full event timeline, and the fare check. */
export async function getAdminRide(
  deps: { db: Db; now: () => Date },
  staff: SessionUser,
  rideId: string,
  lang: Lang,
): Promise<AdminRide> {
  const row = await adminRideRow(deps.db, rideId)
  if (!row) throw new HttpError(404, 'NOT_FOUND', serverT(lang, 'admin')('api.notFound'))
  const [ride, driverPhone] = await Promise.all([
    toRideDetail(deps, { id: staff.id, actor: 'operations' }, row),
    driverPhoneOf(deps.db, row.driverId),
  ])
  return {
    ride,
    passengerId: row.passengerId,
    driverId: row.driverId,
    driverPhone,
    fareCheck: withFareCheck(toRide(row)).fareCheck,
  }
}
