import { useEffect, useRef } from 'react'
import { openStream, type StreamEnd, type StreamMessage } from './sse-stream.ts'

/** While a stream is down (refused, dropped), its page reads what it shows this often instead. */
export const POLL_MS = 5_000
/** A dropped stream is reopened after this (the server's own `retry: 3000`), then backing off. */
const DROPPED_FIRST_MS = 3_000
/** A refusal without Retry-After: 2 s, 4 s, 8 s… */
const REFUSED_FIRST_MS = 2_000
/** No wait without Retry-After is longer than this. */
export const MAX_BACKOFF_MS = 60_000
/** A Retry-After is followed, within these bounds (a bad header must not stop the page for good). */
const RETRY_AFTER_BOUNDS = { min: 1_000, max: 5 * 60_000 } as const

/**
 * How long before opening the stream again. Retry-After when the server sent one; else a doubling
 * wait, capped. Up to 20 % more at random, so the streams an instance refused do not all come back
 * at the same instant.
 */
export function reopenDelayMs(end: StreamEnd, attempt: number, random = Math.random): number {
  const spread = 1 + random() * 0.2
  if (end.kind === 'refused' && end.retryAfterMs !== null) {
    const { min, max } = RETRY_AFTER_BOUNDS
    return Math.round(Math.min(max, Math.max(min, end.retryAfterMs)) * spread)
  }
  const first = end.kind === 'refused' ? REFUSED_FIRST_MS : DROPPED_FIRST_MS
  return Math.round(Math.min(MAX_BACKOFF_MS, first * 2 ** Math.min(attempt, 10)) * spread)
}

export type EventStreamHandlers = {
  onMessage: (message: StreamMessage) => void
  /** The stream (re)opened: read what may have been missed while it was down. */
  onOpen?: () => void
  /** true when the stream went down (refused, dropped), false when it is open again. */
  onConnection?: (isDown: boolean) => void
  /** The stream is down: read what the page shows instead (now, then every POLL_MS until it is back). */
  onPoll?: () => void
}

/**
 * One Server-Sent Events stream while `url` is set, read with fetch (`sse-stream.ts`), for every
 * page that listens (booking, driver mode, the live map; decision 078). A refused stream (429
 * TOO_MANY_STREAMS, 503 STREAMS_FULL) is opened again after its Retry-After, a dropped one after a
 * bounded back-off, each resuming from the last id seen (Last-Event-ID, so the server replays what
 * was missed); `onPoll` runs meanwhile. Offline closes it; back online opens it at once.
 */
export function useEventStream(url: string | null, handlers: EventStreamHandlers) {
  const latest = useRef(handlers)
  latest.current = handlers
  useEffect(() => {
    if (!url) return
    const on = () => latest.current
    let lastEventId = ''
    let attempt = 0
    let controller: AbortController | null = null
    let retryTimer: ReturnType<typeof setTimeout> | undefined
    let pollTimer: ReturnType<typeof setInterval> | undefined
    const stopPolling = () => {
      clearInterval(pollTimer)
      pollTimer = undefined
    }
    const onMessage = (message: StreamMessage) => {
      lastEventId = message.id || lastEventId
      on().onMessage(message)
    }
    const open = async () => {
      clearTimeout(retryTimer)
      controller?.abort()
      const mine = new AbortController()
      controller = mine
      const onOpen = () => {
        attempt = 0
        stopPolling()
        on().onConnection?.(false)
        on().onOpen?.()
      }
      const end = await openStream(url, { lastEventId, signal: mine.signal, onOpen, onMessage })
      if (controller !== mine || end.kind === 'aborted') return
      on().onConnection?.(true)
      on().onPoll?.()
      pollTimer ??= setInterval(() => on().onPoll?.(), POLL_MS)
      retryTimer = setTimeout(() => void open(), reopenDelayMs(end, attempt++))
    }
    const close = () => {
      clearTimeout(retryTimer)
      stopPolling()
      const was = controller
      controller = null
      was?.abort()
    }
    const reopen = () => {
      attempt = 0
      void open()
    }
    void open()
    window.addEventListener('offline', close)
    window.addEventListener('online', reopen)
    return () => {
      window.removeEventListener('offline', close)
      window.removeEventListener('online', reopen)
      close()
    }
  }, [url])
}

/** A message's JSON data, or null when it cannot be read (the next message or read corrects the screen). */
export function messageData<T>(message: Pick<StreamMessage, 'data'>): T | null {
  try {
    return JSON.parse(message.data) as T
  } catch {
    return null
  }
}
