import type { ExpressionBuilder, Selectable } from 'kysely'
import type { AlertList, AlertStatus } from '#shared/schemas/operations-alerts.ts'
import { decodeCursor, encodeCursor, invalidCursorError } from '#server/core/keyset.ts'
import type { RideAlertsTable } from '#server/db/schema-lifecycle.ts'
import type { Database } from '#server/db/schema.ts'
import type { Executor } from '#server/db/database.ts'

export type AlertRow = Selectable<RideAlertsTable>

/** A row's place in the queue, in a cursor: a ride has at most one alert of each kind. */
const keyOf = (row: { status: string; rideId: string; kind: string }) => `${row.status}:${row.rideId}:${row.kind}`

/** The statuses a list holds: ACTIVE is the open and the taken ones. */
const statusesOf = (list: AlertList): AlertStatus[] => (list === 'ACTIVE' ? ['OPEN', 'TAKEN'] : [list])

/**
 * The one definition of which alerts a list holds, for its cards and for every count of it (the
 * header and the badge never count something the cards do not show, issue 30).
 */
function inList(list: AlertList, takenBy?: string) {
  return (eb: ExpressionBuilder<Database, 'ride_alerts'>) =>
    eb.and([
      eb('ride_alerts.status', 'in', statusesOf(list)),
      ...(takenBy ? [eb('ride_alerts.takenBy', '=', takenBy)] : []),
    ])
}

/** How many alerts a list holds, as a subquery of the statement that reads its page (one snapshot). */
const countOf = (eb: ExpressionBuilder<Database, 'ride_alerts'>, list: AlertList, takenBy?: string) =>
  eb.selectFrom('ride_alerts').select(eb.fn.countAll<number | string>().as('n')).where(inList(list, takenBy))

export type AlertListPage = {
  rows: AlertRow[]
  nextCursor: string | null
  total: number
  counts: { open: number; taken: number }
}

/**
 * One list of the queue after `cursor` (ride_alerts_status_raised_idx): the waiting ones (OPEN,
 * TAKEN, or both with the open ones first) oldest first, so the alert that has waited longest is on
 * top and new ones join at the bottom; the closed ones newest first. `takenBy`: only one staff
 * member's. The list's total and the open and taken counts come in the same statement.
 */
export async function listAlerts(
  db: Executor,
  filter: { status: AlertList; takenBy?: string; limit: number; cursor?: string },
): Promise<AlertListPage> {
  const newestFirst = filter.status === 'CLOSED'
  let query = db
    .selectFrom('ride_alerts')
    .selectAll('ride_alerts')
    .select((eb) => [
      countOf(eb, filter.status, filter.takenBy).as('listTotal'),
      countOf(eb, 'OPEN').as('openTotal'),
      countOf(eb, 'TAKEN').as('takenTotal'),
    ])
    .where(inList(filter.status, filter.takenBy))
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
  const page = rows.slice(0, filter.limit).map(({ listTotal: _l, openTotal: _o, takenTotal: _t, ...row }) => row)
  const last = page.at(-1)
  const nextCursor =
    rows.length > filter.limit && last ? encodeCursor(new Date(last.raisedAt).toISOString(), keyOf(last)) : null
  const first = rows[0]
  if (!first) {
    // nothing after the cursor: the totals still come from the same definition
    const counts = await countOpenAlerts(db)
    const total = await countList(db, filter.status, filter.takenBy)
    return { rows: [], nextCursor: null, total, counts }
  }
  const counts = { open: Number(first.openTotal), taken: Number(first.takenTotal) }
  return { rows: page, nextCursor, total: Number(first.listTotal), counts }
}

async function countList(db: Executor, list: AlertList, takenBy?: string): Promise<number> {
  const row = await db
    .selectFrom('ride_alerts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(inList(list, takenBy))
    .executeTakeFirst()
  return Number(row?.n ?? 0)
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

/** How many alerts wait in each open status (the badge beside the queue's name), as the lists count them. */
export async function countOpenAlerts(db: Executor): Promise<{ open: number; taken: number }> {
  const row = await db
    .selectNoFrom((eb) => [countOf(eb as never, 'OPEN').as('open'), countOf(eb as never, 'TAKEN').as('taken')])
    .executeTakeFirst()
  return { open: Number(row?.open ?? 0), taken: Number(row?.taken ?? 0) }
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
