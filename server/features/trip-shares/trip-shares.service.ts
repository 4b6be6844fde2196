import { createHash, randomBytes } from 'node:crypto'
import type { Lang } from '#shared/routes.ts'
import type { SharedTrip, TripShareLink } from '#shared/schemas/trip-shares.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import type { SessionUser } from '#server/core/session.ts'
import { toIso, toNumber, type Db } from '#server/db/database.ts'
import { deleteTripShare, findRideForShare, findSharedRide, upsertTripShare } from './trip-shares.queries.ts'

/** A link outlives no ride: it dies when the ride ends, and at the latest after this long. */
export const TRIP_SHARE_MAX_MS = 12 * 3600_000
const OPEN = ['REQUESTED', 'ASSIGNED', 'ARRIVED', 'IN_PROGRESS']
const WITH_TAXI = ['ASSIGNED', 'ARRIVED', 'IN_PROGRESS']

/** Only the hash is stored: a database read gives nobody a working link. */
export const hashShareToken = (token: string) => createHash('sha256').update(token).digest('hex')

const t = (lang: Lang) => serverT(lang, 'rides')

/** The ride, if the caller is its passenger; 404 otherwise (ids reveal nothing), 403 for non-passengers. */
async function requireOwnRide(db: Db, user: SessionUser, rideId: string, lang: Lang) {
  if (user.userType !== 'PASSENGER') throw new HttpError(403, 'PASSENGER_ONLY', t(lang)('errors.passengerOnly'))
  const ride = await findRideForShare(db, rideId)
  if (!ride || ride.passengerId !== user.id) throw new HttpError(404, 'RIDE_NOT_FOUND', t(lang)('errors.notFound'))
  return ride
}

/** A new link for the passenger's open ride (replacing any earlier one); 409 `RIDE_NOT_OPEN` once it has ended. */
export async function shareTrip(
  db: Db,
  user: SessionUser,
  rideId: string,
  now: Date,
  lang: Lang,
): Promise<TripShareLink> {
  const ride = await requireOwnRide(db, user, rideId, lang)
  if (!OPEN.includes(ride.status)) throw new HttpError(409, 'RIDE_NOT_OPEN', t(lang)('errors.rideNotOpen'))
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + TRIP_SHARE_MAX_MS).toISOString()
  await upsertTripShare(db, { rideId, tokenHash: hashShareToken(token), at: now.toISOString(), expiresAt })
  return { token, expiresAt }
}

/** Revokes the ride's link (204 even when there was none: the outcome is the same). */
export async function revokeTripShare(db: Db, user: SessionUser, rideId: string, lang: Lang): Promise<void> {
  await requireOwnRide(db, user, rideId, lang)
  await deleteTripShare(db, rideId)
}

/**
 * What the link shows while the ride is open; 404 `TRIP_SHARE_NOT_FOUND` for an unknown, revoked
 * or expired link and for a cancelled ride, 404 `TRIP_SHARE_ARRIVED` once the ride is completed (the
 * friend learns the passenger arrived): after the ride nothing else of it is shown.
 */
export async function viewSharedTrip(db: Db, token: string, now: Date, lang: Lang): Promise<SharedTrip> {
  const ride = await findSharedRide(db, hashShareToken(token), now.toISOString())
  if (ride?.status === 'COMPLETED') throw new HttpError(404, 'TRIP_SHARE_ARRIVED', t(lang)('errors.tripShareArrived'))
  if (!ride || !OPEN.includes(ride.status))
    throw new HttpError(404, 'TRIP_SHARE_NOT_FOUND', t(lang)('errors.tripShareNotFound'))
  const hasTaxi = ride.driverId != null && WITH_TAXI.includes(ride.status)
  const position =
    hasTaxi && ride.lat != null && ride.lng != null && ride.positionAtMs != null
      ? {
          lat: toNumber(ride.lat),
          lng: toNumber(ride.lng),
          at: new Date(toNumber(ride.positionAtMs)).toISOString(),
        }
      : null
  const changedAt = toIso(ride.statusChangedAt ?? ride.createdAt)
  return {
    status: ride.status,
    plate: hasTaxi ? (ride.vehiclePlate ?? null) : null,
    vehicle: {
      brand: hasTaxi ? (ride.vehicleBrand ?? null) : null,
      model: hasTaxi ? (ride.vehicleModel ?? null) : null,
      color: hasTaxi ? (ride.vehicleColor ?? null) : null,
    },
    driverFirstName: hasTaxi ? (ride.driverFirstName ?? null) : null,
    // who shared it, by first name only, so the friend knows whose ride this is
    passengerFirstName: ride.passengerFirstName?.trim() || null,
    position,
    pickup: { address: ride.pickupAddress },
    dropoff: ride.dropoffAddress?.trim() ? { address: ride.dropoffAddress } : null,
    updatedAt: position && position.at > changedAt ? position.at : changedAt,
  }
}
