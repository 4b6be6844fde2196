import { useEffect, useState } from 'react'
import { formatTime } from '#shared/format.ts'
import { localePath, PAGES } from '#shared/routes.ts'
import type { SharedTrip } from '#shared/schemas/trip-shares.ts'
import { vehicleColorName } from '#shared/vehicle-colors.ts'
import { RideMap, type MapMarker } from '#app/components/map/ride-map.tsx'
import { useTranslation } from '#app/lib/i18n.ts'
import { tokenFromHash, useSharedTrip } from '../lib/use-shared-trip.ts'

/** Istanbul's centre: where the map opens before the taxi's position is known. */
const ISTANBUL = { lat: 41.0082, lng: 28.9784 }

/** The token lives in the fragment; read it in the browser and again if the fragment changes. */
function useHashToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    const read = () => setToken(tokenFromHash(window.location.hash))
    read()
    window.addEventListener('hashchange', read)
    return () => window.removeEventListener('hashchange', read)
  }, [])
  return token
}

/** A friend follows a shared ride: status, taxi, route and the taxi on the map, until it ends. */
export function SharedTripPage() {
  const { t, lang } = useTranslation('sharedTrip')
  const token = useHashToken()
  const state = useSharedTrip(token === undefined ? null : token, lang)

  if (token === undefined || state.kind === 'loading') {
    return (
      <section className="shared-trip" aria-busy="true">
        <h1>{t('heading')}</h1>
        <p role="status">{t('loading')}</p>
      </section>
    )
  }
  if (state.kind === 'missing' || state.kind === 'ended' || state.kind === 'arrived') {
    const words = state.kind
    const name = state.kind === 'arrived' ? state.name : null
    return (
      <section className="shared-trip">
        <h1>{t('heading')}</h1>
        <div className="shared-trip__notice" role="alert">
          <h2>{name ? t('arrived.named', { name }) : t(`${words}.heading`)}</h2>
          <p>{t(`${words}.text`)}</p>
        </div>
        <a className="button" href={localePath(PAGES.home, lang)}>
          {t('home')}
        </a>
      </section>
    )
  }
  return <ActiveTrip trip={state.trip} isStale={state.isStale} slowedForSeconds={state.slowedForSeconds} />
}

function ActiveTrip({
  trip,
  isStale,
  slowedForSeconds,
}: {
  trip: SharedTrip
  isStale: boolean
  slowedForSeconds: number | null
}) {
  const { t, lang } = useTranslation('sharedTrip')
  const statusKey = trip.status in STATUS_KEYS ? (trip.status as keyof typeof STATUS_KEYS) : 'other'
  // the colour comes as the API's code (YELLOW): named in the page's language, as on the booking page
  const { brand, model, color } = trip.vehicle
  const car = [brand, model].filter(Boolean).join(' ') + (color ? ` · ${vehicleColorName(color, lang)}` : '')
  const markers: MapMarker[] = trip.position
    ? [
        {
          id: 'taxi',
          kind: 'taxi',
          lat: trip.position.lat,
          lng: trip.position.lng,
          label: trip.plate ? t('map.taxi', { plate: trip.plate }) : t('map.taxiNoPlate'),
        },
      ]
    : []
  return (
    <section className="shared-trip">
      <h1>{t('heading')}</h1>
      <p>{trip.passengerFirstName ? t('intro', { name: trip.passengerFirstName }) : t('introNoName')}</p>
      <p className="shared-trip__status" role="status">
        <strong>{t(`status.${statusKey}`)}</strong>{' '}
        <span className="shared-trip__updated">{t('updatedAt', { time: formatTime(trip.updatedAt, lang) })}</span>
      </p>
      {isStale ? <p className="shared-trip__stale">{t('stale')}</p> : null}
      {slowedForSeconds ? <p className="shared-trip__stale">{t('slowedDown', { seconds: slowedForSeconds })}</p> : null}
      <div className="shared-trip__layout">
        <div className="shared-trip__details">
          <h2>{t('taxi.heading')}</h2>
          {trip.plate ? (
            <dl className="shared-trip__facts">
              <dt>{t('taxi.plate')}</dt>
              <dd className="shared-trip__plate">{trip.plate}</dd>
              <dt>{t('taxi.car')}</dt>
              <dd>{car || t('taxi.unknown')}</dd>
              <dt>{t('taxi.driver')}</dt>
              <dd>{trip.driverFirstName ?? t('taxi.unknown')}</dd>
            </dl>
          ) : (
            <p>{t('taxi.notAssigned')}</p>
          )}
          <h2>{t('route.heading')}</h2>
          <dl className="shared-trip__facts">
            <dt>{t('route.pickup')}</dt>
            <dd>{trip.pickup.address}</dd>
            <dt>{t('route.dropoff')}</dt>
            <dd>{trip.dropoff?.address ?? t('route.noDropoff')}</dd>
          </dl>
        </div>
        <div className="shared-trip__map">
          <RideMap
            center={trip.position ?? ISTANBUL}
            zoom={trip.position ? 15 : 11}
            markers={markers}
            fitToMarkers={markers.length > 0}
            label={t('map.label')}
          />
          <p className="shared-trip__position">
            {trip.position ? t('map.positionAt', { time: formatTime(trip.position.at, lang) }) : t('map.noPosition')}
          </p>
        </div>
      </div>
    </section>
  )
}

const STATUS_KEYS = { REQUESTED: 1, ASSIGNED: 1, ARRIVED: 1, IN_PROGRESS: 1 } as const
