import type { RideTimeouts } from '#shared/ride-lifecycle/rules.ts'
import type { Db } from '#server/db/database.ts'
import type { RateLimitRule } from '#server/core/rate-limits/rate-limit.ts'
import type { EventBus } from '#server/events/event-bus.ts'
import type { StreamRegistry } from '#server/events/stream-registry.ts'
import { jobLogger, type ServerLogger } from '#server/core/logger.ts'

/** What the lifecycle needs: the database, the clock (tests move it), the bus, the timeouts. */
export type LifecycleDeps = {
  db: Db
  now: () => Date
  bus: EventBus
  timeouts: RideTimeouts
  /** New ride requests per passenger and window; RIDE_REQUEST_LIMIT when absent. */
  requestLimit?: RateLimitRule
  /** Nearby reads a second from which they are answered from memory (decision 065); tests set 0. */
  nearbyIndexMinReadsPerSecond?: number
  /** The server's logger: a failure after the commit (a bus publish) is logged here, not thrown. */
  log: ServerLogger
}

/** What one app's lifecycle routes share: the lifecycle, and the event streams open on this instance. */
export type RideLifecycle = { lifecycle: LifecycleDeps; streams: StreamRegistry }

/** Who is asking, as the state machine sees them. */
export type Caller = { id: string; actor: 'passenger' | 'driver' | 'operations' }

export const rideTopic = (rideId: string) => `ride:${rideId}`
export const driverTopic = (driverId: string) => `driver:${driverId}`

/**
 * Tell the live streams; the change is already committed, so a bus failure is not the caller's
 * failure (their app polls the ride as a fallback).
 */
export function publish(deps: LifecycleDeps, topic: string, message: { type: string } & Record<string, unknown>): void {
  deps.bus
    .publish(topic, message)
    .catch((error: Error) => jobLogger(deps.log, 'event-bus').error(`event bus publish failed: ${error.message}`))
}

export function publishStatus(
  deps: LifecycleDeps,
  e: { rideId: string; from: string | null; to: string; actor: string; at: string },
) {
  publish(deps, rideTopic(e.rideId), {
    type: 'status',
    rideId: e.rideId,
    status: e.to,
    from: e.from,
    actor: e.actor,
    at: e.at,
  })
}
