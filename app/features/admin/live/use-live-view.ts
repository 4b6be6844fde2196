import { useQueryClient } from '@tanstack/react-query'
import { useReducer } from 'react'
import { apiPath } from '#shared/api-paths.ts'
import type { OpenRideState, TaxiState, Viewport } from '#shared/operations-live.ts'
import type {
  LiveCell,
  LiveDelta,
  LiveRide,
  LiveSnapshot,
  LiveTaxi,
  LiveTotals,
} from '#shared/schemas/operations-live.ts'
import { apiFetch } from '#app/lib/api.ts'
import { useLang } from '#app/lib/i18n.ts'
import { messageData, useEventStream } from '#app/lib/use-event-stream.ts'

/** What the page holds of its viewport: the last snapshot with every delta since applied. */
export type LiveState = {
  connection: 'connecting' | 'live' | 'lost'
  mode: LiveSnapshot['mode']
  /** The server's time of the figures, and how far the browser's clock is behind it (ms). */
  at: string | null
  clockOffsetMs: number
  cells: ReadonlyMap<string, LiveCell>
  taxis: ReadonlyMap<string, LiveTaxi>
  rides: ReadonlyMap<string, LiveRide>
  totals: LiveTotals | null
  capped: LiveSnapshot['capped']
}

type Action =
  /** `connection` 'lost' for a snapshot read while the stream is down. */
  | { type: 'snapshot'; view: LiveSnapshot; receivedAt: number; connection?: LiveState['connection'] }
  | { type: 'delta'; delta: LiveDelta; receivedAt: number }
  | { type: 'connection'; connection: LiveState['connection'] }

export const initialLiveState: LiveState = {
  connection: 'connecting',
  mode: 'cells',
  at: null,
  clockOffsetMs: 0,
  cells: new Map(),
  taxis: new Map(),
  rides: new Map(),
  totals: null,
  capped: { taxis: false, rides: false },
}

const byId = <T extends { id: string }>(items: readonly T[]) => new Map(items.map((item) => [item.id, item]))

function applied<T extends { id: string }>(was: ReadonlyMap<string, T>, change: { upsert: T[]; remove: string[] }) {
  if (!change.upsert.length && !change.remove.length) return was
  const next = new Map(was)
  for (const id of change.remove) next.delete(id)
  for (const item of change.upsert) next.set(item.id, item)
  return next
}

/** A snapshot replaces everything; a delta changes only what it names. */
export function liveReducer(state: LiveState, action: Action): LiveState {
  switch (action.type) {
    case 'snapshot': {
      const { view } = action
      return {
        connection: action.connection ?? 'live',
        mode: view.mode,
        at: view.at,
        clockOffsetMs: Date.parse(view.at) - action.receivedAt,
        cells: byId(view.cells),
        taxis: byId(view.taxis),
        rides: byId(view.rides),
        totals: view.totals,
        capped: view.capped,
      }
    }
    case 'delta': {
      const { delta } = action
      return {
        ...state,
        connection: 'live',
        at: delta.at,
        clockOffsetMs: Date.parse(delta.at) - action.receivedAt,
        cells: applied(state.cells, delta.cells),
        taxis: applied(state.taxis, delta.taxis),
        rides: applied(state.rides, delta.rides),
        totals: delta.totals ?? state.totals,
        capped: delta.capped ?? state.capped,
      }
    }
    case 'connection':
      return state.connection === action.connection ? state : { ...state, connection: action.connection }
  }
}

export type LiveFilters = { taxis: readonly TaxiState[]; rides: readonly OpenRideState[] }

/** The stream's URL for a viewport and filters (edges rounded to ~10 m, so tiny moves reuse it). */
export function liveStreamUrl(viewport: Viewport, filters: LiveFilters): string {
  const round = (value: number) => value.toFixed(4)
  const query = new URLSearchParams({
    south: round(viewport.south),
    west: round(viewport.west),
    north: round(viewport.north),
    east: round(viewport.east),
    zoom: String(Math.round(viewport.zoom)),
    // empty would mean "all" to the server: none is said so
    taxis: filters.taxis.join(',') || 'NONE',
    rides: filters.rides.join(',') || 'NONE',
  })
  return `${apiPath('/admin/live/events')}?${query.toString()}`
}

/** The viewport's snapshot URL (`GET /admin/live/snapshot`) for a stream URL: the same query. */
export function liveSnapshotUrl(streamUrl: string): string {
  return streamUrl.replace(apiPath('/admin/live/events'), apiPath('/admin/live/snapshot'))
}

/**
 * The live map's stream for one URL, through the app's one stream hook (decision 078): its
 * snapshot, then its deltas. A new URL (the map moved, a filter changed) is a new stream. A refused
 * stream (429, 503) reopens after its Retry-After, a dropped one after a back-off; meanwhile the
 * viewport's snapshot is read through TanStack Query every few seconds, the map marked lost.
 */
export function useLiveView(url: string | null): LiveState {
  const lang = useLang()
  const queryClient = useQueryClient()
  const [state, dispatch] = useReducer(liveReducer, initialLiveState)
  useEventStream(url, {
    onMessage: (message) => {
      if (message.event === 'snapshot') {
        const data = messageData<{ view: LiveSnapshot }>(message)
        if (data) dispatch({ type: 'snapshot', view: data.view, receivedAt: Date.now() })
      } else if (message.event === 'delta') {
        const delta = messageData<LiveDelta>(message)
        if (delta) dispatch({ type: 'delta', delta, receivedAt: Date.now() })
      }
    },
    onConnection: (isDown) => isDown && dispatch({ type: 'connection', connection: 'lost' }),
    onPoll: () => {
      if (!url) return
      const snapshotUrl = liveSnapshotUrl(url)
      queryClient
        .fetchQuery({
          queryKey: ['admin', 'live', 'snapshot', snapshotUrl],
          queryFn: ({ signal }) => apiFetch<LiveSnapshot>(snapshotUrl, { lang, signal }),
          staleTime: 0,
          retry: false,
        })
        .then(
          (view) => dispatch({ type: 'snapshot', view, receivedAt: Date.now(), connection: 'lost' }),
          () => undefined,
        )
    },
  })
  return state
}
