import { apiPath } from '#shared/api-paths.ts'
import type { Lang } from '#shared/routes.ts'
import { LiveEventSchema, LiveStreamQuerySchema } from '#shared/schemas/rides-api.ts'
import { defineRoute, type ApiRoute, type ResponseDoc } from '#server/core/api/api-operation.ts'
import type { SessionUser } from '#server/core/session.ts'
import type { FastifyReply } from 'fastify'
import { BUS_RESUMED_TOPIC } from '#server/events/event-bus.ts'
import {
  type RideLifecycle,
  RideParamsSchema,
  callerOf,
  driverTopic,
  loadRideFor,
  requireActiveDriver,
  rideTopic,
  translated,
} from '#server/features/ride-lifecycle/index.ts'
import { lastEventIdOf, openEventStream } from '#server/events/event-stream.ts'
import { driverFeed, rideFeed, type Feed, type Write } from './live-replay.service.ts'
import { MAX_STREAMS_PER_USER } from '#server/events/stream-registry.ts'
import { requireAllowed, RIDES } from '#server/policy/authorize.ts'

const eventStream = (what: string): ResponseDoc => ({
  description:
    `Server-Sent Events: ${what}. Each message is \`id: <id>\`, \`event: <type>\` and \`data: <LiveEvent JSON>\`; ` +
    'a `: keep-alive` comment every 15 s; `retry: 3000` first. A client that reconnects with `Last-Event-ID` ' +
    '(or `?lastEventId=`, for a first connection that resumes) gets what it missed first.',
  contentType: 'text/event-stream',
  schema: LiveEventSchema,
})
const CAP_NOTE = ` An account may hold ${MAX_STREAMS_PER_USER} streams at a time; one more is refused with 429 \`TOO_MANY_STREAMS\` and Retry-After. An instance holding all the streams its memory allows refuses with 503 \`STREAMS_FULL\` and Retry-After. A stream ends when its session is signed out or revoked, or the account deactivated.`

/** Opens one event stream (`openEventStream`): the feed's replay, then its live messages from the bus. */
function stream(
  { lifecycle, streams }: RideLifecycle,
  lang: Lang,
  reply: FastifyReply,
  user: SessionUser,
  topic: string,
  feed: Feed,
) {
  const events = openEventStream(streams, reply, user, lang)
  const write: Write = (message, id) => events.send(message, id)
  // the replay, then each bus message, one after another: an id never goes backwards
  let queue = Promise.resolve()
  const run = (step: () => Promise<void>) => {
    queue = queue.then(step).catch((error: Error) => {
      reply.log.error(`live stream step failed: ${error.message}`)
      events.end()
    })
  }
  // subscribed before the replay reads the database, so nothing falls between them
  const unsubscribe = lifecycle.bus.subscribe(topic, (message) => run(() => feed.onMessage(message, write)))
  // the bus listens again after an outage: read from the database what was published meanwhile
  const unsubscribeResumed = lifecycle.bus.subscribe(BUS_RESUMED_TOPIC, () => run(() => feed.resync(write)))
  run(() => feed.replay(write))
  events.onClose(() => (unsubscribe(), unsubscribeResumed()))
}

/**
 * Server-Sent Events: one stream per ride (its transitions, and the driver's position while
 * assigned or in progress) and one per driver (offers). Messages come through the event bus, so a
 * stream on one instance sees what a request on another instance did.
 */
export function rideStreamRoutes(shared: RideLifecycle): ApiRoute[] {
  const { lifecycle } = shared
  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/rides/:rideId/events'),
      operationId: 'streamRideEvents',
      summary: "A ride's live events: its status first, then each transition and the driver's position",
      description: CAP_NOTE.trim(),
      tag: 'Rides',
      access: 'user',
      params: RideParamsSchema,
      query: LiveStreamQuerySchema,
      responses: { 200: eventStream('`status` (first, then on each transition) and `position`') },
      errors: [404, 429],
      handler: ({ user, params, query, request, reply, lang }) =>
        translated(request, async () => {
          await loadRideFor(lifecycle.db, callerOf(user), params.rideId)
          const feed = rideFeed(lifecycle, params.rideId, lastEventIdOf(request, query))
          stream(shared, lang, reply, user, rideTopic(params.rideId), feed)
        }),
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/driver/events'),
      operationId: 'streamDriverEvents',
      summary: "A driver's live offers: `offer` when one comes, `offer-closed` when it is taken or expires",
      description:
        'Drivers only (403 `DRIVER_ONLY`), verified (403 `DRIVER_NOT_VERIFIED`) and online (409 `DRIVER_OFFLINE`).' +
        CAP_NOTE,
      tag: 'Driver',
      access: 'user',
      query: LiveStreamQuerySchema,
      responses: { 200: eventStream('`offer` and `offer-closed`') },
      errors: [403, 409, 429],
      handler: ({ user, query, request, reply, lang }) =>
        translated(request, async () => {
          const driver = requireAllowed(user, 'drive', RIDES)
          await requireActiveDriver(lifecycle, driver.id)
          stream(
            shared,
            lang,
            reply,
            user,
            driverTopic(driver.id),
            driverFeed(lifecycle, driver.id, lastEventIdOf(request, query)),
          )
        }),
    }),
  ]
}
