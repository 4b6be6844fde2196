import { useTranslation } from '#app/lib/i18n.ts'
import type { Position } from '../lib/ride-draft.ts'
import { ISTANBUL_CENTRE } from '../lib/ride-draft.ts'

/** A marker as the shared map takes it (app/components/map/ride-map.tsx). */
export type MapMarker = {
  id: string
  lat: number
  lng: number
  kind: 'pickup' | 'dropoff' | 'taxi' | 'me'
  label: string
  draggable?: boolean
}

/**
 * The ride's map. Until the shared map lands this is its slot: the same props, the markers said in
 * words (the map's own text equivalent will replace this list).
 */
export function MapSlot({
  markers,
}: {
  markers: MapMarker[]
  onMarkerDrag?: (id: string, position: Position) => void
  onMapClick?: (position: Position) => void
}) {
  const { t } = useTranslation('booking')
  const centre = markers[0] ?? ISTANBUL_CENTRE
  return (
    <section className="booking__map" aria-label={t('map.label')} data-centre={`${centre.lat},${centre.lng}`}>
      <ul className="booking-map-list">
        {markers.map((marker) => (
          <li key={marker.id}>{marker.label}</li>
        ))}
      </ul>
    </section>
  )
}
