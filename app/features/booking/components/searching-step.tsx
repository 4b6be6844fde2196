import { useEffect, useState } from 'react'
import type { NearbyTaxis, RideDetail } from '#shared/schemas/rides-api.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import type { CurrentRide } from '../api/get-current-ride.ts'
import { getNearbyTaxis } from '../api/get-nearby-taxis.ts'
import { CancelRide } from './cancel-ride.tsx'
import { MapSlot, type MapMarker } from './map-slot.tsx'
import { placeMarkers } from './place-markers.ts'
import { SearchProgress } from './search-progress.tsx'

/** Nearby taxis move: re-counted this often while the request waits. */
const NEARBY_REFRESH_MS = 15_000

/** The request is out: how many taxis are near, and a free cancel. */
export function SearchingStep({ ride, onCancelled }: { ride: CurrentRide; onCancelled: (ride: RideDetail) => void }) {
  const { t } = useTranslation('booking')
  const lang = useLang()
  const [nearby, setNearby] = useState<NearbyTaxis | null>(null)
  const { lat, lng } = ride.pickup

  useEffect(() => {
    if (lat === null || lng === null) return
    const read = () => getNearbyTaxis(lang, { lat, lng }).then(setNearby, () => {})
    void read()
    const timer = setInterval(read, NEARBY_REFRESH_MS)
    return () => clearInterval(timer)
  }, [lang, lat, lng])

  const markers: MapMarker[] = [
    ...placeMarkers(ride, t),
    ...(nearby?.taxis ?? []).map((taxi, index) => ({
      id: `nearby-${index}`,
      kind: 'taxi' as const,
      lat: taxi.lat,
      lng: taxi.lng,
      label: t('map.taxi'),
    })),
  ]
  return (
    <div className="booking">
      <MapSlot markers={markers} />
      <div className="booking__panel">
        <h1 className="booking-searching">{t('searching.title')}</h1>
        <SearchProgress since={ride.createdAt} />
        <p role="status">{nearby ? t('searching.nearby', { count: nearby.count }) : '…'}</p>
        <p>{ride.pickup.address}</p>
        <div className="booking-actions">
          <CancelRide ride={ride} onCancelled={onCancelled} />
        </div>
      </div>
    </div>
  )
}
