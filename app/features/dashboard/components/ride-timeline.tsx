import { useId, useState } from 'react'
import type { RideEvent } from '#shared/schemas/rides-api.ts'
import { formatDate, formatTime } from '#shared/format.ts'
import { useLang, useTranslation, type TFunction } from '#app/lib/i18n.ts'
import { rideStatusKey } from '../lib/labels.ts'
import { useRide } from '../api/get-ride.ts'
import { QueryError } from './query-error.tsx'

/** What a step is called: a driver giving a ride back is not a new request, a trip starting is not a state. */
function stepLabel(event: RideEvent, t: TFunction<'dashboard'>, tRides: TFunction<'rides'>): string {
  if (event.to === 'REQUESTED' && event.from !== null) return t('timeline.released')
  if (event.to === 'IN_PROGRESS') return t('timeline.started')
  const key = rideStatusKey(event.to)
  return key ? tRides(`status.${key}`) : tRides('statusUnknown')
}

/**
 * A ride's steps with their times (Europe/Istanbul), behind a disclosure button so the list stays
 * short; loaded from the API only when opened.
 */
export function RideTimeline({ rideId }: { rideId: string }) {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  const { t: tRides } = useTranslation('rides')
  const [isOpen, setOpen] = useState(false)
  const panelId = useId()
  const ride = useRide(lang, rideId, isOpen)
  return (
    <div className="ride__timeline">
      <button
        type="button"
        className="ride__timeline-toggle"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen(!isOpen)}
      >
        {isOpen ? t('timeline.hide') : t('timeline.show')}
      </button>
      <div id={panelId} hidden={!isOpen}>
        {isOpen && ride.isPending && <p className="ride__timeline-note">{t('timeline.loading')}</p>}
        {isOpen && ride.isError && (
          <QueryError message={t('timeline.failed')} onRetry={() => void ride.refetch()} busy={ride.isFetching} />
        )}
        {ride.data && ride.data.timeline.length === 0 && <p className="ride__timeline-note">{t('timeline.empty')}</p>}
        {ride.data && ride.data.timeline.length > 0 && (
          <ol className="timeline" aria-label={t('timeline.title')}>
            {ride.data.timeline.map((event, i) => {
              return (
                <li key={i} className="timeline__step">
                  <span className="timeline__what">
                    {stepLabel(event, t, tRides)} ·{' '}
                    <span className="timeline__who">{tRides(`actors.${event.actor}`)}</span>
                  </span>
                  <time dateTime={event.at}>
                    {formatDate(event.at, lang)} {formatTime(event.at, lang)}
                  </time>
                  {event.reason && event.to !== 'ASSIGNED' && <span className="timeline__reason">{event.reason}</span>}
                </li>
              )
            })}
          </ol>
        )}
      </div>
    </div>
  )
}
