import { describe, expect, it } from 'vitest'
import type { LiveSnapshot, LiveTaxi } from '#shared/schemas/operations-live.ts'
import { diffView, emptySent } from './live-diff.ts'

const taxi = (id: string, lat: number, state: LiveTaxi['state'] = 'FREE'): LiveTaxi => ({
  id,
  lat,
  lng: 29,
  state,
  plate: `34 T ${id}`,
  rideId: null,
})
const view = (taxis: LiveTaxi[], at = '2026-03-16T08:00:00.000Z'): LiveSnapshot => ({
  at,
  mode: 'detail',
  cells: [],
  taxis,
  rides: [],
  totals: {
    taxis: { FREE: taxis.length, OFFERED: 0, ON_RIDE: 0 },
    rides: { REQUESTED: 0, ASSIGNED: 0, ARRIVED: 0, IN_PROGRESS: 0 },
  },
  capped: { taxis: false, rides: false },
})

describe('the live map’s deltas', () => {
  it('sends what entered, moved, changed state or left, and nothing when nothing changed', () => {
    const sent = emptySent()
    diffView(sent, view([taxi('1', 41), taxi('2', 41.1)]))
    expect(diffView(sent, view([taxi('1', 41), taxi('2', 41.1)], '2026-03-16T08:00:01.000Z'))).toBeNull()
    const delta = diffView(sent, view([taxi('1', 41.001), taxi('3', 41.2, 'OFFERED')]))!
    expect(delta.taxis.upsert.map((t) => t.id)).toEqual(['1', '3'])
    expect(delta.taxis.remove).toEqual(['2'])
    expect(delta.totals).toBeUndefined() // still two taxis, all free: the same totals
    const changed = diffView(sent, view([taxi('1', 41.001, 'ON_RIDE'), taxi('3', 41.2, 'OFFERED')]))!
    expect(changed.taxis.upsert).toEqual([taxi('1', 41.001, 'ON_RIDE')])
    expect(changed.taxis.remove).toEqual([])
  })

  it('sends the totals only when they change', () => {
    const sent = emptySent()
    diffView(sent, view([taxi('1', 41)]))
    const delta = diffView(sent, view([taxi('1', 41), taxi('2', 41)]))!
    expect(delta.totals?.taxis.FREE).toBe(2)
  })
})
