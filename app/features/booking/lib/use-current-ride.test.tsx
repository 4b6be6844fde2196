// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { booking as en } from '#shared/i18n/en/booking.ts'
import { registerNamespace } from '#app/lib/i18n.ts'
import { useCurrentRide } from './use-current-ride.ts'
import { POLL_MS } from './use-ride-stream.ts'

registerNamespace('booking', { en })

const RIDE = {
  id: 'ride-1',
  status: 'ASSIGNED',
  pickup: { address: 'Moda Caddesi 12', lat: 40.98, lng: 29.02 },
  dropoff: null,
  driver: {
    firstName: 'Deniz',
    lastName: 'Kaya',
    ratingCenti: 480,
    vehicle: { brand: 'Fiat', model: 'Egea', color: 'YELLOW', plate: '34 TK 123' },
  },
  driverPosition: null,
  etaSeconds: 240,
  share: null,
}

type StreamAnswer = { status: number; retryAfter?: string }

/**
 * The server at the HTTP layer: `GET /rides/current` answers the ride (each read counted); the
 * ride's stream answers `streams` in turn, then a stream that stays open after its status event.
 */
function server(streams: StreamAnswer[]) {
  const calls = { current: 0, streams: [] as number[] }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/rides/current')) {
        calls.current++
        return Response.json({ ride: RIDE })
      }
      calls.streams.push(Date.now())
      const answer = streams.shift()
      if (answer) {
        const headers = new Headers({ 'content-type': 'application/json' })
        if (answer.retryAfter) headers.set('retry-after', answer.retryAfter)
        const code = answer.status === 429 ? 'TOO_MANY_STREAMS' : 'STREAMS_FULL'
        return new Response(JSON.stringify({ error: { code, message: 'Later' } }), { status: answer.status, headers })
      }
      const body = new ReadableStream<Uint8Array>({
        start: (controller) =>
          controller.enqueue(new TextEncoder().encode('retry: 3000\n\nid: 5\nevent: status\ndata: {}\n\n')),
      })
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } })
    }),
  )
  return calls
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  vi.useFakeTimers()
  // the reopen's spread at random is at most +20 %; 0 here, so the waits below are exact
  vi.spyOn(Math, 'random').mockReturnValue(0)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('the booking page when its stream is refused', () => {
  for (const status of [429, 503]) {
    it(`polls the ride while refused with ${status} and reopens the stream after Retry-After`, async () => {
      const calls = server([{ status, retryAfter: '30' }])
      const { result } = renderHook(() => useCurrentRide('en'))
      await wait(0)
      expect(result.current.state.ride?.id).toBe('ride-1')
      expect(calls.streams).toHaveLength(1)
      expect(result.current.state.isReconnecting).toBe(true)
      const readsAfterRefusal = calls.current

      await wait(29_000)
      // polled meanwhile (every POLL_MS), and the stream not asked again before Retry-After
      expect(calls.current - readsAfterRefusal).toBeGreaterThanOrEqual(Math.floor(29_000 / POLL_MS))
      expect(calls.streams).toHaveLength(1)

      await wait(1_000)
      expect(calls.streams).toHaveLength(2)
      expect(result.current.state.isReconnecting).toBe(false)
      // open again: polling stops (only the stream's own status event reads the ride)
      const readsWhenOpen = calls.current
      await wait(POLL_MS * 3)
      expect(calls.current).toBe(readsWhenOpen)
    })
  }

  it('backs off without Retry-After: 2 s, then 4 s, then opens', async () => {
    const calls = server([{ status: 503 }, { status: 503 }])
    renderHook(() => useCurrentRide('en'))
    await wait(0)
    expect(calls.streams).toHaveLength(1)
    await wait(1_999)
    expect(calls.streams).toHaveLength(1)
    await wait(1)
    expect(calls.streams).toHaveLength(2)
    await wait(3_999)
    expect(calls.streams).toHaveLength(2)
    await wait(1)
    expect(calls.streams).toHaveLength(3)
  })
})
