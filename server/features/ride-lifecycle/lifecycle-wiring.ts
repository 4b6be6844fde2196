import type { FastifyInstance } from 'fastify'
import { DEFAULT_RIDE_TIMEOUTS } from '#shared/ride-lifecycle/rules.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { createInProcessBus } from '#server/events/event-bus.ts'
import { publishStreamClose } from '#server/events/stream-close.ts'
import type { LifecycleDeps, RideLifecycle } from './lifecycle-deps.ts'
import { RIDE_REQUEST_LIMIT } from './ride-request.service.ts'
import { findLiveSessionIds } from '#server/events/stream-sessions.queries.ts'
import { StreamRegistry } from '#server/events/stream-registry.ts'
import { jobLogger } from '#server/core/logger.ts'

export type { RideLifecycle }

const byDeps = new WeakMap<AppDeps, RideLifecycle>()

/** The lifecycle of an app, made once per `AppDeps` (its routes and `app.rideLifecycle` share it). */
export function rideLifecycleOf(deps: AppDeps): RideLifecycle {
  let made = byDeps.get(deps)
  if (!made) {
    const lifecycle: LifecycleDeps = {
      db: deps.db,
      now: deps.now,
      bus: deps.bus ?? createInProcessBus(),
      timeouts: deps.rideTimeouts ?? DEFAULT_RIDE_TIMEOUTS,
      requestLimit: { ...RIDE_REQUEST_LIMIT, max: deps.rideRequestLimit ?? RIDE_REQUEST_LIMIT.max },
      log: deps.log,
    }
    const liveSessions = (ids: string[]) => findLiveSessionIds(deps.db, ids)
    const log = jobLogger(deps.log, 'stream-session-check')
    made = { lifecycle, streams: new StreamRegistry(lifecycle.bus, deps.maxStreams ?? undefined, liveSessions, log) }
    byDeps.set(deps, made)
  }
  return made
}

/**
 * `app.rideLifecycle` for the sweeper and the tests. A session that ends (sign-out, revocation,
 * deactivation) ends its open event streams on every instance, through the bus; open streams are
 * ended on close.
 */
export function attachRideLifecycle(app: FastifyInstance, deps: AppDeps) {
  const { lifecycle, streams } = rideLifecycleOf(deps)
  app.decorate('rideLifecycle', lifecycle)
  const stopListening = deps.auth.sessionEnds.listen((ended) => {
    publishStreamClose(lifecycle.bus, ended).catch((error: Error) =>
      jobLogger(app.log, 'stream-close').error(`stream close not published: ${error.message}`),
    )
  })
  // SSE responses never finish by themselves: end them before the server closes, or close waits for them.
  app.addHook('preClose', async () => {
    stopListening()
    streams.endAll()
  })
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The lifecycle this app serves: the server's sweeper and the tests use it directly. */
    rideLifecycle: LifecycleDeps
  }
}
