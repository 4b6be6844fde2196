// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { LiveRide, LiveSnapshot } from '#shared/schemas/operations-live.ts'
import { advanceClock, openEventStream, refusedStream, setUpMockApi, fakeStreamClock } from '#app/test/msw.ts'
import { withQueryClient } from '#app/test/with-query-client.tsx'
import { liveStreamUrl, useLiveView } from './use-live-view.ts'

const server = setUpMockApi()

const ride = (id: string): LiveRide => ({
  id,
  status: 'REQUESTED',
  lat: 41,
  lng: 29,
  requestedAt: '2026-03-16T08:00:00.000Z',
  statusSince: '2026-03-16T08:00:00.000Z',
  pickupAddress: 'Taksim',
  plate: null,
})
const view = (rideIds: string[]): LiveSnapshot => ({
  at: '2026-03-16T08:00:10.000Z',
  mode: 'detail',
  cells: [],
  taxis: [],
  rides: rideIds.map(ride),
  totals: {
    taxis: { FREE: 0, OFFERED: 0, ON_RIDE: 0 },
    rides: { REQUESTED: rideIds.length, ASSIGNED: 0, ARRIVED: 0, IN_PROGRESS: 0 },
  },
  capped: { taxis: false, rides: false },
})

const URL_ = liveStreamUrl(
  { south: 40.9, west: 28.9, north: 41.1, east: 29.1, zoom: 15 },
  { taxis: ['FREE'], rides: ['REQUESTED'] },
)

/** The live map's server: the stream refused with `status` once, then open with a snapshot; the snapshot read counted. */
function serve(status: 429 | 503, retryAfterSeconds: number) {
  const api = { snapshotReads: 0, streams: [] as number[], rides: ['a'] }
  let isRefused = true
  server.use(
    http.get('/api/v1/admin/live/snapshot', ({ request }) => {
      api.snapshotReads++
      // the same viewport and filters as the stream
      expect(new URL(request.url).search).toBe(new URL(URL_, 'http://localhost').search)
      return HttpResponse.json(view(api.rides))
    }),
    http.get('/api/v1/admin/live/events', () => {
      api.streams.push(Date.now())
      if (isRefused) {
        isRefused = false
        return refusedStream(status, retryAfterSeconds)
      }
      const stream = openEventStream()
      stream.send('snapshot', { type: 'snapshot', view: view(api.rides) }, '1')
      return stream.response
    }),
  )
  return api
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/admin/canli']}>{withQueryClient(children)}</MemoryRouter>
)

fakeStreamClock()

describe('the live map when its stream is refused', () => {
  for (const status of [429, 503] as const) {
    it(`reads the viewport's snapshot while refused with ${status}, marked lost, and reopens after Retry-After`, async () => {
      const api = serve(status, 10)
      const { result } = renderHook(() => useLiveView(URL_), { wrapper })
      await advanceClock(10)
      expect(api.streams).toHaveLength(1)
      expect(result.current.connection).toBe('lost')
      expect([...result.current.rides.keys()]).toEqual(['a'])

      api.rides = ['a', 'b']
      await advanceClock(9_000)
      expect(api.snapshotReads).toBeGreaterThanOrEqual(2)
      expect([...result.current.rides.keys()]).toEqual(['a', 'b'])
      expect(result.current.connection).toBe('lost')
      expect(api.streams).toHaveLength(1)

      await advanceClock(1_000)
      expect(api.streams).toHaveLength(2)
      expect(result.current.connection).toBe('live')
      const reads = api.snapshotReads
      await advanceClock(15_000)
      expect(api.snapshotReads).toBe(reads)
    })
  }
})
