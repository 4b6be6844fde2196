import { istanbulDay } from '#shared/istanbul-days.ts'
import { distanceMetres, type LatLng } from '#shared/ride-lifecycle/geo.ts'
import type { Lang } from '#shared/routes.ts'
import type { FreeTaxis, ManualOffer } from '#shared/schemas/manual-dispatch.ts'
import { vehicleColorName } from '#shared/vehicle-colors.ts'
import { recordStaffAction } from '#server/core/audit/staff-actions.queries.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import { type Executor, toIso, toNumber } from '#server/db/database.ts'
import type { RideRow } from '#server/db/schema.ts'
import {
  type Caller,
  type InTransaction,
  type LifecycleDeps,
  RideError,
  cancelRide,
  findFreeTaxisInCells,
  getRideRow,
  publishOffer,
  takeRideBack,
  toHttpError,
} from '#server/features/ride-lifecycle/index.ts'
import { closeLapsedOffer, holdRequestedRide, offerStates, openOffer, taxiDetails } from './manual-dispatch.queries.ts'
import { cellsWithin, WIDEST_RADIUS_KM } from './search-area.ts'

/** The staff member acting, in the caller's language. */
export type Staff = { id: string; lang: Lang }

type DispatchErrorKey =
  | 'notRequested'
  | 'taxiNotFree'
  | 'alreadyOffered'
  | 'notAssigned'
  | 'ended'
  | 'startedUseClose'
  | 'notInProgress'
  | 'noPickup'

/** A refusal in the caller's language; `{{status}}` is the ride's status in words. */
function refusal(lang: Lang, statusCode: number, code: string, key: DispatchErrorKey, status?: string): HttpError {
  const statusText = status ? serverT(lang, 'rides')(`status.${status}` as never, { defaultValue: status }) : ''
  return new HttpError(statusCode, code, serverT(lang, 'admin')(`dispatch.errors.${key}`, { status: statusText }))
}

const operationsOf = (staff: Staff): Caller => ({ id: staff.id, actor: 'operations' })

async function rideOr404(deps: LifecycleDeps, rideId: string, lang: Lang): Promise<RideRow> {
  const ride = await getRideRow(deps.db, rideId)
  if (!ride) throw new HttpError(404, 'RIDE_NOT_FOUND', serverT(lang, 'admin')('api.notFound'))
  return ride
}

function pickupOf(ride: RideRow, lang: Lang): LatLng {
  if (ride.pickupLat == null || ride.pickupLng == null)
    throw refusal(lang, 409, 'NO_PICKUP_POSITION', 'noPickup', ride.status)
  return { lat: toNumber(ride.pickupLat), lng: toNumber(ride.pickupLng) }
}

/** What dispatch asks of a taxi (verified, documents valid today, reporting), from the lifecycle's clock. */
function dispatchCriteria(deps: LifecycleDeps) {
  const now = deps.now()
  return {
    verifiedOnly: true,
    validOn: istanbulDay(now),
    reportedSinceMs: now.getTime() - deps.timeouts.driverSilenceSeconds * 1000,
  }
}

/**
 * The free taxis nearest a waiting request, as the dispatch would find them (its query and
 * criteria), within `radiusKm` of the pickup (staff widen it step by step, issue 30), nearest
 * first, at most `limit`, with their driver, plate, vehicle in the caller's language and where they
 * stand with this ride's offers. None once the ride is not REQUESTED.
 */
export async function freeTaxisNearRide(
  deps: LifecycleDeps,
  rideId: string,
  search: { limit: number; radiusKm: number },
  lang: Lang,
): Promise<FreeTaxis> {
  const { limit, radiusKm } = search
  const ride = await rideOr404(deps, rideId, lang)
  // a read never conflicts: a ride no longer waiting (or never dispatchable) simply lists no taxi
  if (ride.status !== 'REQUESTED' || ride.pickupLat == null || ride.pickupLng == null)
    return { rideId, rideStatus: ride.status, radiusKm, items: [] }
  const pickup = pickupOf(ride, lang)
  const taxis = await findFreeTaxisInCells(deps.db, cellsWithin(pickup, radiusKm), dispatchCriteria(deps))
  const nearest = taxis
    .filter((t) => t.driverId !== ride.passengerId)
    .map((t) => ({ driverId: t.driverId, distance: Math.round(distanceMetres(pickup, t)) }))
    .filter((t) => t.distance <= radiusKm * 1000)
    .sort((a, b) => a.distance - b.distance)
  const chosen = nearest.slice(0, limit)
  const ids = chosen.map((c) => c.driverId)
  const roundStartedAt = toIso(ride.statusChangedAt ?? ride.createdAt)
  const [details, states] = await Promise.all([
    taxiDetails(deps.db, ids),
    offerStates(deps.db, rideId, ids, roundStartedAt, deps.now().toISOString()),
  ])
  return {
    rideId,
    rideStatus: ride.status,
    radiusKm,
    items: chosen.map((c) => {
      const d = details.get(c.driverId)
      // the colour in words of the caller's language ("Sarı", "Yellow"), never its code (issue 30)
      const color = d?.vehicleColor ? vehicleColorName(d.vehicleColor, lang) : null
      const vehicle = [d?.vehicleBrand, d?.vehicleModel, color].filter(Boolean).join(' ')
      return {
        driverId: c.driverId,
        name: d ? `${d.firstName} ${d.lastName}`.trim() : '',
        plate: d?.vehiclePlate ?? null,
        vehicle: vehicle || null,
        distanceMetres: c.distance,
        offer: states.get(c.driverId) ?? null,
      }
    }),
  }
}

/**
 * Offer a waiting request to one chosen free taxi near it: the same offer row and driver stream
 * message as the dispatch's, with the usual countdown. In one transaction: the ride held while
 * REQUESTED (a driver's accept racing it either lands first, and this answers 409, or waits and
 * withdraws this offer with the rest), the taxi checked free by the dispatch's own query, the offer
 * opened unless one is open (two staff at once: one wins), the audit entry.
 */
export async function offerToTaxi(
  deps: LifecycleDeps,
  staff: Staff,
  rideId: string,
  driverId: string,
): Promise<ManualOffer> {
  const ride = await rideOr404(deps, rideId, staff.lang)
  if (ride.status !== 'REQUESTED') throw refusal(staff.lang, 409, 'RIDE_NOT_REQUESTED', 'notRequested', ride.status)
  const pickup = pickupOf(ride, staff.lang)
  const now = deps.now()
  const at = now.toISOString()
  const expiresAt = new Date(now.getTime() + deps.timeouts.offerSeconds * 1000).toISOString()
  const outcome = await deps.db.transaction().execute(async (trx) => {
    if (!(await holdRequestedRide(trx, rideId))) return { refused: 'ride' as const }
    // any taxi staff could have listed: free within the widest radius they may ask for
    const area = cellsWithin(pickup, WIDEST_RADIUS_KM)
    const [taxi] = await findFreeTaxisInCells(trx, area, { ...dispatchCriteria(deps), driverId })
    if (!taxi || driverId === ride.passengerId) return { refused: 'taxi' as const }
    const distance = Math.round(distanceMetres(pickup, taxi))
    await closeLapsedOffer(trx, rideId, driverId, at)
    const opened = await openOffer(trx, { rideId, driverId, distanceMetres: distance, offeredAt: at, expiresAt })
    if (!opened) return { refused: 'offered' as const }
    await recordStaffAction(
      trx,
      {
        actorId: staff.id,
        action: 'ride.offer',
        recordType: 'ride',
        recordId: rideId,
        before: null,
        after: { offeredTo: await driverLabel(trx, driverId), distanceMetres: distance },
      },
      now,
    )
    return { distance }
  })
  if ('refused' in outcome) {
    if (outcome.refused === 'taxi') throw refusal(staff.lang, 409, 'TAXI_NOT_FREE', 'taxiNotFree')
    if (outcome.refused === 'offered') throw refusal(staff.lang, 409, 'ALREADY_OFFERED', 'alreadyOffered')
    const status = (await getRideRow(deps.db, rideId))?.status ?? ride.status
    throw refusal(staff.lang, 409, 'RIDE_NOT_REQUESTED', 'notRequested', status)
  }
  publishOffer(deps, ride, driverId, outcome.distance, expiresAt)
  return { rideId, driverId, distanceMetres: outcome.distance, expiresAt }
}

/** "Mehmet Demir · 34 T 1234": who a staff action concerned, readable in the audit log. */
async function driverLabel(db: Executor, driverId: string | null): Promise<string | null> {
  if (!driverId) return null
  const d = (await taxiDetails(db, [driverId])).get(driverId)
  return d ? [`${d.firstName} ${d.lastName}`.trim(), d.vehiclePlate].filter(Boolean).join(' · ') : driverId
}

/** The audit entry of a move by operations, written in the move's own transaction. */
function auditMove(
  staff: Staff,
  rideId: string,
  action: string,
  reason: string,
  driverId: string | null,
): InTransaction {
  return async (trx, move) => {
    await recordStaffAction(
      trx,
      {
        actorId: staff.id,
        action,
        recordType: 'ride',
        recordId: rideId,
        before: { status: move.from, driver: await driverLabel(trx, driverId) },
        after: {
          status: move.to,
          driver: move.to === 'CANCELLED' ? await driverLabel(trx, driverId) : null,
          reason,
          ...(move.to === 'CANCELLED' ? { charged: false } : {}),
        },
      },
      new Date(move.at),
    )
  }
}

/** A lifecycle refusal (a faster move won) in the caller's language. */
async function asHttp<T>(lang: Lang, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof RideError) throw toHttpError(error, lang)
    throw error
  }
}

/**
 * Take a ride back from a driver who is not moving (ASSIGNED → REQUESTED, by operations, with a
 * reason): the driver is released and not offered it again, the request goes to the other drivers
 * at once, and the passenger's page sees it searching again through the ride's stream.
 */
export async function takeBack(deps: LifecycleDeps, staff: Staff, rideId: string, reason: string): Promise<void> {
  const ride = await rideOr404(deps, rideId, staff.lang)
  if (ride.status !== 'ASSIGNED') throw refusal(staff.lang, 409, 'RIDE_NOT_ASSIGNED', 'notAssigned', ride.status)
  await asHttp(staff.lang, () =>
    takeRideBack(deps, operationsOf(staff), rideId, {
      reason,
      alsoWrite: auditMove(staff, rideId, 'ride.take_back', reason, ride.driverId),
    }),
  )
}

const OPEN_BEFORE_THE_TRIP = ['REQUESTED', 'ASSIGNED', 'ARRIVED']

/** Cancel as operations a ride not started yet: never charged; the passenger and the driver are told by their streams. */
export async function cancelAsOperations(
  deps: LifecycleDeps,
  staff: Staff,
  rideId: string,
  reason: string,
): Promise<void> {
  const ride = await rideOr404(deps, rideId, staff.lang)
  if (ride.status === 'IN_PROGRESS') throw refusal(staff.lang, 409, 'RIDE_STARTED', 'startedUseClose', ride.status)
  if (!OPEN_BEFORE_THE_TRIP.includes(ride.status)) throw refusal(staff.lang, 409, 'RIDE_ENDED', 'ended', ride.status)
  await endByOperations(deps, staff, ride, 'ride.cancel', reason)
}

/**
 * Close a stuck ride (in progress for hours, its driver gone): it ends as CANCELLED by operations,
 * never charged, the driver released; a fare owed can then be settled through the ride's ledger.
 */
export async function closeStuck(deps: LifecycleDeps, staff: Staff, rideId: string, reason: string): Promise<void> {
  const ride = await rideOr404(deps, rideId, staff.lang)
  if (ride.status !== 'IN_PROGRESS')
    throw refusal(staff.lang, 409, 'RIDE_NOT_IN_PROGRESS', 'notInProgress', ride.status)
  await endByOperations(deps, staff, ride, 'ride.close', reason)
}

async function endByOperations(deps: LifecycleDeps, staff: Staff, ride: RideRow, action: string, reason: string) {
  await asHttp(staff.lang, () =>
    cancelRide(
      deps,
      operationsOf(staff),
      ride.id,
      { reason, alsoWrite: auditMove(staff, ride.id, action, reason, ride.driverId) },
      staff.lang,
    ),
  )
}
