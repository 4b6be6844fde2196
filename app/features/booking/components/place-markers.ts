import type { TFunction } from '#app/lib/i18n.ts'
import type { CurrentRide } from '../api/get-current-ride.ts'
import type { MapMarker } from './map-slot.tsx'

/** The ride's pickup and destination (when it has one), and the taxi once its position is known. */
export function placeMarkers(ride: CurrentRide, t: TFunction<'booking'>): MapMarker[] {
  const markers: MapMarker[] = []
  const { pickup, dropoff, driverPosition } = ride
  if (pickup.lat !== null && pickup.lng !== null)
    markers.push({
      id: 'pickup',
      kind: 'pickup',
      lat: pickup.lat,
      lng: pickup.lng,
      label: `${t('map.pickup')}: ${pickup.address}`,
    })
  if (dropoff && dropoff.lat !== null && dropoff.lng !== null && dropoff.address)
    markers.push({
      id: 'dropoff',
      kind: 'dropoff',
      lat: dropoff.lat,
      lng: dropoff.lng,
      label: `${t('map.dropoff')}: ${dropoff.address}`,
    })
  if (driverPosition)
    markers.push({ id: 'taxi', kind: 'taxi', lat: driverPosition.lat, lng: driverPosition.lng, label: t('map.taxi') })
  return markers
}
