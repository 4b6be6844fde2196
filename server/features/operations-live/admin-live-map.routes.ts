import { apiPath } from '#shared/api-paths.ts'
import {
  LiveDeltaSchema,
  LiveFindQuerySchema,
  LiveFoundSchema,
  LiveSnapshotSchema,
  LiveViewQuerySchema,
  type LiveViewQuery,
} from '#shared/schemas/operations-live.ts'
import type { Lang } from '#shared/routes.ts'
import type { AppDeps } from '#server/features/app-deps.ts'
import { defineRoute, type ApiRoute } from '#server/core/api/api-operation.ts'
import type { SessionUser } from '#server/core/session.ts'
import { lastEventIdOf, openEventStream } from '#server/events/event-stream.ts'
import { rideLifecycleOf } from '#server/features/ride-lifecycle/index.ts'
import { MAX_STREAMS_PER_USER } from '#server/events/stream-registry.ts'
import type { FastifyReply } from 'fastify'
import { LiveHub } from './live-hub.ts'
import { findRideOrTaxi, readCity, viewOf } from './operations-live.service.ts'
import { jobLogger } from '#server/core/logger.ts'

const tag = 'Back-office'

const hubs = new WeakMap<AppDeps, LiveHub>()

/** The instance's one live-map ticker, shared by every staff stream it holds. */
export function liveHubOf(deps: AppDeps): LiveHub {
  let hub = hubs.get(deps)
  if (!hub) {
    const log = jobLogger(deps.log, 'live-map')
    hub = new LiveHub(deps.db, deps.now, (error) => log.error(`live map tick failed: ${error.message}`))
    hubs.set(deps, hub)
  }
  return hub
}

/**
 * A staff member's live map stream (`openEventStream`: the ride streams' caps, ended on sign-out):
 * the snapshot of the viewport, then a `delta` per tick with changes.
 */
async function openStream(deps: AppDeps, reply: FastifyReply, user: SessionUser, query: LiveViewQuery, lang: Lang) {
  const events = openEventStream(rideLifecycleOf(deps).streams, reply, user, lang)
  let id = 0
  let removeView: (() => void) | null = null
  events.onClose(() => removeView?.())
  try {
    const remove = await liveHubOf(deps).add({ query, send: (message) => events.send(message, ++id) })
    if (events.isOpen) removeView = remove
    else remove()
  } catch (error) {
    reply.log.error(`live map stream failed: ${(error as Error).message}`)
    events.end()
  }
}

/**
 * Operations' live map (issue 25, decision 062): a viewport's snapshot, its event stream of
 * deltas, and finding a ride by id or plate. Staff only.
 */
export function operationsLiveRoutes(deps: AppDeps): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/live/snapshot'),
      operationId: 'getLiveSnapshot',
      summary:
        'What a viewport of the live map shows now: counts per grid cell below zoom 14, else single taxis and rides',
      tag,
      access: 'staff',
      query: LiveViewQuerySchema,
      responses: { 200: LiveSnapshotSchema },
      errors: [400],
      handler: async ({ query }) => viewOf(deps.db, await readCity(deps.db, deps.now()), query),
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/live/events'),
      operationId: 'streamLiveMap',
      summary: "A viewport's live map: a `snapshot`, then a `delta` each second something in view changed",
      description:
        'Server-Sent Events. The first message is `event: snapshot` (`{type, view: LiveSnapshot}`), then `event: delta` ' +
        '(LiveDelta: cells, taxis and rides that entered, moved or changed state as `upsert`, those that left as `remove`, ' +
        'totals when they changed). A new viewport or filter is a new stream. `: keep-alive` every 15 s. ' +
        `An account may hold ${MAX_STREAMS_PER_USER} streams (429 \`TOO_MANY_STREAMS\`); a full instance answers 503 ` +
        '`STREAMS_FULL`; the stream ends when the session is signed out. A malformed `Last-Event-ID` is refused with 400.',
      tag,
      access: 'staff',
      query: LiveViewQuerySchema,
      responses: {
        200: {
          description: 'Server-Sent Events: `snapshot`, then `delta`',
          contentType: 'text/event-stream',
          schema: LiveDeltaSchema,
        },
      },
      errors: [400, 429],
      handler: async ({ query, user, request, reply, lang }) => {
        // each stream starts from a snapshot; a malformed Last-Event-ID is still refused like elsewhere
        lastEventIdOf(request)
        return openStream(deps, reply, user, query, lang)
      },
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/admin/live/find'),
      operationId: 'findOnLiveMap',
      summary: 'Find a ride by its id, or a taxi by its plate with its current or last ride, and where it is now',
      tag,
      access: 'staff',
      query: LiveFindQuerySchema,
      responses: { 200: LiveFoundSchema },
      errors: [400, 404],
      handler: ({ query, lang }) => findRideOrTaxi(deps.db, query.q, lang),
    }),
  ]
}
