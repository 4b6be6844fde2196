/** The one map's props (issue 23), apart from the component so its lazy Leaflet layer can share them without an import cycle. */
export type MapMarker = {
  id: string
  lat: number
  lng: number
  kind: 'pickup' | 'dropoff' | 'taxi' | 'me'
  label: string
  draggable?: boolean
}

export type RideMapProps = {
  center: { lat: number; lng: number }
  zoom?: number
  markers: readonly MapMarker[]
  onMarkerDrag?: (id: string, to: { lat: number; lng: number }) => void
  /** Optional: place the pin by a click, or by Enter on the focused map (at its centre). */
  onMapClick?: (at: { lat: number; lng: number }) => void
  fitToMarkers?: boolean
  /** Accessible name of the map region. */
  label: string
  className?: string
}
