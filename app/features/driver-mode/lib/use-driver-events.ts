import { apiPath } from '#shared/api-paths.ts'
import type { LiveEvent } from '#shared/schemas/rides-api.ts'
import { messageData, useEventStream } from '#app/lib/use-event-stream.ts'

type Handlers = {
  onEvent: (event: LiveEvent) => void
  /** The offers stream (re)opened: read what may have been missed while it was down. */
  onOpen: () => void
  /** A stream is down (refused or dropped): read the shift instead, now and every few seconds. */
  onPoll: () => void
}

const DRIVER_TYPES: readonly string[] = ['offer', 'offer-closed']
const RIDE_TYPES: readonly string[] = ['status']

/**
 * The driver's live streams, through the app's one stream hook (decision 078): offers while online
 * (`GET /api/v1/driver/events`), and the ride's own stream while one is under way
 * (`GET /api/v1/rides/:rideId/events`), which says when the passenger cancels. Both close when no
 * longer needed (going offline, the ride ended); a refused one reopens after its Retry-After.
 */
export function useDriverEvents(isOnline: boolean, rideId: string | null, handlers: Handlers): void {
  const onMessageOf = (types: readonly string[]) => (message: { event: string; data: string }) => {
    if (!types.includes(message.event)) return
    const event = messageData<LiveEvent>(message)
    if (event) handlers.onEvent(event)
  }
  useEventStream(isOnline ? apiPath('/driver/events') : null, {
    onMessage: onMessageOf(DRIVER_TYPES),
    onOpen: handlers.onOpen,
    onPoll: handlers.onPoll,
  })
  useEventStream(rideId ? apiPath(`/rides/${encodeURIComponent(rideId)}/events`) : null, {
    onMessage: onMessageOf(RIDE_TYPES),
    onPoll: handlers.onPoll,
  })
}
