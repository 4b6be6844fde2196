import http from 'node:http'

export type SseEvent = { event: string; data: Record<string, unknown>; id?: string }

/**
 * A minimal EventSource for tests: connects, parses `event:`/`data:` blocks, and lets a test wait
 * for the first event matching a predicate.
 */
export async function openSse(url: string, headers: Record<string, string>) {
  const events: SseEvent[] = []
  const waiters: { match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = []
  let request: http.ClientRequest | undefined
  let responseHeaders: http.IncomingHttpHeaders = {}
  let body = ''
  let markEnded: () => void = () => {}
  const ended = new Promise<void>((resolve) => (markEnded = resolve))
  const status = await new Promise<number>((resolve, reject) => {
    request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      responseHeaders = response.headers
      response.on('end', () => markEnded())
      response.on('close', () => markEnded())
      let buffer = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        buffer += chunk
        body += chunk
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const event = /^event: (.*)$/m.exec(block)?.[1]
          const data = /^data: (.*)$/m.exec(block)?.[1]
          if (!event || !data) continue
          const id = /^id: (.*)$/m.exec(block)?.[1]
          const parsed = {
            event,
            data: JSON.parse(data) as Record<string, unknown>,
            ...(id === undefined ? {} : { id }),
          }
          events.push(parsed)
          for (const w of waiters.splice(0)) {
            if (w.match(parsed)) w.resolve(parsed)
            else waiters.push(w)
          }
        }
      })
      resolve(response.statusCode ?? 0)
    })
    request.on('error', reject)
  })
  return {
    status,
    headers: responseHeaders,
    events,
    /** Everything received so far (a refusal's JSON body, say). */
    body: () => body,
    /** Resolves when the server ends the stream (or the connection drops). */
    ended,
    /** The first event (already received or coming) that matches, or a rejection after `ms`. */
    next(match: (e: SseEvent) => boolean, ms = 5_000): Promise<SseEvent> {
      const seen = events.find(match)
      if (seen) return Promise.resolve(seen)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching SSE event in ${ms} ms; got ${JSON.stringify(events)}`)),
          ms,
        )
        waiters.push({ match, resolve: (e) => (clearTimeout(timer), resolve(e)) })
      })
    },
    close: () => request?.destroy(),
  }
}
