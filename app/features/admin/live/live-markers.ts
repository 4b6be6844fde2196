import type { MapArea, MapMarker, MapTone } from '#app/components/map/ride-map.tsx'
import { OPEN_RIDE_STATES, TAXI_STATES, type OpenRideState, type TaxiState } from '#shared/operations-live.ts'
import type { LiveCell } from '#shared/schemas/operations-live.ts'
import type { LiveState } from './use-live-view.ts'
import type { LiveWords } from './live-words.ts'

/** Each state's colour; its letter and its words say it too (not colour alone). */
export const TAXI_TONE: Record<TaxiState, MapTone> = { FREE: 'success', OFFERED: 'warning', ON_RIDE: 'info' }
export const RIDE_TONE: Record<OpenRideState, MapTone> = {
  REQUESTED: 'danger',
  ASSIGNED: 'info',
  ARRIVED: 'warning',
  IN_PROGRESS: 'neutral',
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0)

/** Marker ids: a ride's id is `ride:<id>`, a taxi's `taxi:<id>`, a cell's bubbles `cell:<id>:taxis|rides`. */
export const markerIdOf = {
  ride: (id: string) => `ride:${id}`,
  taxi: (id: string) => `taxi:${id}`,
  cellTaxis: (id: string) => `cell:${id}:taxis`,
  cellRides: (id: string) => `cell:${id}:rides`,
}

function cellMarkers(cell: LiveCell, words: LiveWords): MapMarker[] {
  const markers: MapMarker[] = []
  const lat = (cell.south + cell.north) / 2
  const width = cell.east - cell.west
  const taxis = sum(cell.taxis)
  const rides = sum(cell.rides)
  const detail = (parts: [string, number][]) =>
    parts
      .filter(([, n]) => n > 0)
      .map(([text, n]) => `${n} ${text}`)
      .join(', ')
  if (taxis > 0)
    markers.push({
      id: markerIdOf.cellTaxis(cell.id),
      kind: 'cluster',
      lat,
      lng: cell.west + width * (rides > 0 ? 0.3 : 0.5),
      text: String(taxis),
      tone: cell.taxis.FREE > 0 ? 'neutral' : 'brand',
      label: words.t('marker.taxis', {
        count: taxis,
        detail: detail(TAXI_STATES.map((s) => [words.taxiState(s), cell.taxis[s]])),
      }),
    })
  if (rides > 0)
    markers.push({
      id: markerIdOf.cellRides(cell.id),
      kind: 'ride',
      lat,
      lng: cell.west + width * (taxis > 0 ? 0.7 : 0.5),
      text: String(rides),
      tone: cell.rides.REQUESTED > 0 ? 'danger' : 'neutral',
      label: words.t('marker.rides', {
        count: rides,
        detail: detail(OPEN_RIDE_STATES.map((s) => [words.rideStatus(s), cell.rides[s]])),
      }),
    })
  return markers
}

/** The map's markers: bubbles per cell at city zoom, one marker per taxi and ride zoomed in. */
export function liveMarkers(state: LiveState, words: LiveWords, nowMs: number): MapMarker[] {
  if (state.mode === 'cells') return [...state.cells.values()].flatMap((cell) => cellMarkers(cell, words))
  const taxis: MapMarker[] = [...state.taxis.values()].map((taxi) => ({
    id: markerIdOf.taxi(taxi.id),
    kind: 'taxi',
    lat: taxi.lat,
    lng: taxi.lng,
    text: words.t(`taxiShort.${taxi.state}`),
    tone: TAXI_TONE[taxi.state],
    label: words.taxiLabel(taxi),
  }))
  const rides: MapMarker[] = [...state.rides.values()].map((ride) => ({
    id: markerIdOf.ride(ride.id),
    kind: 'ride',
    // a ride with its taxi sits on the taxi: drawn a little north-east so both can be seen and clicked
    lat: ride.status === 'REQUESTED' ? ride.lat : ride.lat + 0.00025,
    lng: ride.status === 'REQUESTED' ? ride.lng : ride.lng + 0.00035,
    text: words.t(`rideShort.${ride.status}`),
    tone: RIDE_TONE[ride.status],
    label: words.rideLabel(ride, nowMs),
  }))
  return [...taxis, ...rides]
}

/** Cells where requests wait, shaded by how many (the most in view: the strongest). */
export function waitingAreas(state: LiveState, words: LiveWords): MapArea[] {
  if (state.mode !== 'cells') return []
  const waiting = [...state.cells.values()].filter((c) => c.rides.REQUESTED > 0)
  const most = Math.max(1, ...waiting.map((c) => c.rides.REQUESTED))
  return waiting.map((cell) => ({
    id: cell.id,
    south: cell.south,
    west: cell.west,
    north: cell.north,
    east: cell.east,
    intensity: cell.rides.REQUESTED / most,
    tone: 'danger',
    label: words.t('marker.waitingArea', {
      place: words.placeOf({ lat: (cell.south + cell.north) / 2, lng: (cell.west + cell.east) / 2 }),
      count: cell.rides.REQUESTED,
    }),
  }))
}
