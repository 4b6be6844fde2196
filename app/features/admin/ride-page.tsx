import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { apiPath } from '#shared/api-paths.ts'
import { formatDateTime, formatKm, formatLira, formatPhone } from '#shared/format.ts'
import { CITIES, type City } from '#shared/constants.ts'
import { adminPath, type Lang } from '#shared/routes.ts'
import type { AdminRide } from '#shared/schemas/admin-rides.ts'
import { cityLabel } from '#shared/tariffs/labels.ts'
import { vehicleColorName } from '#shared/vehicle-colors.ts'
import { useDestinationText } from '#app/lib/destination-text.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { adminGet } from './admin-api.ts'
import { AuditTrail } from './audit-trail.tsx'
import { RideAdjustmentsSection } from './ride-adjustments.tsx'
import { RideOperations } from './ride-operations.tsx'
import { useFareCheckText } from './rides-page.tsx'
import { useEventReasonText, usePaymentText, usePersonName, useRideActorText, useRideStatusText } from './words.ts'

/** A ride's page: its facts, fare and fare check, and the full event timeline of the lifecycle API. */
export function RidePage({ rideId }: { rideId: string }) {
  const lang = useLang()
  const { t } = useTranslation('admin')
  const destination = useDestinationText()
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
      <h1>{r ? `${r.pickup.address} → ${destination(r.dropoff?.address)}` : t('rides.title')}</h1>
      <dl className="admin-dl" aria-busy={!r || undefined}>
        <dt>{t('rides.status')}</dt>
        <dd>{r ? statusText(r.status) : '\u00a0'}</dd>
        <dt>{t('rides.when')}</dt>
        <dd>{r ? formatDateTime(r.createdAt, lang) : '\u00a0'}</dd>
        <dt>{t('rides.city')}</dt>
        <dd>{r ? cityText(r.city, lang) : '\u00a0'}</dd>
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
        <DriverAndMoney data={d} />
        <dt>{t('rides.fareCheck')}</dt>
        <dd>{d ? checkText(d.fareCheck) : '\u00a0'}</dd>
        <dt>{t('rides.distance')}</dt>
        <dd>{r ? (isMeasured(r) ? `${formatKm(r.distanceMetres, lang)} km` : '—') : '\u00a0'}</dd>
        <dt>{t('rides.duration')}</dt>
        <dd>
          {r ? (isMeasured(r) ? t('rides.minutes', { count: Math.round(r.durationSeconds / 60) }) : '—') : '\u00a0'}
        </dd>
      </dl>
      {d && <RideOperations data={d} />}
      <section className="admin-section" aria-labelledby="timeline-title">
        <h2 id="timeline-title">{t('rides.timeline')}</h2>
        <ol className="admin-timeline">
          {r?.timeline.map((event, i) => (
            <li key={i}>
              <time dateTime={event.at}>{formatDateTime(event.at, lang)}</time> —{' '}
              {event.from ? `${statusText(event.from)} → ` : ''}
              <strong>{statusText(event.to)}</strong> · {actorText(event.actor)}
              {event.staffName ? ` (${event.staffName})` : ''}
              {event.reason ? ` · ${reasonText(event.reason)}` : ''}
            </li>
          ))}
        </ol>
        {r && r.timeline.length === 0 && <p>{t('table.empty')}</p>}
      </section>
      {d && <RideAdjustmentsSection rideId={rideId} />}
      <AuditTrail recordType="ride" recordId={rideId} />
    </>
  )
}

/** The city's display name ("İstanbul" in Turkish); a value not on the list as stored, none as "—". */
function cityText(city: string | null, lang: Lang): string {
  if (!city) return '—'
  return (CITIES as readonly string[]).includes(city) ? cityLabel(city as City, lang) : city
}

/**
 * Whether the ride has a distance, duration and fare to show: a request or a ride cancelled before
 * its trip has none yet, and reads "—" rather than "₺0,00 · 0,00 km · 0 dk" (issue 30).
 */
export function isMeasured(r: AdminRide['ride']): boolean {
  return r.status === 'COMPLETED' || r.fareKurus > 0 || r.distanceMetres > 0 || r.durationSeconds > 0
}

/** "Fiat Egea Sarı": brand, model and colour in words of the page's language. */
function vehicleText(vehicle: { brand: string | null; model: string | null; color: string | null }, lang: Lang) {
  const color = vehicle.color ? vehicleColorName(vehicle.color, lang) : null
  return [vehicle.brand, vehicle.model, color].filter(Boolean).join(' ') || '—'
}

/** The driver's plate and phone, how the ride was paid, its fare and tolls (issue 25). */
function DriverAndMoney({ data: d }: { data: AdminRide | undefined }) {
  const lang = useLang()
  const { t } = useTranslation('admin')
  const paymentText = usePaymentText()
  const r = d?.ride
  return (
    <>
      <dt>{t('rides.plate')}</dt>
      <dd>{r ? (r.driver?.vehicle.plate ?? '—') : '\u00a0'}</dd>
      <dt>{t('dispatch.vehicle')}</dt>
      <dd>{r ? (r.driver ? vehicleText(r.driver.vehicle, lang) : '—') : '\u00a0'}</dd>
      <dt>{t('rides.driverPhone')}</dt>
      <dd>{d ? d.driverPhone ? <a href={`tel:${d.driverPhone}`}>{formatPhone(d.driverPhone)}</a> : '—' : '\u00a0'}</dd>
      <dt>{t('rides.payment')}</dt>
      <dd>{r ? paymentText(r.paymentMethod) : '\u00a0'}</dd>
      <dt>{t('rides.fare')}</dt>
      <dd>{r ? (isMeasured(r) ? formatLira(r.fareKurus, lang) : '—') : '\u00a0'}</dd>
      <dt>{t('rides.tolls')}</dt>
      <dd>{r ? (isMeasured(r) ? formatLira(r.tollsKurus, lang) : '—') : '\u00a0'}</dd>
    </>
  )
}
