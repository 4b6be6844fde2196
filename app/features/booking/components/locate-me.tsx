import { useState } from 'react'
import { useTranslation } from '#app/lib/i18n.ts'
import { locate } from '../lib/geolocate.ts'

type Status = 'idle' | 'locating' | 'denied' | 'unavailable'

/**
 * "Use my location": the reason is on screen before the button, so the browser's permission prompt
 * never comes unexplained; a refusal or a failure says so and points to the other ways.
 */
export function LocateMe({ onFound }: { onFound: (position: { lat: number; lng: number }) => void }) {
  const { t } = useTranslation('booking')
  const [status, setStatus] = useState<Status>('idle')
  const onClick = async () => {
    setStatus('locating')
    const result = await locate()
    if (result.kind === 'found') {
      setStatus('idle')
      onFound({ lat: result.lat, lng: result.lng })
    } else setStatus(result.kind)
  }
  return (
    <div className="booking-locate">
      <p id="booking-locate-why" className="booking-locate__why">
        {t('from.whyLocation')}
      </p>
      <button
        type="button"
        className="button button--secondary booking-locate__button"
        aria-describedby="booking-locate-why"
        disabled={status === 'locating'}
        onClick={onClick}
      >
        {status === 'locating' ? t('from.locating') : t('from.useLocation')}
      </button>
      {(status === 'denied' || status === 'unavailable') && (
        <p role="alert" className="alert alert--info">
          {status === 'denied' ? t('from.denied') : t('from.unavailable')}
        </p>
      )}
    </div>
  )
}
