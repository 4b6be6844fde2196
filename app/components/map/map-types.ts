/** The one map's props (issue 23), apart from the component so its lazy Leaflet layer can share them without an import cycle. */
export type MapMarker = {
  id: string
  lat: number
  lng: number
  /**
   * Its shape: a pin (pickup, dropoff), a square (taxi), a dot (me), a diamond (ride) or a round
   * bubble (cluster: a count of things in one place, `text` being the count).
   */
  kind: 'pickup' | 'dropoff' | 'taxi' | 'me' | 'ride' | 'cluster'
  label: string
  draggable?: boolean
  /** A few characters drawn on the marker (a count, a state's letter), so it reads without its colour. */
  text?: string
  /** Its colour, over the kind's own: `ride-map__marker--tone-<tone>` in ride-map.css. */
  tone?: MapTone
}

/** The colours a marker or an area may take, from the app's palette. */
export type MapTone = 'brand' | 'info' | 'success' | 'warning' | 'danger' | 'neutral'

/**
 * A rectangle on the map (a grid cell, an area of a city): filled by its intensity (0: clear, 1:
 * strongest), named by its label in the map's text equivalent, `text` drawn in it when it fits.
 * Areas take no pointer or focus: the map pans under them.
 */
export type MapArea = {
  id: string
  south: number
  west: number
  north: number
  east: number
  /** 0..1, how strongly it is filled (values outside are clamped). */
  intensity: number
  label: string
  text?: string
  tone?: MapTone
}

/** What the map shows once it has settled: its edges in degrees and its whole zoom level. */
export type MapViewport = { south: number; west: number; north: number; east: number; zoom: number }

export type RideMapProps = {
  center: { lat: number; lng: number }
  zoom?: number
  markers: readonly MapMarker[]
  /** Rectangles drawn under the markers (a demand grid, cells of counts). */
  areas?: readonly MapArea[]
  onMarkerDrag?: (id: string, to: { lat: number; lng: number }) => void
  /** Optional: place the pin by a click, or by Enter on the focused map (at its centre). */
  onMapClick?: (at: { lat: number; lng: number }) => void
  /** Optional: a click, or Enter or Space, on a marker that is not draggable (it is then a button). */
  onMarkerSelect?: (id: string) => void
  /** Optional: told where the map is each time it settles after a pan or a zoom (and once at first). */
  onViewChange?: (viewport: MapViewport) => void
  fitToMarkers?: boolean
  /** Accessible name of the map region. */
  label: string
  /**
   * The page shows its own text equivalent of what is on the map (a table): the map then lists
   * nothing itself, so a screen reader does not read the same things twice.
   */
  hasPageTextEquivalent?: boolean
  className?: string
}
