import type { ExpressionBuilder } from 'kysely'
import type { AlertKind } from '#shared/schemas/operations-alerts.ts'
import type { Database } from '#server/db/schema.ts'
import type { Executor } from '#server/db/database.ts'

/** What operations are alerted about (their queue, issue 25: server/features/operations-alerts). */
export type RideAlertKind = AlertKind

/**
 * Raise an alert about a ride, once per ride and kind; returns whether it is new (instances
 * sweeping at once raise it once). An alert that closed itself when its cause ended (`resolution`)
 * opens again, as new, when the cause comes back (the driver silent a second time); one staff closed
 * stays closed. The ride's `flaggedAt` stays the long-ride flag's.
 */
export async function raiseRideAlert(
  trx: Executor,
  alert: { rideId: string; kind: RideAlertKind; driverId: string | null; at: string },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('ride_alerts')
    .values({ rideId: alert.rideId, kind: alert.kind, driverId: alert.driverId, raisedAt: alert.at })
    .onConflict((oc) =>
      oc
        .columns(['rideId', 'kind'])
        .doUpdateSet({
          status: 'OPEN',
          driverId: alert.driverId,
          raisedAt: alert.at,
          takenBy: null,
          takenAt: null,
          answer: null,
          answeredAt: null,
          closedAt: null,
          resolution: null,
        })
        .where('ride_alerts.status', '=', 'CLOSED')
        .where('ride_alerts.resolution', 'is not', null),
    )
    .returning('rideId')
    .executeTakeFirst()
  return Boolean(inserted)
}

/** A ride's alerts, oldest first. */
export async function listRideAlerts(db: Executor, rideId: string) {
  return db
    .selectFrom('ride_alerts')
    .select(['rideId', 'kind', 'driverId', 'raisedAt'])
    .where('rideId', '=', rideId)
    .orderBy('raisedAt')
    .execute()
}

// The clock rules' candidates (clock-alerts.service.ts): each reads rides by status and time
// (rides_status_changed_idx) and leaves out rides that already have that alert.

/**
 * No alert of `kind` on the ride yet, or only one that closed itself (the alerts' key is (rideId,
 * kind)): its cause is back, `raiseRideAlert` opens it again.
 */
const withoutAlert = (kind: string) => (eb: ExpressionBuilder<Database, 'rides'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('ride_alerts')
        .select('ride_alerts.rideId')
        .whereRef('ride_alerts.rideId', '=', 'rides.id')
        .where('ride_alerts.kind', '=', kind)
        .where((a) => a.or([a('ride_alerts.status', '!=', 'CLOSED'), a('ride_alerts.resolution', 'is', null)])),
    ),
  )

/** Rides in `status` since at or before `cutoff` with no `kind` alert yet. */
export async function ridesInStatusSince(
  db: Executor,
  status: string,
  cutoff: string,
  kind: string,
): Promise<{ id: string; driverId: string | null }[]> {
  return db
    .selectFrom('rides')
    .select(['rides.id', 'rides.driverId'])
    .where('rides.status', '=', status)
    .where('rides.statusChangedAt', '<=', cutoff)
    .where(withoutAlert(kind))
    .execute()
}

/**
 * Rides ASSIGNED since at or before `cutoff` with no NOT_APPROACHING alert, with what the rule
 * compares: the pickup, the taxi's last position, and its distance to the pickup when it was offered
 * the ride (the accepted offer).
 */
export async function assignedRidesToCheck(db: Executor, cutoff: string) {
  return db
    .selectFrom('rides')
    .innerJoin('driver_presence', 'driver_presence.driverId', 'rides.driverId')
    .innerJoin('ride_offers', (join) =>
      join
        .onRef('ride_offers.rideId', '=', 'rides.id')
        .onRef('ride_offers.driverId', '=', 'rides.driverId')
        .on('ride_offers.status', '=', 'ACCEPTED'),
    )
    .select([
      'rides.id',
      'rides.driverId',
      'rides.pickupLat',
      'rides.pickupLng',
      'driver_presence.lat',
      'driver_presence.lng',
      'ride_offers.distanceMetres as offeredDistanceMetres',
    ])
    .where('rides.status', '=', 'ASSIGNED')
    .where('rides.statusChangedAt', '<=', cutoff)
    .where(withoutAlert('NOT_APPROACHING'))
    .execute()
}

/**
 * The alerts not yet closed with what each rule's cause is judged on (decision 071): the ride's
 * status and driver, the alerted driver's last position and distance when offered the ride, the
 * fare's clearance and whether a problem report on the ride is still open. Few rows: only the
 * waiting alerts (ride_alerts_status_raised_idx).
 */
export async function activeAlertsWithCause(db: Executor) {
  return db
    .selectFrom('ride_alerts')
    .leftJoin('rides', 'rides.id', 'ride_alerts.rideId')
    .leftJoin('driver_presence', 'driver_presence.driverId', 'ride_alerts.driverId')
    .leftJoin('ride_offers', (join) =>
      join
        .onRef('ride_offers.rideId', '=', 'ride_alerts.rideId')
        .onRef('ride_offers.driverId', '=', 'ride_alerts.driverId')
        .on('ride_offers.status', '=', 'ACCEPTED'),
    )
    .select((eb) => [
      'ride_alerts.rideId',
      'ride_alerts.kind',
      'ride_alerts.driverId',
      'ride_alerts.raisedAt',
      'rides.status as rideStatus',
      'rides.driverId as rideDriverId',
      'rides.pickupLat',
      'rides.pickupLng',
      'rides.fareClearance',
      'driver_presence.lat',
      'driver_presence.lng',
      'driver_presence.positionAtMs',
      'ride_offers.distanceMetres as offeredDistanceMetres',
      eb
        .exists(
          eb
            .selectFrom('problem_reports')
            .select('problem_reports.id')
            .whereRef('problem_reports.rideId', '=', 'ride_alerts.rideId')
            .where('problem_reports.status', '=', 'OPEN'),
        )
        .as('hasOpenReport'),
    ])
    .where('ride_alerts.status', 'in', ['OPEN', 'TAKEN'])
    .execute()
}
export type AlertWithCause = Awaited<ReturnType<typeof activeAlertsWithCause>>[number]

/** Closes an alert whose cause ended, saying why; only while it is still open or taken (staff may close it first). */
export async function resolveRideAlert(
  db: Executor,
  key: { rideId: string; kind: string },
  resolution: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('ride_alerts')
    .set({ status: 'CLOSED', closedAt: at, resolution })
    .where('rideId', '=', key.rideId)
    .where('kind', '=', key.kind)
    .where('status', 'in', ['OPEN', 'TAKEN'])
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
