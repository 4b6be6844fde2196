import { useEffect } from 'react'
import { useRevalidator } from 'react-router'
import { formatTime } from '#shared/format.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import type { RideSnapshot } from '../lib/ride-snapshot.ts'
import { DriverCard } from './driver-card.tsx'

const TITLE_KEY = {
  REQUESTED: 'searching.title',
  ASSIGNED: 'assigned.title',
  ARRIVED: 'arrived.title',
  IN_PROGRESS: 'inProgress.title',
} as const

/**
 * A reload with no network during a ride: the ride as this device last saw it, said to be not live
 * (with when), so the plate is still on screen. No buttons: nothing can be sent until the network
 * is back, and then the page reads the server again by itself.
 */
export function OfflineRide({ snapshot }: { snapshot: RideSnapshot }) {
  const { t } = useTranslation('booking')
  const lang = useLang()
  const { revalidate } = useRevalidator()
  useEffect(() => {
    const onOnline = () => void revalidate()
    window.addEventListener('online', onOnline)
    return () => window.removeEventListener('online', onOnline)
  }, [revalidate])

  const { ride } = snapshot
  return (
    <div className="booking-page" data-step="offline">
      <div className="booking booking--done">
        <div className="booking__panel">
          <h1>{t(TITLE_KEY[ride.status])}</h1>
          <p role="status" className="alert alert--info booking-offline">
            <strong>{t('live.offline', { time: formatTime(snapshot.savedAt, lang) })}</strong> {t('live.offlineHint')}
          </p>
          {ride.status === 'ARRIVED' && (
            <p className="booking-arrived">{t('arrived.text', { plate: ride.driver?.vehicle.plate ?? '—' })}</p>
          )}
          {ride.driver && <DriverCard driver={ride.driver} />}
          <p>{ride.pickup.address}</p>
          {ride.status === 'IN_PROGRESS' && ride.dropoff?.address && (
            <p>{t('inProgress.destination', { address: ride.dropoff.address })}</p>
          )}
        </div>
      </div>
    </div>
  )
}
