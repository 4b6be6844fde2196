import type { FastifyReply, FastifyRequest } from 'fastify'
import { apiPath } from '#shared/api-paths.ts'
import { LiveEventSchema } from '#shared/schemas/rides-api.ts'
import { defineRoute, type ApiRoute, type ResponseDoc } from '#server/core/api/api-operation.ts'
import type { BusMessage } from '#server/events/event-bus.ts'
import { driverTopic, rideTopic, type RideLifecycle } from './lifecycle-deps.ts'
import { loadRideFor } from './ride-detail.service.ts'
import { callerOf, driverOf, RideParamsSchema, translated } from './route-helpers.ts'
import { requireActiveDriver } from './ride-steps.service.ts'

const HEARTBEAT_MS = 15_000

const eventStream = (what: string): ResponseDoc => ({
  description:
    `Server-Sent Events: ${what}. Each message is \`event: <type>\` and \`data: <LiveEvent JSON>\`; ` +
    'a `: keep-alive` comment every 15 s; `retry: 3000` first.',
  contentType: 'text/event-stream',
  schema: LiveEventSchema,
})

/**
 * Server-Sent Events: one stream per ride (its transitions, and the driver's position while
 * assigned or in progress) and one per driver (offers). Messages come through the event bus, so a
 * stream on one instance sees what a request on another instance did.
 */
export function liveRoutes({ lifecycle, openStreams }: RideLifecycle): ApiRoute[] {
  function stream(request: FastifyRequest, reply: FastifyReply, topic: string, first: BusMessage[]) {
    reply.hijack()
    const res = reply.raw
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    })
    openStreams.add(res)
    // sends the headers now, and tells EventSource to reconnect after 3 s if the stream drops
    res.write('retry: 3000\n\n')
    const send = (message: BusMessage) => res.write(`event: ${message.type}\ndata: ${JSON.stringify(message)}\n\n`)
    const unsubscribe = lifecycle.bus.subscribe(topic, send)
    for (const message of first) send(message)
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS)
    request.raw.on('close', () => {
      clearInterval(heartbeat)
      unsubscribe()
      openStreams.delete(res)
    })
  }

  return [
    defineRoute({
      method: 'GET',
      path: apiPath('/rides/:rideId/events'),
      operationId: 'streamRideEvents',
      summary: "A ride's live events: its status first, then each transition and the driver's position",
      tag: 'Rides',
      access: 'user',
      params: RideParamsSchema,
      responses: { 200: eventStream('`status` (first, then on each transition) and `position`') },
      errors: [404],
      handler: ({ user, params, request, reply }) =>
        translated(request, async () => {
          const ride = await loadRideFor(lifecycle.db, callerOf(user), params.rideId)
          // the current status first, so a client that (re)connects knows where the ride is
          const at = lifecycle.now().toISOString()
          const first = { type: 'status', rideId: params.rideId, status: ride.status, from: null, actor: 'system', at }
          stream(request, reply, rideTopic(params.rideId), [first])
        }),
    }),
    defineRoute({
      method: 'GET',
      path: apiPath('/driver/events'),
      operationId: 'streamDriverEvents',
      summary: "A driver's live offers: `offer` when one comes, `offer-closed` when it is taken or expires",
      description:
        'Drivers only (403 `DRIVER_ONLY`), verified (403 `DRIVER_NOT_VERIFIED`) and online (409 `DRIVER_OFFLINE`).',
      tag: 'Driver',
      access: 'user',
      responses: { 200: eventStream('`offer` and `offer-closed`') },
      errors: [403, 409],
      handler: ({ user, request, reply }) =>
        translated(request, async () => {
          const driver = driverOf(user)
          await requireActiveDriver(lifecycle, driver.id)
          stream(request, reply, driverTopic(driver.id), [])
        }),
    }),
  ]
}
