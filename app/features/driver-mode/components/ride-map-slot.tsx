import { RideMap, type MapMarker } from '#app/components/map/ride-map.tsx'
import type { LatLng } from '#shared/ride-lifecycle/geo.ts'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import { useTranslation } from '#app/lib/i18n.ts'

/** The ride on the shared map: the pickup, the destination and the taxi itself, fitted to view. */
export function RideMapSlot({ ride, me }: { ride: RideDetail; me: LatLng | null }) {
  const { t } = useTranslation('driverMode')
  const markers: MapMarker[] = []
  const { pickup, dropoff } = ride
  if (pickup.lat != null && pickup.lng != null)
    markers.push({
      id: 'pickup',
      kind: 'pickup',
      lat: pickup.lat,
      lng: pickup.lng,
      label: t('map.pickup', { address: pickup.address }),
    })
  if (dropoff && dropoff.lat != null && dropoff.lng != null)
    markers.push({
      id: 'dropoff',
      kind: 'dropoff',
      lat: dropoff.lat,
      lng: dropoff.lng,
      label: t('map.dropoff', { address: dropoff.address }),
    })
  if (me) markers.push({ id: 'me', kind: 'me', lat: me.lat, lng: me.lng, label: t('map.me') })
  const center = markers[0]
  if (!center) return null
  return <RideMap center={center} markers={markers} fitToMarkers label={t('map.label')} className="driver-map" />
}
