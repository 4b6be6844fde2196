import { performance } from 'node:perf_hooks'

/** One Server-Sent Events message as it arrived, stamped with this process's clock (ms since the epoch). */
export type ArrivedEvent = { type: string; data: unknown; at: number }

/** The benchmark's clock: milliseconds since the epoch, monotonic within the process. */
export const clock = () => performance.timeOrigin + performance.now()

/**
 * A live stream read by Node's fetch, as an app would read it without a browser: each message is
 * stamped when its bytes arrive; `next` resolves with the first message after `since` that matches.
 */
export async function openStream(url: string, cookie: string) {
  const controller = new AbortController()
  const response = await fetch(url, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal })
  if (!response.ok || !response.body) throw new Error(`stream ${url}: ${response.status} ${await response.text()}`)
  const arrived: ArrivedEvent[] = []
  const waiters = new Set<() => void>()
  void (async () => {
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        const at = clock()
        buffer += decoder.decode(chunk, { stream: true })
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const type = /^event: (.*)$/m.exec(block)?.[1]
          const data = /^data: (.*)$/m.exec(block)?.[1]
          if (type && data) arrived.push({ type, data: JSON.parse(data), at })
        }
        for (const wake of waiters) wake()
      }
    } catch {
      // aborted by close()
    }
  })()
  return {
    /** The first message at or after `since` that `matches`, within `timeoutMs`. */
    next(since: number, matches: (event: ArrivedEvent) => boolean, timeoutMs = 15_000): Promise<ArrivedEvent> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = arrived.find((e) => e.at >= since && matches(e))
          if (!found) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve(found)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`no matching event on ${url} in ${timeoutMs} ms`))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    close: () => controller.abort(),
  }
}
