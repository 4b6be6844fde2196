import { useEffect, useRef } from 'react'
import { apiPath } from '#shared/api-paths.ts'
import type { LiveEvent } from '#shared/schemas/rides-api.ts'

type Handlers = {
  onEvent: (event: LiveEvent) => void
  /** The stream (re)opened: read what may have been missed while it was down. */
  onOpen: () => void
}

/** The browser's own reconnect covers a dropped connection; a refused one (4xx) is retried after this. */
const REOPEN_MS = 5_000

/**
 * One Server-Sent Events stream while `url` is set: the browser reconnects on its own (sending
 * Last-Event-ID, so the server replays what was missed); a refused stream is opened again later.
 */
function useEventStream(url: string | null, types: readonly LiveEvent['type'][], handlers: Handlers): void {
  const ref = useRef(handlers)
  ref.current = handlers
  const typeList = types.join(',')
  useEffect(() => {
    if (!url) return
    let source: EventSource | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const onMessage = (message: MessageEvent<string>) => {
      try {
        ref.current.onEvent(JSON.parse(message.data) as LiveEvent)
      } catch {
        // a message we cannot read: the next read of the ride or offers corrects the screen
      }
    }
    const open = () => {
      source = new EventSource(url)
      for (const type of typeList.split(',')) source.addEventListener(type, onMessage)
      source.addEventListener('open', () => ref.current.onOpen())
      source.addEventListener('error', () => {
        // CLOSED: the server refused the stream; the browser will not retry by itself
        if (source?.readyState === EventSource.CLOSED && !stopped) timer = setTimeout(open, REOPEN_MS)
      })
    }
    open()
    return () => {
      stopped = true
      clearTimeout(timer)
      source?.close()
    }
  }, [url, typeList])
}

const DRIVER_TYPES = ['offer', 'offer-closed'] as const
const RIDE_TYPES = ['status'] as const

/**
 * The driver's live streams: offers while online (`GET /api/v1/driver/events`), and the ride's own
 * stream while one is under way (`GET /api/v1/rides/:rideId/events`), which says when the passenger
 * cancels. Both close when no longer needed (going offline, the ride ended).
 */
export function useDriverEvents(isOnline: boolean, rideId: string | null, handlers: Handlers): void {
  useEventStream(isOnline ? apiPath('/driver/events') : null, DRIVER_TYPES, handlers)
  useEventStream(rideId ? apiPath(`/rides/${encodeURIComponent(rideId)}/events`) : null, RIDE_TYPES, {
    onEvent: handlers.onEvent,
    onOpen: () => undefined,
  })
}
