/** One message of a Server-Sent Events stream. */
export type StreamMessage = { event: string; data: string; id: string }

/** How one opening of a stream ended. */
export type StreamEnd =
  /** The server answered without a stream (429, 503, 404…): `retryAfterMs` from its Retry-After. */
  | { kind: 'refused'; status: number; retryAfterMs: number | null }
  /** The stream ended or the network broke after it opened (or before any answer). */
  | { kind: 'dropped' }
  /** Closed on purpose (offline, unmounted). */
  | { kind: 'aborted' }

/** Retry-After in seconds or as an HTTP date, in milliseconds from `now`; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null
  const trimmed = header.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const at = Date.parse(trimmed)
  return Number.isNaN(at) ? null : Math.max(0, at - now)
}

/**
 * Splits SSE text into messages as the spec says: `event`, `data` (lines joined by \n), `id`;
 * comments and `retry` ignored; a message ends at a blank line. Returns the messages and the rest.
 */
export function parseEvents(buffer: string): { messages: StreamMessage[]; rest: string } {
  const messages: StreamMessage[] = []
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n')
  const rest = blocks.pop() ?? ''
  for (const block of blocks) {
    let event = 'message'
    let id = ''
    const data: string[] = []
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue
      const colon = line.indexOf(':')
      const field = colon === -1 ? line : line.slice(0, colon)
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
      if (field === 'event') event = value
      else if (field === 'data') data.push(value)
      else if (field === 'id') id = value
    }
    if (data.length > 0) messages.push({ event, data: data.join('\n'), id })
  }
  return { messages, rest }
}

/**
 * Opens the stream with fetch, not EventSource: EventSource hides a refusal's status and
 * Retry-After, and gives up for good on a 429 or 503. Resolves when the stream is over.
 */
export async function openStream(
  url: string,
  options: { lastEventId: string; signal: AbortSignal; onOpen: () => void; onMessage: (m: StreamMessage) => void },
): Promise<StreamEnd> {
  let response: Response
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: {
        accept: 'text/event-stream',
        ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
      },
      signal: options.signal,
    })
  } catch {
    return options.signal.aborted ? { kind: 'aborted' } : { kind: 'dropped' }
  }
  if (!response.ok || !response.body) {
    void response.body?.cancel().catch(() => undefined)
    return { kind: 'refused', status: response.status, retryAfterMs: retryAfterMs(response.headers.get('retry-after')) }
  }
  options.onOpen()
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      const { messages, rest } = parseEvents(buffer + value)
      buffer = rest
      for (const message of messages) options.onMessage(message)
    }
  } catch {
    // the network broke mid-stream, or we aborted it
  }
  return options.signal.aborted ? { kind: 'aborted' } : { kind: 'dropped' }
}
