import { RideMap, type MapMarker } from '#app/components/map/ride-map.tsx'
import { useTranslation } from '#app/lib/i18n.ts'
import { ISTANBUL_CENTRE, type Position } from '../lib/ride-draft.ts'

export type { MapMarker }

/**
 * The ride's map (the app's one map, app/components/map): centred on the first marker (the pickup)
 * or on Istanbul before anything is chosen, fitted to the markers once there are two.
 */
export function MapSlot({
  markers,
  onMarkerDrag,
  onMapClick,
}: {
  markers: MapMarker[]
  onMarkerDrag?: (id: string, position: Position) => void
  onMapClick?: (position: Position) => void
}) {
  const { t } = useTranslation('booking')
  const first = markers[0]
  return (
    <RideMap
      className="booking__map"
      label={t('map.label')}
      center={first ? { lat: first.lat, lng: first.lng } : ISTANBUL_CENTRE}
      zoom={first ? 15 : 12}
      markers={markers}
      fitToMarkers={markers.length > 1}
      onMarkerDrag={onMarkerDrag}
      onMapClick={onMapClick}
    />
  )
}
