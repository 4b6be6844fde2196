// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { driverMode as en } from '#shared/i18n/en/driver-mode.ts'
import { driverMode as tr } from '#shared/i18n/tr/driver-mode.ts'
import { registerNamespace } from '#app/lib/i18n.ts'
import { POLL_MS } from '#app/lib/use-event-stream.ts'
import { advanceClock, openEventStream, refusedStream, setUpMockApi, fakeStreamClock } from '#app/test/msw.ts'
import { useDriverEvents } from './use-driver-events.ts'
import { useDriverShift } from './use-driver-shift.ts'

registerNamespace('driverMode', { en, tr })
const server = setUpMockApi()

const offer = (rideId: string) => ({
  rideId,
  expiresAt: '2026-12-02T10:00:30.000Z',
  pickup: { address: 'Moda Caddesi 12', lat: 40.98, lng: 29.02 },
})

type Refusal = { status: 429 | 503; retryAfter?: number }

/**
 * An online, verified driver's server: profile, verification, current ride and offers (each read
 * counted), the offers stream answering `refusals` in turn and then staying open (`stream`), and
 * the ride's own stream open and quiet.
 */
function serve(refusals: Refusal[]) {
  const api = {
    offers: [offer('o1')],
    ride: null as { id: string; status: string } | null,
    reads: { profile: 0, offers: 0, current: 0 },
    streams: [] as number[],
    stream: null as ReturnType<typeof openEventStream> | null,
  }
  server.use(
    http.get('/api/v1/me', () => {
      api.reads.profile++
      return HttpResponse.json({ driver: { isOnline: true, isVerified: true } })
    }),
    http.get('/api/v1/me/verification', () => HttpResponse.json({ status: 'VERIFIED', suspended: false })),
    http.get('/api/v1/rides/current', () => {
      api.reads.current++
      return HttpResponse.json({ ride: api.ride })
    }),
    http.get('/api/v1/driver/offers', () => {
      api.reads.offers++
      return HttpResponse.json({ items: api.offers })
    }),
    http.get('/api/v1/driver/events', () => {
      api.streams.push(Date.now())
      const refusal = refusals.shift()
      if (refusal) return refusedStream(refusal.status, refusal.retryAfter)
      api.stream = openEventStream()
      return api.stream.response
    }),
    http.get('/api/v1/rides/:rideId/events', () => openEventStream().response),
  )
  return api
}

/** The shift with its streams, as the driver-mode page wires them. */
function useDriverScreen() {
  const { shift, actions, onEvent, onStreamOpen } = useDriverShift()
  const rideId = shift.ride && shift.ride.status !== 'COMPLETED' ? shift.ride.id : null
  useDriverEvents(shift.phase === 'ready' && shift.isOnline, rideId, {
    onEvent,
    onOpen: onStreamOpen,
    onPoll: actions.refresh,
  })
  return shift
}

const renderShift = () => renderHook(useDriverScreen)

fakeStreamClock()
beforeEach(() => {
  sessionStorage.clear()
})

describe('driver mode reads its shift from the server', () => {
  it('shows the shift the server knows: online, allowed online, the open offers', async () => {
    serve([])
    const { result } = renderShift()
    expect(result.current.phase).toBe('loading')
    await advanceClock(10)
    expect(result.current).toMatchObject({ phase: 'ready', isOnline: true, canGoOnline: true, ride: null })
    expect(result.current.offers.map((o) => o.rideId)).toEqual(['o1'])
  })

  it('adds an offer the stream sends, and drops one it says is closed', async () => {
    const api = serve([])
    const { result } = renderShift()
    await advanceClock(10)
    api.stream?.send('offer', { type: 'offer', offer: offer('o2') }, '1')
    await advanceClock(10)
    expect(result.current.offers.map((o) => o.rideId)).toEqual(['o1', 'o2'])
    api.stream?.send('offer-closed', { type: 'offer-closed', rideId: 'o1', reason: 'TAKEN' }, '2')
    await advanceClock(10)
    expect(result.current.offers.map((o) => o.rideId)).toEqual(['o2'])
    // no language set: the page's default, Turkish
    expect(result.current.notice).toBe(tr.offer.taken)
  })

  it('reads the offers again when the stream opens (those that came while it was down)', async () => {
    const api = serve([])
    api.offers = [offer('o1'), offer('o3')]
    const { result } = renderShift()
    await advanceClock(10)
    expect(api.reads.offers).toBeGreaterThanOrEqual(2)
    expect(result.current.offers.map((o) => o.rideId)).toEqual(['o1', 'o3'])
  })
})

describe('driver mode when its offers stream is refused', () => {
  for (const status of [429, 503] as const) {
    it(`reads the shift every ${POLL_MS / 1000} s while refused with ${status}, and reopens after Retry-After`, async () => {
      const api = serve([{ status, retryAfter: 20 }])
      const { result } = renderShift()
      await advanceClock(10)
      expect(api.streams).toHaveLength(1)
      const readsAfterRefusal = api.reads.profile

      // an offer comes while the stream is refused: the polled shift shows it
      api.offers = [offer('o1'), offer('o4')]
      await advanceClock(19_000)
      expect(result.current.offers.map((o) => o.rideId)).toEqual(['o1', 'o4'])
      expect(api.reads.profile - readsAfterRefusal).toBeGreaterThanOrEqual(Math.floor(19_000 / POLL_MS))
      expect(api.streams).toHaveLength(1)

      await advanceClock(1_000)
      expect(api.streams).toHaveLength(2)
      expect(api.streams[1]! - api.streams[0]!).toBeGreaterThanOrEqual(20_000)
      // open again: no more polling
      const readsWhenOpen = api.reads.profile
      await advanceClock(POLL_MS * 3)
      expect(api.reads.profile).toBe(readsWhenOpen)
    })
  }
})
