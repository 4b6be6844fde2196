import type { Selectable } from 'kysely'
import type { AlertList, AlertStatus } from '#shared/schemas/operations-alerts.ts'
import { decodeCursor, encodeCursor, invalidCursorError } from '#server/db/keyset.ts'
import type { RideAlertsTable } from '#server/db/schema-lifecycle.ts'
import type { Executor } from '#server/features/ride-lifecycle/rides-lifecycle.queries.ts'

export type AlertRow = Selectable<RideAlertsTable>

/** A row's place in the queue, in a cursor: a ride has at most one alert of each kind. */
const keyOf = (row: { status: string; rideId: string; kind: string }) => `${row.status}:${row.rideId}:${row.kind}`

/**
 * One list of the queue after `cursor` (ride_alerts_status_raised_idx): the waiting ones (OPEN,
 * TAKEN, or both with the open ones first) oldest first, so the alert that has waited longest is on
 * top and new ones join at the bottom; the closed ones newest first. `takenBy`: only one staff
 * member's.
 */
export async function listAlerts(
  db: Executor,
  filter: { status: AlertList; takenBy?: string; limit: number; cursor?: string },
): Promise<{ rows: AlertRow[]; nextCursor: string | null }> {
  const statuses = filter.status === 'ACTIVE' ? ['OPEN', 'TAKEN'] : [filter.status]
  const newestFirst = filter.status === 'CLOSED'
  let query = db.selectFrom('ride_alerts').selectAll().where('status', 'in', statuses)
  if (filter.takenBy) query = query.where('takenBy', '=', filter.takenBy)
  if (filter.cursor) {
    const after = decodeCursor(filter.cursor)
    const [status, rideId, kind, ...rest] = after.id.split(':')
    if (!status || !rideId || !kind || rest.length) throw invalidCursorError()
    query = query.where((eb) =>
      eb(
        eb.refTuple('status', 'raisedAt', 'rideId', 'kind'),
        newestFirst ? '<' : '>',
        eb.tuple(status, after.createdAt, rideId, kind),
      ),
    )
  }
  const direction = newestFirst ? 'desc' : 'asc'
  const rows = await query
    .orderBy('status', direction)
    .orderBy('raisedAt', direction)
    .orderBy('rideId', direction)
    .orderBy('kind', direction)
    .limit(filter.limit + 1)
    .execute()
  const page = rows.slice(0, filter.limit)
  const last = page.at(-1)
  const nextCursor =
    rows.length > filter.limit && last ? encodeCursor(new Date(last.raisedAt).toISOString(), keyOf(last)) : null
  return { rows: page, nextCursor }
}

/** Staff members' names by id, as the queue shows who took and closed an alert (the audit log adds the e-mail). */
export async function staffNames(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map()
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .execute()
  return new Map(rows.map((r) => [r.id, r.name]))
}

/** The rides of some alerts, as the queue shows them: status, pickup, the driver's name and plate. */
export async function alertRides(db: Executor, rideIds: string[]) {
  if (!rideIds.length) return new Map<string, AlertRideRow>()
  const rows = await db
    .selectFrom('rides')
    .leftJoin('users', 'users.id', 'rides.driverId')
    .leftJoin('driver_profiles', 'driver_profiles.userId', 'rides.driverId')
    .select([
      'rides.id',
      'rides.status',
      'rides.pickupAddress',
      'users.name as driverName',
      'driver_profiles.vehiclePlate as plate',
    ])
    .where('rides.id', 'in', [...new Set(rideIds)])
    .execute()
  return new Map<string, AlertRideRow>(
    rows.map((r) => [
      r.id,
      { status: r.status, pickupAddress: r.pickupAddress, driverName: r.driverName, plate: r.plate },
    ]),
  )
}
export type AlertRideRow = {
  status: string
  pickupAddress: string
  driverName: string | null
  plate: string | null
}

/** How many alerts wait in each open status (the count beside the queue's name). */
export async function countOpenAlerts(db: Executor): Promise<{ open: number; taken: number }> {
  const rows = await db
    .selectFrom('ride_alerts')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('status', 'in', ['OPEN', 'TAKEN'])
    .groupBy('status')
    .execute()
  const of = (status: string) => Number(rows.find((r) => r.status === status)?.count ?? 0)
  return { open: of('OPEN'), taken: of('TAKEN') }
}

export async function getAlert(db: Executor, rideId: string, kind: string): Promise<AlertRow | undefined> {
  return db
    .selectFrom('ride_alerts')
    .selectAll()
    .where('rideId', '=', rideId)
    .where('kind', '=', kind)
    .executeTakeFirst()
}

/** A change of an alert that holds only while it is in one of `from` (two staff at once: one wins). */
export async function updateAlert(
  db: Executor,
  key: { rideId: string; kind: string },
  from: AlertStatus[],
  set: Partial<Pick<AlertRow, 'status' | 'takenBy' | 'answer' | 'closedBy'>> & {
    takenAt?: string
    answeredAt?: string
    closedAt?: string
  },
): Promise<boolean> {
  const result = await db
    .updateTable('ride_alerts')
    .set(set)
    .where('rideId', '=', key.rideId)
    .where('kind', '=', key.kind)
    .where('status', 'in', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
