import type { Executor } from './rides-lifecycle.queries.ts'

/** What operations are alerted about (the live-operations screen reads these rows). */
export type RideAlertKind = 'DRIVER_SILENT'

/**
 * Raise an alert about a ride, once per ride and kind; returns whether it is new (instances
 * sweeping at once raise it once). The ride's `flaggedAt` stays the long-ride flag's.
 */
export async function raiseRideAlert(
  trx: Executor,
  alert: { rideId: string; kind: RideAlertKind; driverId: string | null; at: string },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('ride_alerts')
    .values({ rideId: alert.rideId, kind: alert.kind, driverId: alert.driverId, raisedAt: alert.at })
    .onConflict((oc) => oc.columns(['rideId', 'kind']).doNothing())
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
