import type { OutgoingHttpHeaders } from 'node:http'
import type { FastifyReply } from 'fastify'
import { apiPath } from '#shared/api-paths.ts'
import { LiveEventSchema } from '#shared/schemas/rides-api.ts'
import { defineRoute, type ApiRoute, type ResponseDoc } from '#server/core/api/api-operation.ts'
import type { SessionUser } from '#server/core/session.ts'
import type { BusMessage } from '#server/events/event-bus.ts'
import { driverTopic, rideTopic, type RideLifecycle } from './lifecycle-deps.ts'
import { loadRideFor } from './ride-detail.service.ts'
import { callerOf, driverOf, RideParamsSchema, translated } from './route-helpers.ts'
import { RideError } from './ride-errors.ts'
import { requireActiveDriver } from './ride-steps.service.ts'
import { MAX_STREAMS_PER_USER } from './stream-registry.ts'

const HEARTBEAT_MS = 15_000
/** Over the cap, try again once another stream of the account has closed. */
const retryLater = { 'retry-after': '30' }

const eventStream = (what: string): ResponseDoc => ({
  description:
    `Server-Sent Events: ${what}. Each message is \`event: <type>\` and \`data: <LiveEvent JSON>\`; ` +
    'a `: keep-alive` comment every 15 s; `retry: 3000` first.',
  contentType: 'text/event-stream',
  schema: LiveEventSchema,
})
const CAP_NOTE = ` An account may hold ${MAX_STREAMS_PER_USER} streams at a time; one more is refused with 429 \`TOO_MANY_STREAMS\` and Retry-After. A stream ends when its session is signed out or revoked, or the account deactivated.`

/**
 * Server-Sent Events: one stream per ride (its transitions, and the driver's position while
 * assigned or in progress) and one per driver (offers). Messages come through the event bus, so a
 * stream on one instance sees what a request on another instance did.
 */
export function liveRoutes({ lifecycle, streams }: RideLifecycle): ApiRoute[] {
  function stream(reply: FastifyReply, user: SessionUser, topic: string, first: BusMessage[]) {
    // checked and registered with no await between: the cap holds against a burst of opens
    if (streams.countOf(user.id) >= MAX_STREAMS_PER_USER)
      throw new RideError(429, 'TOO_MANY_STREAMS', 'tooManyStreams', { max: MAX_STREAMS_PER_USER }, retryLater)
    reply.hijack()
    const res = reply.raw
    // the API's own headers (no-store, nosniff, the API policy) set on the reply so far, then the stream's
    res.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    })
    const forget = streams.add({ res, userId: user.id, sessionId: user.session?.id ?? null })
    // sends the headers now, and tells EventSource to reconnect after 3 s if the stream drops
    res.write('retry: 3000\n\n')
    const send = (message: BusMessage) => res.write(`event: ${message.type}\ndata: ${JSON.stringify(message)}\n\n`)
    const unsubscribe = lifecycle.bus.subscribe(topic, send)
    for (const message of first) send(message)
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS)
    // the client went away, or the server ended the stream (its session ended, shutdown)
    res.on('close', () => {
      clearInterval(heartbeat)
      unsubscribe()
      forget()
    })
  }

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
      responses: { 200: eventStream('`status` (first, then on each transition) and `position`') },
      errors: [404, 429],
      handler: ({ user, params, request, reply }) =>
        translated(request, async () => {
          const ride = await loadRideFor(lifecycle.db, callerOf(user), params.rideId)
          // the current status first, so a client that (re)connects knows where the ride is
          const at = lifecycle.now().toISOString()
          const first = { type: 'status', rideId: params.rideId, status: ride.status, from: null, actor: 'system', at }
          stream(reply, user, rideTopic(params.rideId), [first])
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
      responses: { 200: eventStream('`offer` and `offer-closed`') },
      errors: [403, 409, 429],
      handler: ({ user, request, reply }) =>
        translated(request, async () => {
          const driver = driverOf(user)
          await requireActiveDriver(lifecycle, driver.id)
          stream(reply, user, driverTopic(driver.id), [])
        }),
    }),
  ]
}
