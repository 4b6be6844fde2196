import { type Db, type Executor, toBool, toNumber } from '#server/db/database.ts'
import { preparedSelect } from '#server/db/prepared-statements.ts'

export type DriverAccess = {
  isDriver: boolean
  isVerified: boolean
  isOnline: boolean
  activeRideId: string | null
  city: string | null
}

/** What the driver API checks on every call: one row by primary keys. */
export async function getDriverAccess(db: Executor, userId: string): Promise<DriverAccess> {
  const row = await db
    .selectFrom('driver_profiles')
    .leftJoin('driver_presence', 'driver_presence.driverId', 'driver_profiles.userId')
    .select([
      'driver_profiles.isVerified',
      'driver_presence.isOnline',
      'driver_presence.activeRideId',
      'driver_presence.city',
    ])
    .where('driver_profiles.userId', '=', userId)
    .executeTakeFirst()
  if (!row) return { isDriver: false, isVerified: false, isOnline: false, activeRideId: null, city: null }
  return {
    isDriver: true,
    isVerified: toBool(row.isVerified),
    isOnline: toBool(row.isOnline),
    activeRideId: row.activeRideId ?? null,
    city: row.city ?? null,
  }
}

/** The driver's city (presence rows carry it, so dispatch can stay within a city). */
export async function findDriverCity(db: Executor, driverId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('city').where('id', '=', driverId).executeTakeFirst()
  return row?.city ?? null
}

/** Online at a position: presence row (upsert) and the profile flag the dashboard shows. */
export async function setOnline(
  trx: Executor,
  p: { driverId: string; city: string | null; lat: number; lng: number; cell: string; atMs: number; at: string },
) {
  const values = {
    isOnline: 1,
    city: p.city,
    lat: p.lat,
    lng: p.lng,
    cell: p.cell,
    positionAtMs: p.atMs,
    updatedAt: p.at,
  }
  await trx
    .insertInto('driver_presence')
    .values({ driverId: p.driverId, activeRideId: null, ...values })
    .onConflict((oc) => oc.column('driverId').doUpdateSet(values))
    .execute()
  await trx.updateTable('driver_profiles').set({ isOnline: 1 }).where('userId', '=', p.driverId).execute()
}

/** Offline: no cell, so no search finds the taxi; refused while the driver has a ride (returns false). */
export async function setOffline(trx: Executor, driverId: string, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('driver_presence')
    .set({ isOnline: 0, cell: null, updatedAt: at })
    .where('driverId', '=', driverId)
    .where('activeRideId', 'is', null)
    .executeTakeFirst()
  const presence = await trx
    .selectFrom('driver_presence')
    .select('driverId')
    .where('driverId', '=', driverId)
    .executeTakeFirst()
  if (presence && Number(result.numUpdatedRows) === 0) return false
  await trx.updateTable('driver_profiles').set({ isOnline: 0 }).where('userId', '=', driverId).execute()
  return true
}

/**
 * Offline whatever the driver is doing (a deactivated account): no cell, so no search finds him;
 * a ride he is on keeps its driver, for operations to end.
 */
export async function forceOffline(trx: Executor, driverId: string, at: string): Promise<void> {
  await trx
    .updateTable('driver_presence')
    .set({ isOnline: 0, cell: null, updatedAt: at })
    .where('driverId', '=', driverId)
    .execute()
  await trx.updateTable('driver_profiles').set({ isOnline: 0 }).where('userId', '=', driverId).execute()
}

/**
 * Free drivers silent since before `cutoffMs` go offline (one conditional UPDATE: instances
 * sweeping at once do it once); returns them.
 */
export async function setSilentFreeDriversOffline(db: Executor, cutoffMs: number, at: string): Promise<string[]> {
  const rows = await db
    .updateTable('driver_presence')
    .set({ isOnline: 0, cell: null, updatedAt: at })
    .where('isOnline', '=', 1)
    .where('activeRideId', 'is', null)
    .where((eb) => eb.or([eb('positionAtMs', 'is', null), eb('positionAtMs', '<', cutoffMs)]))
    .returning('driverId')
    .execute()
  const ids = rows.map((r) => r.driverId)
  if (ids.length > 0) await db.updateTable('driver_profiles').set({ isOnline: 0 }).where('userId', 'in', ids).execute()
  return ids
}

/** Drivers on a ride and silent since before `cutoffMs`: operations are alerted about the ride. */
export async function findSilentDriversOnRides(
  db: Executor,
  cutoffMs: number,
): Promise<{ driverId: string; rideId: string }[]> {
  const rows = await db
    .selectFrom('driver_presence')
    .select(['driverId', 'activeRideId'])
    .where('activeRideId', 'is not', null)
    .where((eb) => eb.or([eb('positionAtMs', 'is', null), eb('positionAtMs', '<', cutoffMs)]))
    .execute()
  return rows.map((r) => ({ driverId: r.driverId, rideId: r.activeRideId! }))
}

const positionUpdate = preparedSelect(
  (db: Db, driverId: string, lat: number, lng: number, cell: string, atMs: number, at: string, notAfterMs: number) =>
    db
      .updateTable('driver_presence')
      .set({ lat, lng, cell, positionAtMs: atMs, updatedAt: at })
      .where('driverId', '=', driverId)
      .where('isOnline', '=', 1)
      .where((eb) => eb.or([eb('positionAtMs', 'is', null), eb('positionAtMs', '<=', notAfterMs)]))
      .returning('activeRideId'),
)

/**
 * The hot path (every online taxi every 5 s): one UPDATE that also enforces the minimum interval,
 * so the limit holds across instances without a second write. Returns the driver's ride (whose
 * passenger watches the position), or `undefined` when the update was refused. Compiled once and
 * run as a prepared statement (an UPDATE … RETURNING reads like a select): building it with Kysely
 * on every report cost more than running it (issue 24: 154–163 µs against 59–65 µs of CPU per
 * update in process on SQLite).
 */
export async function updatePosition(
  db: Executor,
  p: { driverId: string; lat: number; lng: number; cell: string; atMs: number; minIntervalMs: number },
): Promise<{ activeRideId: string | null } | undefined> {
  const rows = await positionUpdate(
    db as Db,
    p.driverId,
    p.lat,
    p.lng,
    p.cell,
    p.atMs,
    new Date(p.atMs).toISOString(),
    p.atMs - p.minIntervalMs,
  )
  return rows[0]
}

/** Milliseconds since the driver's last accepted position (for Retry-After). */
export async function getPositionAtMs(db: Executor, driverId: string): Promise<number | null> {
  const row = await db
    .selectFrom('driver_presence')
    .select('positionAtMs')
    .where('driverId', '=', driverId)
    .executeTakeFirst()
  return row?.positionAtMs == null ? null : toNumber(row.positionAtMs)
}

export type TaxiPosition = { driverId: string; lat: number; lng: number }

// pg reads the parameter '1' as true, SQLite stores 1: one comparison for both booleans.
/**
 * Free online taxis of active accounts in the given cells (driver_presence_cell_idx), optionally
 * only verified ones. `validOn` (an Istanbul day) skips drivers with a document lapsed before it
 * (issue 14: suspended) or not accepted by staff (issue 30); `reportedSinceMs` skips drivers silent since before it (issue 22);
 * `driverId` asks whether that one taxi is among them (operations offering it a ride, issue 25).
 */
export async function findFreeTaxisInCells(
  db: Executor,
  cells: string[],
  options: {
    verifiedOnly?: boolean
    city?: string | null
    validOn?: string
    reportedSinceMs?: number
    driverId?: string
  } = {},
): Promise<TaxiPosition[]> {
  let query = db
    .selectFrom('driver_presence')
    // a deactivated account is never counted nor offered, whatever its presence row says (issue 22)
    .innerJoin('users', 'users.id', 'driver_presence.driverId')
    .select(['driver_presence.driverId', 'driver_presence.lat', 'driver_presence.lng'])
    .where('driver_presence.cell', 'in', cells)
    .where('driver_presence.activeRideId', 'is', null)
    .where('users.isActive', '=', 1)
  if (options.reportedSinceMs !== undefined)
    query = query.where('driver_presence.positionAtMs', '>=', options.reportedSinceMs)
  if (options.verifiedOnly) {
    query = query
      .innerJoin('driver_profiles', 'driver_profiles.userId', 'driver_presence.driverId')
      .where('driver_profiles.isVerified', '=', 1)
  }
  if (options.city) query = query.where('driver_presence.city', '=', options.city)
  if (options.driverId) query = query.where('driver_presence.driverId', '=', options.driverId)
  const validOn = options.validOn
  if (validOn) {
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('driver_documents')
            .select('driver_documents.id')
            .whereRef('driver_documents.driverId', '=', 'driver_presence.driverId')
            // only what staff accepted counts (`acceptedUntil`): a renewal waiting for review neither
            // lifts a suspension nor takes a still-valid accepted document away (issue 30)
            .where((eb) =>
              eb.or([
                eb('driver_documents.acceptedUntil', 'is', null),
                eb('driver_documents.acceptedUntil', '<', validOn),
              ]),
            ),
        ),
      ),
    )
  }
  const rows = await query.execute()
  return rows.map((r) => ({ driverId: r.driverId, lat: toNumber(r.lat), lng: toNumber(r.lng) }))
}

/** Claim a free driver for a ride; false when the driver already has one (checked in the same UPDATE). */
export async function claimDriver(trx: Executor, driverId: string, rideId: string): Promise<boolean> {
  const result = await trx
    .updateTable('driver_presence')
    .set({ activeRideId: rideId })
    .where('driverId', '=', driverId)
    .where('activeRideId', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function releaseDriver(trx: Executor, driverId: string, rideId: string) {
  await trx
    .updateTable('driver_presence')
    .set({ activeRideId: null })
    .where('driverId', '=', driverId)
    .where('activeRideId', '=', rideId)
    .execute()
}

export type IndexedTaxi = { lat: number; lng: number; cell: string; positionAtMs: number }

/**
 * Every free online taxi of an active account with its cell: what the per-instance nearby index
 * holds (decision 065, `nearby-index.ts`). One pass over the online rows.
 */
export async function listFreeTaxisForIndex(db: Executor): Promise<IndexedTaxi[]> {
  const rows = await db
    .selectFrom('driver_presence')
    .innerJoin('users', 'users.id', 'driver_presence.driverId')
    .select(['driver_presence.lat', 'driver_presence.lng', 'driver_presence.cell', 'driver_presence.positionAtMs'])
    .where('driver_presence.cell', 'is not', null)
    .where('driver_presence.activeRideId', 'is', null)
    .where('users.isActive', '=', 1)
    .execute()
  return rows.map((r) => ({
    lat: toNumber(r.lat),
    lng: toNumber(r.lng),
    cell: r.cell!,
    positionAtMs: r.positionAtMs == null ? 0 : toNumber(r.positionAtMs),
  }))
}
