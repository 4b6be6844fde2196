import { istanbulDay } from '#shared/istanbul-days.ts'
import { cellsAround, distanceMetres } from '#shared/ride-lifecycle/geo.ts'
import { OFFER_FAN_OUT } from '#shared/ride-lifecycle/rules.ts'
import { toIso, toNumber } from '#server/db/database.ts'
import { driverTopic, publish, publishStatus, type LifecycleDeps } from './lifecycle-deps.ts'
import {
  closeOpenOffers,
  countLiveOffers,
  expireDueOffers,
  findRequestsWithoutLiveOffer,
  insertOffers,
  offeredDriverIds,
} from './offers.queries.ts'
import { closeEndedAlerts, raiseClockAlerts } from './clock-alerts.service.ts'
import { findFreeTaxisInCells } from './presence.queries.ts'
import { sweepSilentDrivers } from './presence.service.ts'
import { applyTransition, findStaleRequests, flagLongRides, getRideRow } from './rides-lifecycle.queries.ts'
import type { RideRow } from '#server/db/schema.ts'

/** Search squares around the pickup: ±1 cell (≈ 2–4 km) first, then ±3 cells (≈ 6–8 km). */
export const SEARCH_RINGS = [1, 3]

/**
 * Offer a waiting request to the nearest free, online, verified drivers who have not had it yet,
 * up to OFFER_FAN_OUT open offers; each offer lasts `timeouts.offerSeconds`. Returns the drivers.
 */
export async function offerRide(deps: LifecycleDeps, rideId: string): Promise<string[]> {
  const ride = await getRideRow(deps.db, rideId)
  if (!ride || ride.status !== 'REQUESTED' || ride.pickupLat == null || ride.pickupLng == null) return []
  const now = deps.now()
  const need = OFFER_FAN_OUT - (await countLiveOffers(deps.db, rideId, now.toISOString()))
  if (need <= 0) return []
  const pickup = { lat: toNumber(ride.pickupLat), lng: toNumber(ride.pickupLng) }
  const roundStartedAt = toIso(ride.statusChangedAt ?? ride.createdAt)
  const already = await offeredDriverIds(deps.db, rideId, roundStartedAt)
  let nearest: { driverId: string; distance: number }[] = []
  for (const rings of SEARCH_RINGS) {
    const taxis = await findFreeTaxisInCells(deps.db, cellsAround(pickup, rings), {
      verifiedOnly: true,
      validOn: istanbulDay(now),
      reportedSinceMs: now.getTime() - deps.timeouts.driverSilenceSeconds * 1000,
    })
    nearest = taxis
      .filter((t) => !already.has(t.driverId) && t.driverId !== ride.passengerId)
      .map((t) => ({ driverId: t.driverId, distance: distanceMetres(pickup, t) }))
      .sort((a, b) => a.distance - b.distance)
    if (nearest.length >= need) break
  }
  const chosen = nearest.slice(0, need)
  const expiresAt = new Date(now.getTime() + deps.timeouts.offerSeconds * 1000).toISOString()
  const written = new Set(
    await insertOffers(
      deps.db,
      chosen.map((c) => ({
        rideId,
        driverId: c.driverId,
        distanceMetres: c.distance,
        offeredAt: now.toISOString(),
        expiresAt,
      })),
    ),
  )
  // only the offers written: another instance's sweep may hold a live offer to the same driver
  // (its row is left as it is), and that driver was told already
  const offered = chosen.filter((c) => written.has(c.driverId))
  for (const c of offered) publishOffer(deps, ride, c.driverId, c.distance, expiresAt)
  return offered.map((c) => c.driverId)
}

const place = (address: string, lat: number | string | null | undefined, lng: number | string | null | undefined) => ({
  address,
  lat: lat == null ? null : toNumber(lat),
  lng: lng == null ? null : toNumber(lng),
})

/**
 * Tell one driver's stream of an offer just written (the driver app counts down to `expiresAt`).
 * Shared by the automatic dispatch and by operations offering a ride to a chosen taxi (issue 25).
 */
export function publishOffer(
  deps: LifecycleDeps,
  ride: RideRow,
  driverId: string,
  distanceMetres: number,
  expiresAt: string,
): void {
  publish(deps, driverTopic(driverId), {
    type: 'offer',
    offer: {
      rideId: ride.id,
      pickup: place(ride.pickupAddress, ride.pickupLat, ride.pickupLng),
      dropoff: ride.dropoffAddress === null ? null : place(ride.dropoffAddress, ride.dropoffLat, ride.dropoffLng),
      paymentMethod: ride.paymentMethod ?? null,
      distanceMetres,
      expiresAt: toIso(expiresAt),
    },
  })
}

/** A request nobody accepted in time ends as EXPIRED (by the system), its offers withdrawn. */
async function expireRequest(deps: LifecycleDeps, rideId: string, at: string): Promise<boolean> {
  const closed = await deps.db.transaction().execute(async (trx) => {
    const moved = await applyTransition(trx, {
      rideId,
      from: 'REQUESTED',
      to: 'EXPIRED',
      actor: 'system',
      actorId: null,
      reason: `no driver accepted within ${deps.timeouts.requestSeconds} s`,
      at,
    })
    return moved ? await closeOpenOffers(trx, rideId, 'WITHDRAWN') : null
  })
  if (!closed) return false
  publishStatus(deps, { rideId, from: 'REQUESTED', to: 'EXPIRED', actor: 'system', at })
  for (const driverId of closed)
    publish(deps, driverTopic(driverId), { type: 'offer-closed', rideId, reason: 'WITHDRAWN' })
  return true
}

export type SweepResult = {
  expiredOffers: number
  expiredRides: number
  offeredRides: number
  flaggedRides: number
  /** Free drivers taken offline after `timeouts.driverSilenceSeconds` without a position. */
  silentDriversOffline: number
  /** Rides whose driver fell silent: a `DRIVER_SILENT` alert for operations. */
  silentDriverAlerts: number
  /** Alerts the clock raised for operations (issue 25: no accept, not approaching, no start, long ride). */
  alertsRaised: number
  /** Alerts closed because their cause ended (issue 30, decision 071). */
  alertsClosed: number
}

/**
 * Everything the clock drives, run by the server every few seconds and by tests directly: offers
 * past 30 s move on, requests past 5 minutes expire, rides in progress past 4 hours are flagged,
 * drivers silent past 2 minutes go offline (or, on a ride, raise an alert).
 * Every step is a conditional update, so instances sweeping at once do each thing once.
 */
export async function sweep(deps: LifecycleDeps): Promise<SweepResult> {
  const now = deps.now()
  const nowIso = now.toISOString()
  // first, so no offer below goes to a taxi that is gone
  const silence = await sweepSilentDrivers(deps)
  const expiredOffers = await expireDueOffers(deps.db, nowIso)
  for (const o of expiredOffers)
    publish(deps, driverTopic(o.driverId), { type: 'offer-closed', rideId: o.rideId, reason: 'EXPIRED' })

  const requestCutoff = new Date(now.getTime() - deps.timeouts.requestSeconds * 1000).toISOString()
  let expiredRides = 0
  for (const rideId of await findStaleRequests(deps.db, requestCutoff)) {
    if (await expireRequest(deps, rideId, nowIso)) expiredRides++
  }

  let offeredRides = 0
  for (const rideId of await findRequestsWithoutLiveOffer(deps.db, nowIso)) {
    if ((await offerRide(deps, rideId)).length > 0) offeredRides++
  }

  const flagCutoff = new Date(now.getTime() - deps.timeouts.inProgressFlagSeconds * 1000).toISOString()
  const flagged = await flagLongRides(deps.db, flagCutoff, nowIso)
  const alertsRaised = await raiseClockAlerts(deps)
  // after every step above: an alert on a ride that just expired closes in this same sweep
  const alertsClosed = await closeEndedAlerts(deps)
  return {
    alertsRaised,
    alertsClosed,
    expiredOffers: expiredOffers.length,
    expiredRides,
    offeredRides,
    flaggedRides: flagged.length,
    silentDriversOffline: silence.wentOffline.length,
    silentDriverAlerts: silence.alertedRides.length,
  }
}

/** Offered to other features (through this feature's index.ts): the owner answers, its queries stay its own. */
export { insertOffers } from './offers.queries.ts'
