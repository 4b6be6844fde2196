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
 * The driver's live stream (`GET /api/v1/driver/events`) while `active`: offers, closed offers and
 * the ride's status. Closed when no longer active (going offline).
 */
export function useDriverEvents(active: boolean, handlers: Handlers): void {
  const ref = useRef(handlers)
  ref.current = handlers
  useEffect(() => {
    if (!active) return
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
      source = new EventSource(apiPath('/driver/events'))
      for (const type of ['offer', 'offer-closed', 'status'] as const) source.addEventListener(type, onMessage)
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
  }, [active])
}
