import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { apiPath } from '#shared/api-paths.ts'
import { formatDateTime, formatKm, formatLira } from '#shared/format.ts'
import { adminPath } from '#shared/routes.ts'
import type { AdminRide } from '#shared/schemas/admin-rides.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { adminGet } from './admin-api.ts'
import { AuditTrail } from './audit-trail.tsx'
import { useFareCheckText } from './rides-page.tsx'
import { useEventReasonText, usePersonName, useRideActorText, useRideStatusText } from './words.ts'

/** A ride's page: its facts, fare and fare check, and the full event timeline of the lifecycle API. */
export function RidePage({ rideId }: { rideId: string }) {
  const lang = useLang()
  const { t } = useTranslation('admin')
  const checkText = useFareCheckText()
  const statusText = useRideStatusText()
  const actorText = useRideActorText()
  const personName = usePersonName()
  const reasonText = useEventReasonText()
  const query = useQuery({
    queryKey: ['admin', 'ride', rideId, lang],
    queryFn: ({ signal }) =>
      adminGet<AdminRide>(apiPath(`/admin/rides/${encodeURIComponent(rideId)}` as `/${string}`), {}, lang, signal),
  })
  if (query.isError) return <p role="alert">{t('rides.notFound')}</p>
  const d = query.data
  const r = d?.ride
  return (
    <>
      <h1>{r ? `${r.pickup.address} → ${r.dropoff.address}` : t('rides.title')}</h1>
      <dl className="admin-dl" aria-busy={!r || undefined}>
        <dt>{t('rides.status')}</dt>
        <dd>{r ? statusText(r.status) : '\u00a0'}</dd>
        <dt>{t('rides.when')}</dt>
        <dd>{r ? formatDateTime(r.createdAt, lang) : '\u00a0'}</dd>
        <dt>{t('rides.city')}</dt>
        <dd>{r?.city ?? '—'}</dd>
        <dt>{t('rides.passenger')}</dt>
        <dd>
          {d ? (
            <Link to={adminPath('user', lang, { userId: d.passengerId })}>
              {r?.passenger.firstName ? personName(r.passenger.firstName) : d.passengerId}
            </Link>
          ) : (
            '\u00a0'
          )}
        </dd>
        <dt>{t('rides.driver')}</dt>
        <dd>
          {d?.driverId ? (
            <Link to={adminPath('user', lang, { userId: d.driverId })}>
              {r?.driver ? personName(`${r.driver.firstName} ${r.driver.lastName}`) : d.driverId}
            </Link>
          ) : (
            '—'
          )}
        </dd>
        <dt>{t('rides.fare')}</dt>
        <dd>{r ? formatLira(r.fareKurus, lang) : '\u00a0'}</dd>
        <dt>{t('rides.fareCheck')}</dt>
        <dd>{d ? checkText(d.fareCheck) : '\u00a0'}</dd>
        <dt>{t('rides.distance')}</dt>
        <dd>{r ? `${formatKm(r.distanceMetres, lang)} km` : '\u00a0'}</dd>
        <dt>{t('rides.duration')}</dt>
        <dd>{r ? t('rides.minutes', { count: Math.round(r.durationSeconds / 60) }) : '\u00a0'}</dd>
      </dl>
      <section className="admin-section" aria-labelledby="timeline-title">
        <h2 id="timeline-title">{t('rides.timeline')}</h2>
        <ol className="admin-timeline">
          {r?.timeline.map((event, i) => (
            <li key={i}>
              <time dateTime={event.at}>{formatDateTime(event.at, lang)}</time> —{' '}
              {event.from ? `${statusText(event.from)} → ` : ''}
              <strong>{statusText(event.to)}</strong> · {actorText(event.actor)}
              {event.reason ? ` · ${reasonText(event.reason)}` : ''}
            </li>
          ))}
        </ol>
        {r && r.timeline.length === 0 && <p>{t('table.empty')}</p>}
      </section>
      <AuditTrail recordType="ride" recordId={rideId} />
    </>
  )
}
