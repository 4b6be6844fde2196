// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { booking as en } from '#shared/i18n/en/booking.ts'
import { registerNamespace } from '#app/lib/i18n.ts'
import { POLL_MS } from '#app/lib/use-event-stream.ts'
import { advanceClock, openEventStream, refusedStream, setUpMockApi, fakeStreamClock } from '#app/test/msw.ts'
import { withQueryClient } from '#app/test/with-query-client.tsx'
import { useCurrentRide } from './use-current-ride.ts'

registerNamespace('booking', { en })
const server = setUpMockApi()

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

type StreamAnswer = { status: 429 | 503; retryAfter?: number }

/**
 * The server: `GET /rides/current` answers `ride.now` (each read counted); the ride's stream
 * answers `refusals` in turn, then opens, sends its status event and stays open (`stream`).
 */
function serve(refusals: StreamAnswer[]) {
  const api = {
    ride: { ...RIDE } as typeof RIDE | null,
    reads: 0,
    streams: [] as number[],
    stream: null as ReturnType<typeof openEventStream> | null,
  }
  server.use(
    http.get('/api/v1/rides/current', () => {
      api.reads++
      return HttpResponse.json({ ride: api.ride })
    }),
    http.get('/api/v1/rides/:rideId', ({ params }) =>
      HttpResponse.json({ ...RIDE, id: params.rideId, status: 'EXPIRED' }),
    ),
    http.get('/api/v1/rides/:rideId/events', () => {
      api.streams.push(Date.now())
      const refusal = refusals.shift()
      if (refusal) return refusedStream(refusal.status, refusal.retryAfter)
      api.stream = openEventStream()
      api.stream.send('status', { type: 'status', status: api.ride?.status }, '5')
      return api.stream.response
    }),
  )
  return api
}

/** Let `ms` pass on the fake clock, with the answers it lets through. */
const renderCurrentRide = () =>
  renderHook(() => useCurrentRide('en'), { wrapper: ({ children }) => withQueryClient(children) })

fakeStreamClock()

describe('the booking page reads its ride through the query cache', () => {
  it('shows the ride GET /rides/current answers, and opens its stream', async () => {
    const api = serve([])
    const { result } = renderCurrentRide()
    expect(result.current.state.isLoaded).toBe(false)
    await advanceClock(10)
    expect(result.current.state.ride).toMatchObject({ id: 'ride-1', status: 'ASSIGNED' })
    expect(api.streams).toHaveLength(1)
    expect(result.current.state.isReconnecting).toBe(false)
  })

  it('reads the ride again on a status event of the stream, and shows the new step', async () => {
    const api = serve([])
    const { result } = renderCurrentRide()
    await advanceClock(10)
    expect(result.current.state.ride?.status).toBe('ASSIGNED')
    api.ride = { ...RIDE, status: 'ARRIVED' }
    api.stream?.send('status', { type: 'status', status: 'ARRIVED' }, '6')
    await advanceClock(10)
    expect(result.current.state.ride?.status).toBe('ARRIVED')
  })

  it('moves the taxi on a position event without waiting for a read', async () => {
    const api = serve([])
    const { result } = renderCurrentRide()
    await advanceClock(10)
    const reads = api.reads
    api.stream?.send('position', { lat: 40.99, lng: 29.03, at: '2026-12-02T10:00:00.000Z' }, '5')
    await advanceClock(10)
    expect(result.current.state.ride?.driverPosition).toEqual({
      lat: 40.99,
      lng: 29.03,
      at: '2026-12-02T10:00:00.000Z',
    })
    expect(api.reads).toBe(reads)
  })

  it('says how a ride that left "current" ended, from the ride itself (no taxi found)', async () => {
    const api = serve([])
    const { result } = renderCurrentRide()
    await advanceClock(10)
    api.ride = null
    api.stream?.send('status', { type: 'status', status: 'EXPIRED' }, '6')
    await advanceClock(10)
    expect(result.current.state.ride).toBeNull()
    expect(result.current.state.ended).toMatchObject({ kind: 'expired', ride: { id: 'ride-1' } })
  })
})

describe('the booking page when its stream is refused', () => {
  for (const status of [429, 503] as const) {
    it(`polls the ride while refused with ${status} and reopens the stream after Retry-After`, async () => {
      const api = serve([{ status, retryAfter: 30 }])
      const { result } = renderCurrentRide()
      await advanceClock(10)
      expect(result.current.state.ride?.id).toBe('ride-1')
      expect(api.streams).toHaveLength(1)
      expect(result.current.state.isReconnecting).toBe(true)
      const readsAfterRefusal = api.reads

      // the ride moves on meanwhile: polling shows it
      api.ride = { ...RIDE, status: 'ARRIVED' }
      await advanceClock(29_000)
      expect(result.current.state.ride?.status).toBe('ARRIVED')
      expect(api.reads - readsAfterRefusal).toBeGreaterThanOrEqual(Math.floor(29_000 / POLL_MS))
      // and the stream is not asked again before Retry-After
      expect(api.streams).toHaveLength(1)

      await advanceClock(1_000)
      expect(api.streams).toHaveLength(2)
      expect(api.streams[1]! - api.streams[0]!).toBeGreaterThanOrEqual(30_000)
      expect(result.current.state.isReconnecting).toBe(false)
      // open again: polling stops (only the stream's own status event reads the ride)
      const readsWhenOpen = api.reads
      await advanceClock(POLL_MS * 3)
      expect(api.reads).toBe(readsWhenOpen)
    })
  }

  it('backs off without Retry-After: 2 s, then 4 s, then opens', async () => {
    const api = serve([{ status: 503 }, { status: 503 }])
    const { result } = renderCurrentRide()
    await advanceClock(10)
    expect(api.streams).toHaveLength(1)
    await advanceClock(1_989)
    expect(api.streams).toHaveLength(1)
    await advanceClock(20)
    expect(api.streams).toHaveLength(2)
    await advanceClock(3_980)
    expect(api.streams).toHaveLength(2)
    await advanceClock(30)
    expect(api.streams).toHaveLength(3)
    expect(result.current.state.isReconnecting).toBe(false)
  })
})
