import { describe, expect, it } from 'vitest'
import type { LiveRide, LiveSnapshot } from '#shared/schemas/operations-live.ts'
import { initialLiveState, liveReducer, liveStreamUrl } from './use-live-view.ts'

const ride = (id: string, status: LiveRide['status']): LiveRide => ({
  id,
  status,
  lat: 41,
  lng: 29,
  requestedAt: '2026-03-16T08:00:00.000Z',
  statusSince: '2026-03-16T08:00:00.000Z',
  pickupAddress: 'Taksim',
  plate: null,
})
const totals = {
  taxis: { FREE: 0, OFFERED: 0, ON_RIDE: 0 },
  rides: { REQUESTED: 1, ASSIGNED: 0, ARRIVED: 0, IN_PROGRESS: 0 },
}
const snapshot: LiveSnapshot = {
  at: '2026-03-16T08:00:10.000Z',
  mode: 'detail',
  cells: [],
  taxis: [],
  rides: [ride('a', 'REQUESTED'), ride('b', 'REQUESTED')],
  totals,
  capped: { taxis: false, rides: false },
}

describe('the live map page’s state', () => {
  it('takes the snapshot whole, then changes only what a delta names', () => {
    const first = liveReducer(initialLiveState, {
      type: 'snapshot',
      view: snapshot,
      receivedAt: Date.parse(snapshot.at),
    })
    expect([...first.rides.keys()]).toEqual(['a', 'b'])
    expect(first.connection).toBe('live')
    const next = liveReducer(first, {
      type: 'delta',
      delta: {
        type: 'delta',
        at: '2026-03-16T08:00:11.000Z',
        cells: { upsert: [], remove: [] },
        taxis: { upsert: [], remove: [] },
        rides: { upsert: [ride('a', 'ASSIGNED')], remove: ['b'] },
      },
      receivedAt: Date.parse('2026-03-16T08:00:12.000Z'),
    })
    expect([...next.rides.values()].map((r) => [r.id, r.status])).toEqual([['a', 'ASSIGNED']])
    expect(next.totals).toBe(totals) // unchanged totals are not sent again
    expect(next.clockOffsetMs).toBe(-1000) // the browser's clock a second ahead of the server's
    expect(next.taxis).toBe(first.taxis) // an untouched list keeps its identity
  })

  it('asks for no state with NONE, never with an empty list (which means all)', () => {
    const url = liveStreamUrl(
      { south: 41, west: 28.9, north: 41.1, east: 29.1, zoom: 12.4 },
      { taxis: [], rides: ['REQUESTED'] },
    )
    const query = new URL(url, 'http://x').searchParams
    expect(query.get('taxis')).toBe('NONE')
    expect(query.get('rides')).toBe('REQUESTED')
    expect(query.get('zoom')).toBe('12')
    expect(query.get('south')).toBe('41.0000')
  })
})
