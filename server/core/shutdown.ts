import type { FastifyInstance } from 'fastify'

/** The whole shutdown must end before this; past it the process exits with code 1 whatever is left. */
export const SHUTDOWN_DEADLINE_MS = 9_500

/** Set once SIGTERM arrives: readiness reads it (503 at once) and answers stop keeping connections alive. */
export type DrainState = { isDraining: () => boolean; begin: () => void }

export function createDrainState(): DrainState {
  let draining = false
  return { isDraining: () => draining, begin: () => void (draining = true) }
}

/**
 * While draining, every answer carries `Connection: close`: clients open a new connection for their
 * next request (which the load balancer sends elsewhere) instead of reusing one that the server is
 * about to close, so no request is written into a socket as it is being closed (ECONNRESET).
 * Must be called before the app listens.
 */
export function closeConnectionsWhileDraining(app: FastifyInstance, drain: DrainState) {
  // a callback hook: it runs on every answer and almost always does nothing
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (drain.isDraining()) reply.header('connection', 'close')
    done(null, payload)
  })
}

export type ShutdownSteps = {
  app: FastifyInstance
  drain: DrainState
  drainMs: number
  /** Stops background work (the ride sweeper) at once. */
  stopBackground: () => void
  /** Closes the database and the event bus, after the last request. */
  closeServices: () => Promise<void>
  exit: (code: number) => void
}

/**
 * SIGTERM: readiness answers 503 at once; for `drainMs` requests are still served (the load
 * balancer's window to stop sending); then the listener closes (a request on a kept connection gets
 * Fastify's 503), open event streams end, in-flight requests complete, the database closes, exit 0.
 * Anything still running at SHUTDOWN_DEADLINE_MS is cut off with exit code 1.
 */
export async function shutDownGracefully(signal: string, steps: ShutdownSteps): Promise<void> {
  const { app, drain } = steps
  const force = setTimeout(() => {
    app.log.error(`shutdown took longer than ${SHUTDOWN_DEADLINE_MS} ms: exiting`)
    steps.exit(1)
  }, SHUTDOWN_DEADLINE_MS)
  force.unref()
  drain.begin()
  steps.stopBackground()
  app.log.info(`${signal} received: readiness 503, serving for ${steps.drainMs} ms more, then draining requests`)
  if (steps.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, steps.drainMs))
  try {
    await app.close()
    await steps.closeServices()
    app.log.info('requests drained and database closed: exiting')
    steps.exit(0)
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed')
    steps.exit(1)
  }
}
