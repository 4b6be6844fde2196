import type { ServerResponse } from 'node:http'
import { getHeapStatistics } from 'node:v8'
import { BUS_RESUMED_TOPIC, type EventBus } from '#server/events/event-bus.ts'
import { readStreamClose, STREAM_CLOSE_TOPIC, type StreamCloseTarget } from '#server/events/stream-close.ts'
import { processLogger, type ServerLogger } from '#server/core/logger.ts'

/**
 * Concurrent live streams one account may hold on one instance (issue 22, item 7): a passenger's
 * app holds one, a driver's two (offers and the ride), a few browser tabs a handful more.
 * docs/decisions/044-live-streams-end-with-the-session.md
 */
export const MAX_STREAMS_PER_USER = 8

/**
 * Heap one open stream holds (Node's socket, request and response, the header block, Fastify's
 * request and reply, the feed): 11 KB measured with `scripts/perf/stream-memory.ts` (decision 056),
 * rounded up.
 */
export const STREAM_HEAP_BYTES = 12 * 1024
/** Heap kept for everything but streams: the app's own ~100 MB (tsx included) and room to work. */
const HEAP_RESERVE_BYTES = 140 * 1024 * 1024

/**
 * Streams one instance may hold: what its heap budget leaves after the reserve, so a burst of opens
 * is refused with 503 long before V8 runs out of heap and takes every stream down. Never below 100.
 */
export function streamCapOf(heapLimitBytes = getHeapStatistics().heap_size_limit): number {
  return Math.max(100, Math.floor((heapLimitBytes - HEAP_RESERVE_BYTES) / STREAM_HEAP_BYTES))
}

/** An open Server-Sent Events answer and whose session it serves. */
export type OpenStream = { res: ServerResponse; userId: string; sessionId: string | null }

/**
 * This instance's open streams: counted per account (the cap), ended when the server closes, and
 * ended at once when any instance publishes a close for their account or session on the bus.
 */
export class StreamRegistry {
  private readonly streams = new Set<OpenStream>()
  private readonly perUser = new Map<string, number>()
  private readonly unsubscribe: () => void

  /**
   * `cap`: streams this instance holds at most (`MAX_STREAMS_PER_INSTANCE`, else `streamCapOf()`).
   * `liveSessions`: which of these sessions still stand; asked when the bus listens again after an
   * outage, since a close published meanwhile never arrived (decision 068).
   */
  constructor(
    bus: EventBus,
    readonly cap = streamCapOf(),
    private readonly liveSessions?: (sessionIds: string[]) => Promise<Set<string>>,
    log: ServerLogger = processLogger(),
  ) {
    const offClose = bus.subscribe(STREAM_CLOSE_TOPIC, (message) => {
      const target = readStreamClose(message)
      if (target) this.end(target)
    })
    const offResumed = bus.subscribe(BUS_RESUMED_TOPIC, () => {
      this.endLapsedSessions().catch((error: Error) => log.error(`stream session check failed: ${error.message}`))
    })
    this.unsubscribe = () => (offClose(), offResumed())
  }

  /** Ends the streams whose session was signed out, revoked or deactivated while the bus was down. */
  async endLapsedSessions(): Promise<number> {
    if (!this.liveSessions) return 0
    const ids = [...new Set([...this.streams].flatMap((s) => (s.sessionId ? [s.sessionId] : [])))]
    if (ids.length === 0) return 0
    const live = await this.liveSessions(ids)
    let ended = 0
    for (const s of this.streams) {
      if (!s.sessionId || live.has(s.sessionId)) continue
      this.forget(s)
      s.res.end()
      ended++
    }
    return ended
  }

  /** How many streams the account holds open here (a count kept per account: no scan of 25,000). */
  countOf(userId: string): number {
    return this.perUser.get(userId) ?? 0
  }

  /** How many streams this instance holds open. */
  get size(): number {
    return this.streams.size
  }

  /** Registers a stream; returns the function that forgets it (on the client's close). */
  add(stream: OpenStream): () => void {
    this.streams.add(stream)
    this.perUser.set(stream.userId, this.countOf(stream.userId) + 1)
    return () => this.forget(stream)
  }

  private forget(stream: OpenStream) {
    if (!this.streams.delete(stream)) return
    const left = this.countOf(stream.userId) - 1
    if (left > 0) this.perUser.set(stream.userId, left)
    else this.perUser.delete(stream.userId)
  }

  /** Ends the account's streams, or only those of one session. */
  end(target: StreamCloseTarget): number {
    let ended = 0
    for (const s of this.streams) {
      if (s.userId !== target.userId) continue
      if (target.sessionId && s.sessionId !== target.sessionId) continue
      this.forget(s)
      s.res.end()
      ended++
    }
    return ended
  }

  /** Before the server closes: an SSE answer never finishes by itself. */
  endAll() {
    for (const s of this.streams) s.res.end()
    this.streams.clear()
    this.perUser.clear()
    this.unsubscribe()
  }
}
