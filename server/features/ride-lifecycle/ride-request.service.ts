import { createHash, randomUUID } from 'node:crypto'
import type { RideDetail, RideRequest } from '#shared/schemas/rides-api.ts'
import { hitRateLimit, type RateLimitRule } from '#server/core/rate-limits/rate-limit.ts'
import type { RideRow } from '#server/db/schema.ts'
import { recordPickupCell } from '#server/features/demand/index.ts'
import { offerRide } from './dispatch.service.ts'
import { publishStatus, type LifecycleDeps } from './lifecycle-deps.ts'
import { RideError } from './ride-errors.ts'
import { toRideDetail } from './ride-detail.service.ts'
import { findActiveRideOfPassenger, findRideByIdempotencyKey, insertRequestedRide } from './rides-lifecycle.queries.ts'

export type RequestResult = { ride: RideDetail; isReplay: boolean }

/**
 * New ride requests per passenger (issue 22, item 7): each one sends offers to up to three
 * drivers, so a request-and-cancel loop is stopped here. A passenger who cancels and calls again
 * a few times never meets it. Counted in the database, so every instance counts the same.
 */
export const RIDE_REQUEST_LIMIT: RateLimitRule = { windowSeconds: 5 * 60, max: 5 }

/** The limit this lifecycle applies (env RIDE_REQUEST_LIMIT sets its `max`). */
export const rideRequestLimitOf = (deps: LifecycleDeps): RateLimitRule => deps.requestLimit ?? RIDE_REQUEST_LIMIT

/** 429 `TOO_MANY_RIDE_REQUESTS` with Retry-After once the passenger is over the limit. */
async function countRideRequest(deps: LifecycleDeps, passengerId: string): Promise<void> {
  const key = `ride-request:${passengerId}`
  const retryAfter = await hitRateLimit(deps.db, key, rideRequestLimitOf(deps), deps.now().getTime())
  if (retryAfter === 0) return
  throw new RideError(
    429,
    'TOO_MANY_RIDE_REQUESTS',
    'tooManyRideRequests',
    { minutes: Math.max(1, Math.ceil(retryAfter / 60)) },
    { 'retry-after': String(retryAfter) },
  )
}

/**
 * A passenger calls a taxi. The Idempotency-Key makes a retry (lost response, double tap) return
 * the ride the first call made; the same key with a different body is refused with 422.
 */
export async function requestRide(
  deps: LifecycleDeps,
  passengerId: string,
  input: RideRequest,
  idempotencyKey: string,
): Promise<RequestResult> {
  const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('hex')
  const caller = { id: passengerId, actor: 'passenger' } as const
  const replay = async (ride: RideRow): Promise<RequestResult> => {
    if (ride.requestHash !== requestHash) throw new RideError(422, 'IDEMPOTENCY_KEY_REUSED', 'idempotencyKeyReused')
    return { ride: await toRideDetail(deps, caller, ride), isReplay: true }
  }
  const existing = await findRideByIdempotencyKey(deps.db, passengerId, idempotencyKey)
  if (existing) return replay(existing)
  // a replay above costs nothing; every new request counts, refused or not
  await countRideRequest(deps, passengerId)

  const at = deps.now().toISOString()
  const id = randomUUID()
  try {
    const earlier = await deps.db.transaction().execute(async (trx) => {
      // a retry that started before the first call committed finds it here, not as "a ride under way"
      const sameKey = await findRideByIdempotencyKey(trx, passengerId, idempotencyKey)
      if (sameKey) return sameKey
      if (await findActiveRideOfPassenger(trx, passengerId))
        throw new RideError(409, 'ACTIVE_RIDE_EXISTS', 'activeRideExists')
      await insertRequestedRide(
        trx,
        { id, passengerId, ...input, idempotencyKey, requestHash, at },
        'passenger',
        passengerId,
      )
      await recordPickupCell(trx, id, input.pickup)
      return null
    })
    if (earlier) return replay(earlier)
  } catch (error) {
    // Two tries at once: the unique (passengerId, idempotencyKey) index let one in (the other
    // fails on the index, or sees the first as "a ride under way"): answer with that ride.
    const raced = await findRideByIdempotencyKey(deps.db, passengerId, idempotencyKey)
    if (raced) return replay(raced)
    throw error
  }
  publishStatus(deps, { rideId: id, from: null, to: 'REQUESTED', actor: 'passenger', at })
  await offerRide(deps, id)
  const created = await findRideByIdempotencyKey(deps.db, passengerId, idempotencyKey)
  return { ride: await toRideDetail(deps, caller, created!), isReplay: false }
}
