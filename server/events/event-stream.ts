import type { OutgoingHttpHeaders } from 'node:http'
import type { Lang } from '#shared/routes.ts'
import type { SessionUser } from '#server/core/session.ts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { LiveStreamQuerySchema } from '#shared/schemas/rides-api.ts'
import { HttpError } from '#server/core/http-errors.ts'
import { serverT } from '#server/core/i18n.ts'
import { MAX_STREAMS_PER_USER, type StreamRegistry } from './stream-registry.ts'

const HEARTBEAT_MS = 15_000
/** Over the cap, try again once another stream of the account has closed. */
const retryLater = { 'retry-after': '30' }
/** The instance holds all the streams its memory allows: EventSource reconnects after this. */
const instanceFull = { 'retry-after': '10' }

/**
 * Where a reconnecting client left off: the `Last-Event-ID` header EventSource sends, else
 * `?lastEventId=`. A malformed or out-of-range one (either) is refused with 400 `INVALID_INPUT`
 * before the stream opens (a ZodError), never read as a date that ends the stream later.
 */
export function lastEventIdOf(request: FastifyRequest, query: { lastEventId?: string } = {}): number | null {
  const header = request.headers['last-event-id']
  const value = header === undefined ? query.lastEventId : String(header)
  if (value === undefined) return null
  return Number(LiveStreamQuerySchema.parse({ lastEventId: value }).lastEventId)
}

/** A stream refused over a cap, in the caller's language (the messages live in the rides catalog). */
function refusal(
  statusCode: number,
  code: string,
  key: 'tooManyStreams' | 'streamsFull',
  lang: Lang,
  headers: Record<string, string>,
): HttpError {
  const message = serverT(lang, 'rides')(`errors.${key}`, { max: MAX_STREAMS_PER_USER }) as string
  return new HttpError(statusCode, code, message, undefined, headers)
}

export type EventStream = {
  /** One message: `id`, `event` (the message's type) and its JSON; nothing once the stream has closed. */
  send(message: { type: string }, id: number | string): void
  /** Ends the stream from the server's side (a step failed). */
  end(): void
  /** Runs when the stream closes: the client went away, or the server ended it (sign-out, shutdown). */
  onClose(listener: () => void): void
  readonly isOpen: boolean
}

/**
 * Opens one Server-Sent Events response in the registry of the instance's streams: the account's
 * cap (429 `TOO_MANY_STREAMS`) and the instance's (503 `STREAMS_FULL`), both with Retry-After, the
 * API's own headers with the stream's, `retry: 3000`, and a `: keep-alive` comment every 15 s.
 * The ride, driver and live-map streams all open here.
 */
export function openEventStream(
  streams: StreamRegistry,
  reply: FastifyReply,
  user: SessionUser,
  lang: Lang,
): EventStream {
  // checked and registered with no await between: the caps hold against a burst of opens
  if (streams.countOf(user.id) >= MAX_STREAMS_PER_USER)
    throw refusal(429, 'TOO_MANY_STREAMS', 'tooManyStreams', lang, retryLater)
  // the instance's memory budget: another instance (or this one in a moment) takes the stream
  if (streams.size >= streams.cap) throw refusal(503, 'STREAMS_FULL', 'streamsFull', lang, instanceFull)
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
  let isOpen = true
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS)
  res.on('close', () => {
    isOpen = false
    clearInterval(heartbeat)
    forget()
  })
  return {
    send(message, id) {
      if (isOpen) res.write(`id: ${id}\nevent: ${message.type}\ndata: ${JSON.stringify(message)}\n\n`)
    },
    end: () => res.end(),
    onClose: (listener) => res.on('close', listener),
    get isOpen() {
      return isOpen
    },
  }
}
