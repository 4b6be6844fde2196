import { useEffect, useReducer } from 'react'
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
  | { type: 'snapshot'; view: LiveSnapshot; receivedAt: number }
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
        connection: 'live',
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

/** A refused stream (the account's cap, a full instance) is opened again after this. */
const REOPEN_MS = 5_000

/**
 * The live map's stream for one URL: its snapshot, then its deltas. A new URL (the map moved, a
 * filter changed) is a new stream; the browser reconnects a dropped one, and its first message
 * is a fresh snapshot.
 */
export function useLiveView(url: string | null): LiveState {
  const [state, dispatch] = useReducer(liveReducer, initialLiveState)
  useEffect(() => {
    if (!url) return
    let source: EventSource | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    let isStopped = false
    const open = () => {
      source = new EventSource(url)
      source.addEventListener('snapshot', (message: MessageEvent<string>) => {
        const data = JSON.parse(message.data) as { view: LiveSnapshot }
        dispatch({ type: 'snapshot', view: data.view, receivedAt: Date.now() })
      })
      source.addEventListener('delta', (message: MessageEvent<string>) => {
        dispatch({ type: 'delta', delta: JSON.parse(message.data) as LiveDelta, receivedAt: Date.now() })
      })
      source.addEventListener('error', () => {
        if (isStopped) return
        dispatch({ type: 'connection', connection: 'lost' })
        // CLOSED: the server refused the stream, the browser will not retry by itself
        if (source?.readyState === EventSource.CLOSED) timer = setTimeout(open, REOPEN_MS)
      })
    }
    open()
    return () => {
      isStopped = true
      clearTimeout(timer)
      source?.close()
    }
  }, [url])
  return state
}
