import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { API_PREFIX, AUTH_PREFIX, apiPath } from '#shared/api-paths.ts'
import { errorBody } from './error-handler.ts'
import { requestLang, serverT } from './i18n.ts'
import { OverloadMeter, type OverloadLimits, type OverloadProbes } from './overload-meter.ts'

export { DEFAULT_OVERLOAD_LIMITS, type OverloadLimits } from './overload-meter.ts'

declare module 'fastify' {
  interface FastifyInstance {
    overloadMeter: OverloadMeter
  }
}

/** A refused position report is worth nothing to wait for: the next one comes at the interval anyway. */
const POSITION_RETRY_AFTER_SECONDS = 5
const RETRY_AFTER_SECONDS = 2
/** The loop-lag ticker's period: a request read late by more than this is seen late. */
const TICK_MS = 10
const POSITION_PATH = apiPath('/driver/position')
/** The load balancer's checks answer whatever the load: readiness says "overloaded" itself. */
const NEVER_SHED: ReadonlySet<string> = new Set([apiPath('/health'), apiPath('/ready')])

function pathOf(request: FastifyRequest) {
  const query = request.url.indexOf('?')
  return query === -1 ? request.url : request.url.slice(0, query)
}

function refuse(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) {
  const t = serverT(requestLang(request.headers))
  reply
    .code(503)
    .header('retry-after', String(retryAfterSeconds))
    .header('cache-control', 'no-store')
    .send(errorBody(request, 'OVERLOADED', t('api.overloaded')))
}

/**
 * How late the event loop runs, read at any moment: a timer due every 10 ms, and how late its last
 * run was or how overdue its next one already is (a loop held for seconds reads as seconds, never
 * as "no reading"). Returns the probes and a stop function.
 */
function loopLagTicker(): { probes: OverloadProbes; stop: () => void } {
  const now = () => performance.now()
  let dueAt = now() + TICK_MS
  let lastLate = 0
  let timer: NodeJS.Timeout
  const tick = () => {
    const at = now()
    lastLate = Math.max(0, at - dueAt)
    dueAt = at + TICK_MS
    timer = setTimeout(tick, TICK_MS).unref()
  }
  timer = setTimeout(tick, TICK_MS).unref()
  return {
    probes: { now, loopLagMs: () => Math.max(lastLate, now() - dueAt, 0) },
    stop: () => clearTimeout(timer),
  }
}

/**
 * Past capacity, refuse early with 503 and Retry-After instead of queueing without bound
 * (decision 069): once at least `minInFlight` API requests are in flight and every request lately
 * queued `shedPositionsAtQueueMs`, position reports are refused; past `shedAllAtQueueMs`, every API
 * and sign-in request. Pages and their files, health and readiness are never refused or counted.
 * `isOverloaded()` tells readiness, so a load balancer sends the instance less.
 */
export function registerOverloadGuard(app: FastifyInstance, limits: OverloadLimits) {
  const ticker = limits.probes ? null : loopLagTicker()
  const meter = new OverloadMeter(limits, limits.probes ?? ticker!.probes)
  app.decorate('overloadMeter', meter)
  app.addHook('onClose', async () => ticker?.stop())
  let turnEndPending = false
  const endTurn = () => {
    turnEndPending = false
    meter.endTurn()
  }
  app.addHook('onRequest', (request, reply, done) => {
    const path = pathOf(request)
    const isApi = path.startsWith(`${API_PREFIX}/`) || path.startsWith(`${AUTH_PREFIX}/`)
    if (!isApi || NEVER_SHED.has(path)) return done()
    // the requests read in this turn of the loop were in flight together
    if (!turnEndPending) {
      turnEndPending = true
      setImmediate(endTurn)
    }
    const isPosition = path === POSITION_PATH
    const admitted = meter.arrive(isPosition ? 'position' : 'other')
    if (!admitted) return refuse(request, reply, isPosition ? POSITION_RETRY_AFTER_SECONDS : RETRY_AFTER_SECONDS)
    // its queue time ends when its answer starts: headers written, or a live stream opened (hijacked)
    const res = reply.raw
    const writeHead = res.writeHead
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
      meter.answered(admitted)
      return writeHead.apply(this, args)
    } as typeof res.writeHead
    res.once('close', () => meter.answered(admitted))
    done()
  })
}

/** True while the instance sheds load (for readiness); false where no guard is registered. */
export function isOverloaded(app: FastifyInstance): boolean {
  return app.hasDecorator('overloadMeter') && app.overloadMeter.isOverloaded()
}
