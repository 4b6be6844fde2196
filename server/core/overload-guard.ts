import underPressure from '@fastify/under-pressure'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { API_PREFIX, AUTH_PREFIX, apiPath } from '#shared/api-paths.ts'
import { errorBody } from './error-handler.ts'
import { requestLang, serverT } from './i18n.ts'

/** When an instance sheds load (decision 053): measured over each sample, as @fastify/under-pressure measures. */
export type OverloadLimits = {
  /** Event-loop utilisation (0–1) above which position reports are refused: they are the first to go. */
  shedPositionsAtUtilization: number
  /** Mean event-loop delay (ms) above which every API request is refused, position reports or not. */
  shedAllAtDelayMs: number
}

export const DEFAULT_OVERLOAD_LIMITS: OverloadLimits = { shedPositionsAtUtilization: 0.95, shedAllAtDelayMs: 500 }

/** A refused position report is worth nothing to wait for: the next one comes at the interval anyway. */
const POSITION_RETRY_AFTER_SECONDS = 5
const RETRY_AFTER_SECONDS = 2
const SAMPLE_INTERVAL_MS = 500
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
 * Past capacity, refuse early with 503 and Retry-After instead of queueing without bound:
 * position reports first (above `shedPositionsAtUtilization`), then every API and auth request
 * (above `shedAllAtDelayMs` of event-loop delay). Pages and their files are never refused.
 * `isOverloaded()` tells readiness, so a load balancer sends the instance less.
 */
export async function registerOverloadGuard(app: FastifyInstance, limits: OverloadLimits) {
  await app.register(underPressure, {
    sampleInterval: SAMPLE_INTERVAL_MS,
    maxEventLoopUtilization: limits.shedPositionsAtUtilization,
    maxEventLoopDelay: limits.shedAllAtDelayMs,
    pressureHandler: (request, reply, type, value) => {
      const path = pathOf(request)
      if (NEVER_SHED.has(path)) return
      const isApi = path.startsWith(`${API_PREFIX}/`) || path.startsWith(`${AUTH_PREFIX}/`)
      if (!isApi) return
      if (path === POSITION_PATH) return refuse(request, reply, POSITION_RETRY_AFTER_SECONDS)
      // Infinity: no sample at all, one long task held the loop for the whole sample; that is not a queue
      const isQueueing = type === underPressure.TYPE_EVENT_LOOP_DELAY && Number.isFinite(value)
      if (isQueueing) return refuse(request, reply, RETRY_AFTER_SECONDS)
    },
  })
}

/** True while the instance sheds load (for readiness); false where no guard is registered. */
export function isOverloaded(app: FastifyInstance): boolean {
  return app.hasDecorator('isUnderPressure') && app.isUnderPressure()
}
