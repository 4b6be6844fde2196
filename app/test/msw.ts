import { HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { act } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'

/**
 * The API mocked at the HTTP layer (MSW, decision 078): the hooks under test call the real `fetch`
 * and read real responses, so a refused stream's status and Retry-After reach them as in a browser.
 * Each test file gets one server; handlers are added per test with `server.use` and dropped after it.
 * A request with no handler fails the test.
 */
export function setUpMockApi() {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}

/** The error answer the server gives a refused stream: 429 `TOO_MANY_STREAMS` or 503 `STREAMS_FULL`, with Retry-After. */
export function refusedStream(status: 429 | 503, retryAfterSeconds?: number) {
  const code = status === 429 ? 'TOO_MANY_STREAMS' : 'STREAMS_FULL'
  const headers: Record<string, string> =
    retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) }
  return HttpResponse.json({ error: { code, message: 'Later' } }, { status, headers })
}

/** An open Server-Sent Events stream the test writes to: `send(event, data, id)`, `end()`. */
export function openEventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c
    },
  })
  const encoder = new TextEncoder()
  let isOpen = true
  const write = (text: string) => isOpen && controller.enqueue(encoder.encode(text))
  write('retry: 3000\n\n')
  return {
    response: new HttpResponse(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (event: string, data: unknown, id = '') =>
      write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    end: () => {
      if (!isOpen) return
      isOpen = false
      controller.close()
    },
  }
}

/**
 * The stream hooks' clock: timeouts, intervals and Date are fake (MSW's own promises stay real), and
 * the reopen's spread at random (at most +20 %) is 0, so the waits of a test are exact.
 */
export function fakeStreamClock() {
  beforeEach(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
    vi.spyOn(Math, 'random').mockReturnValue(0)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })
}

/** Moves the fake clock on by `ms` and lets what it set off (fetches, renders) settle. */
export async function advanceClock(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}
