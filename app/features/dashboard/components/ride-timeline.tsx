import { useId, useState } from 'react'
import type { RideEvent } from '#shared/schemas/rides-api.ts'
import { formatDate, formatTime } from '#shared/format.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { useRide } from '../api/get-ride.ts'
import { QueryError } from './query-error.tsx'

const STEP_KEYS = ['REQUESTED', 'ASSIGNED', 'ARRIVED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'EXPIRED'] as const
type StepKey = (typeof STEP_KEYS)[number]

/** What a step is called: a driver giving a ride back is not a new request. */
function stepKey(event: RideEvent): StepKey | 'released' | null {
  if (event.to === 'REQUESTED' && event.from !== null) return 'released'
  return (STEP_KEYS as readonly string[]).includes(event.to) ? (event.to as StepKey) : null
}

/**
 * A ride's steps with their times (Europe/Istanbul), behind a disclosure button so the list stays
 * short; loaded from the API only when opened.
 */
export function RideTimeline({ rideId }: { rideId: string }) {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
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
              const key = stepKey(event)
              return (
                <li key={i} className="timeline__step">
                  <span className="timeline__what">
                    {key ? t(`timeline.${key}`) : event.to}{' '}
                    <span className="timeline__who">{t(`timeline.${event.actor}`)}</span>
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
