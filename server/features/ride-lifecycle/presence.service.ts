import {
  approximate,
  CELL_DEGREES,
  cellOf,
  cellsAround,
  distanceMetres,
  type LatLng,
} from '#shared/ride-lifecycle/geo.ts'
import { POSITION_MIN_INTERVAL_MS } from '#shared/ride-lifecycle/rules.ts'
import type { DriverStatus, NearbyTaxis, Offer } from '#shared/schemas/rides-api.ts'
import { type Executor, toNumber } from '#server/db/database.ts'
import { publish, rideTopic, type LifecycleDeps } from './lifecycle-deps.ts'
import { listLiveOffers, withdrawOffersOfDriver } from './offers.queries.ts'
import { raiseRideAlert } from './alerts.queries.ts'
import {
  findDriverCity,
  findFreeTaxisInCells,
  findSilentDriversOnRides,
  forceOffline,
  getDriverAccess,
  getPositionAtMs,
  listFreeTaxisForIndex,
  setOffline,
  setOnline,
  setSilentFreeDriversOffline,
  updatePosition,
} from './presence.queries.ts'
import { NearbyIndex } from './nearby-index.ts'
import { RideError } from './ride-errors.ts'
import { requireActiveDriver } from './ride-steps.service.ts'
import { jobLogger } from '#server/core/logger.ts'

/** How far "nearby" reaches for a passenger, and how many blurred positions the map gets. */
export const NEARBY_RADIUS_METRES = 3_000
const NEARBY_MAX_POSITIONS = 50

/** A verified driver goes online at a position (offers start coming). */
export async function goOnline(deps: LifecycleDeps, driverId: string, position: LatLng): Promise<DriverStatus> {
  const access = await getDriverAccess(deps.db, driverId)
  if (!access.isDriver) throw new RideError(403, 'DRIVER_ONLY', 'driverOnly')
  if (!access.isVerified) throw new RideError(403, 'DRIVER_NOT_VERIFIED', 'driverNotVerified')
  const now = deps.now()
  const city = await findDriverCity(deps.db, driverId)
  await deps.db.transaction().execute((trx) =>
    setOnline(trx, {
      driverId,
      city,
      ...position,
      cell: cellOf(position),
      atMs: now.getTime(),
      at: now.toISOString(),
    }),
  )
  return { isOnline: true, activeRideId: access.activeRideId, positionIntervalMs: POSITION_MIN_INTERVAL_MS }
}

/** Offline: no more offers; refused while the driver has a ride under way. */
export async function goOffline(deps: LifecycleDeps, driverId: string): Promise<DriverStatus> {
  const access = await getDriverAccess(deps.db, driverId)
  if (!access.isDriver) throw new RideError(403, 'DRIVER_ONLY', 'driverOnly')
  const done = await deps.db.transaction().execute((trx) => setOffline(trx, driverId, deps.now().toISOString()))
  if (!done) throw new RideError(409, 'DRIVER_BUSY', 'driverBusy')
  return { isOnline: false, activeRideId: null, positionIntervalMs: POSITION_MIN_INTERVAL_MS }
}

/**
 * A deactivated driver (issue 22, item 6) goes offline and loses his open offers, in the caller's
 * transaction; dispatch also skips inactive accounts. A ride he is on stays for operations to end.
 */
export async function takeDeactivatedDriverOffline(trx: Executor, driverId: string, at: Date): Promise<void> {
  await forceOffline(trx, driverId, at.toISOString())
  await withdrawOffersOfDriver(trx, driverId)
}

export type SilenceSweep = { wentOffline: string[]; alertedRides: string[] }

/**
 * Drivers who stopped reporting positions for `timeouts.driverSilenceSeconds` (issue 22, item 15):
 * a free one goes offline (no offers to a taxi that is gone); one on a ride stays with it, and
 * operations get a `DRIVER_SILENT` alert on the ride instead (once per ride).
 */
export async function sweepSilentDrivers(deps: LifecycleDeps): Promise<SilenceSweep> {
  const now = deps.now()
  const cutoffMs = now.getTime() - deps.timeouts.driverSilenceSeconds * 1000
  const wentOffline = await setSilentFreeDriversOffline(deps.db, cutoffMs, now.toISOString())
  const alertedRides: string[] = []
  for (const silent of await findSilentDriversOnRides(deps.db, cutoffMs)) {
    const at = now.toISOString()
    const isNew = await deps.db
      .transaction()
      .execute((trx) =>
        raiseRideAlert(trx, { rideId: silent.rideId, kind: 'DRIVER_SILENT', driverId: silent.driverId, at }),
      )
    if (isNew) alertedRides.push(silent.rideId)
  }
  return { wentOffline, alertedRides }
}

/**
 * A position report: one conditional UPDATE (online, and not sooner than POSITION_MIN_INTERVAL_MS
 * after the last one; 429 with Retry-After otherwise). While the driver has a ride, the
 * passenger's live stream gets the position.
 */
export async function reportPosition(deps: LifecycleDeps, driverId: string, position: LatLng): Promise<void> {
  const atMs = deps.now().getTime()
  const updated = await updatePosition(deps.db, {
    driverId,
    ...position,
    cell: cellOf(position),
    atMs,
    minIntervalMs: POSITION_MIN_INTERVAL_MS,
  })
  if (!updated) {
    await requireActiveDriver(deps, driverId)
    const last = (await getPositionAtMs(deps.db, driverId)) ?? atMs
    const waitSeconds = Math.max(1, Math.ceil((last + POSITION_MIN_INTERVAL_MS - atMs) / 1000))
    throw new RideError(
      429,
      'POSITION_TOO_SOON',
      'positionTooSoon',
      { seconds: Math.ceil(POSITION_MIN_INTERVAL_MS / 1000) },
      { 'retry-after': String(waitSeconds) },
    )
  }
  if (updated.activeRideId) {
    publish(deps, rideTopic(updated.activeRideId), {
      type: 'position',
      rideId: updated.activeRideId,
      ...position,
      at: new Date(atMs).toISOString(),
    })
  }
}

const METRES_PER_DEGREE_LAT = 111_195

/**
 * How many rings of grid cells around a point cover every point within `radiusMetres` of it: a
 * cell is narrower east–west than north–south (by the cosine of the latitude), and the point may
 * sit at its cell's edge, so a whole radius further may fall that many cells away (issue 23).
 */
export function ringsCovering(at: LatLng, radiusMetres: number): number {
  const cellNorthSouth = CELL_DEGREES * METRES_PER_DEGREE_LAT
  const cellEastWest = cellNorthSouth * Math.cos((Math.min(Math.abs(at.lat) + 0.1, 89) * Math.PI) / 180)
  return Math.ceil(radiusMetres / Math.min(cellNorthSouth, cellEastWest))
}

const nearbyIndexes = new WeakMap<LifecycleDeps, NearbyIndex>()

/** This instance's nearby index (decision 065): one per app, as its lifecycle deps are. */
export function nearbyIndexOf(deps: LifecycleDeps): NearbyIndex {
  let index = nearbyIndexes.get(deps)
  if (!index) {
    const db = deps.db
    const log = jobLogger(deps.log, 'nearby-index')
    index = new NearbyIndex(() => listFreeTaxisForIndex(db), deps.nearbyIndexMinReadsPerSecond, undefined, log)
    nearbyIndexes.set(deps, index)
  }
  return index
}

/**
 * Free taxis within NEARBY_RADIUS_METRES: a count and blurred positions, never who they are. Under
 * load from this instance's snapshot of at most a second ago, else from the database (decision 065).
 */
export async function nearbyTaxis(deps: LifecycleDeps, at: LatLng): Promise<NearbyTaxis> {
  const reportedSinceMs = deps.now().getTime() - deps.timeouts.driverSilenceSeconds * 1000
  const cells = cellsAround(at, ringsCovering(at, NEARBY_RADIUS_METRES))
  const fromMemory = nearbyIndexOf(deps).lookup(cells)
  const taxis = fromMemory
    ? fromMemory.filter((t) => t.positionAtMs >= reportedSinceMs)
    : await findFreeTaxisInCells(deps.db, cells, { reportedSinceMs })
  const near = taxis.filter((t) => distanceMetres(at, t) <= NEARBY_RADIUS_METRES)
  return {
    count: near.length,
    radiusMetres: NEARBY_RADIUS_METRES,
    taxis: near.slice(0, NEARBY_MAX_POSITIONS).map((t) => approximate(t)),
  }
}

/** The driver's open offers, nearest first (the fallback to the event stream). */
export async function listOffers(deps: LifecycleDeps, driverId: string): Promise<Offer[]> {
  await requireActiveDriver(deps, driverId)
  const rows = await listLiveOffers(deps.db, driverId, deps.now().toISOString())
  const coord = (v: number | string | null) => (v === null ? null : toNumber(v))
  return rows.map((r) => ({
    rideId: r.rideId,
    pickup: { address: r.pickupAddress, lat: coord(r.pickupLat), lng: coord(r.pickupLng) },
    dropoff:
      r.dropoffAddress === null
        ? null
        : { address: r.dropoffAddress, lat: coord(r.dropoffLat), lng: coord(r.dropoffLng) },
    paymentMethod: (r.paymentMethod ?? null) as Offer['paymentMethod'],
    distanceMetres: r.distanceMetres,
    expiresAt: r.expiresAt,
  }))
}

/** Offered to other features (through this feature's index.ts): the owner answers, its queries stay its own. */
export { findFreeTaxisInCells } from './presence.queries.ts'
