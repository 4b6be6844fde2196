import type { ServerResponse } from 'node:http'
import type { EventBus } from '#server/events/event-bus.ts'
import { readStreamClose, STREAM_CLOSE_TOPIC, type StreamCloseTarget } from '#server/events/stream-close.ts'

/**
 * Concurrent live streams one account may hold on one instance (issue 22, item 7): a passenger's
 * app holds one, a driver's two (offers and the ride), a few browser tabs a handful more.
 * docs/decisions/044-live-streams-end-with-the-session.md
 */
export const MAX_STREAMS_PER_USER = 8

/** An open Server-Sent Events answer and whose session it serves. */
export type OpenStream = { res: ServerResponse; userId: string; sessionId: string | null }

/**
 * This instance's open streams: counted per account (the cap), ended when the server closes, and
 * ended at once when any instance publishes a close for their account or session on the bus.
 */
export class StreamRegistry {
  private readonly streams = new Set<OpenStream>()
  private readonly unsubscribe: () => void

  constructor(bus: EventBus) {
    this.unsubscribe = bus.subscribe(STREAM_CLOSE_TOPIC, (message) => {
      const target = readStreamClose(message)
      if (target) this.end(target)
    })
  }

  /** How many streams the account holds open here. */
  countOf(userId: string): number {
    let n = 0
    for (const s of this.streams) if (s.userId === userId) n++
    return n
  }

  /** Registers a stream; returns the function that forgets it (on the client's close). */
  add(stream: OpenStream): () => void {
    this.streams.add(stream)
    return () => void this.streams.delete(stream)
  }

  /** Ends the account's streams, or only those of one session. */
  end(target: StreamCloseTarget): number {
    let ended = 0
    for (const s of this.streams) {
      if (s.userId !== target.userId) continue
      if (target.sessionId && s.sessionId !== target.sessionId) continue
      this.streams.delete(s)
      s.res.end()
      ended++
    }
    return ended
  }

  /** Before the server closes: an SSE answer never finishes by itself. */
  endAll() {
    for (const s of this.streams) s.res.end()
    this.streams.clear()
    this.unsubscribe()
  }
}
