import { useEffect, useState } from 'react'
import { formatLira, formatTime } from '#shared/format.ts'
import { istanbulDay } from '#shared/istanbul-days.ts'
import type { StatementRide, StatementWeek } from '#shared/schemas/receipts.ts'
import { useTranslation } from '#app/lib/i18n.ts'
import { getWeekFigures } from '../api/get-week-figures.ts'

/** A ride the passenger cancelled late and paid for: its amount is a fee, not a fare (issue 30). */
const isPaidCancellation = (ride: StatementRide) => ride.status === 'CANCELLED' && ride.cancellationFeeKurus > 0

/**
 * Today's rides and the week's earnings so far, as the server sums them (the weekly statement's
 * current week); re-read whenever `refreshKey` changes (a ride completed or cancelled).
 */
export function TodayFigures({ refreshKey }: { refreshKey: string }) {
  const { t, lang } = useTranslation('driverMode')
  const [data, setData] = useState<{ week: StatementWeek | null; rides: StatementRide[] } | 'failed' | null>(null)
  useEffect(() => {
    const abort = new AbortController()
    getWeekFigures(lang, abort.signal).then(setData, () => {
      if (!abort.signal.aborted) setData('failed')
    })
    return () => abort.abort()
  }, [lang, refreshKey])
  if (data === null) return null
  if (data === 'failed')
    return (
      <section className="driver-card" aria-labelledby="driver-today-heading">
        <h2 id="driver-today-heading">{t('today.heading')}</h2>
        <p>{t('today.loadFailed')}</p>
      </section>
    )
  const today = istanbulDay(new Date())
  const rides = data.rides.filter((ride) => istanbulDay(new Date(ride.createdAt)) === today)
  return (
    <section className="driver-card" aria-labelledby="driver-today-heading">
      <h2 id="driver-today-heading">{t('today.heading')}</h2>
      {rides.length === 0 ? (
        <p>{t('today.none')}</p>
      ) : (
        <ul className="driver-today">
          {rides.map((ride) => (
            <li key={ride.id}>
              <span>{formatTime(ride.createdAt, lang)}</span> <span>{ride.dropoffAddress ?? ride.pickupAddress}</span>{' '}
              {isPaidCancellation(ride) && <span className="driver-tag">{t('today.cancellationFee')}</span>}{' '}
              <strong>{formatLira(ride.fareKurus + ride.tollsKurus + ride.cancellationFeeKurus, lang)}</strong>
            </li>
          ))}
        </ul>
      )}
      {data.week && (
        <>
          <h3>{t('today.weekHeading')}</h3>
          <dl className="driver-figures">
            <div>
              <dt>{t('today.completed')}</dt>
              <dd>{data.week.completedRides}</dd>
            </div>
            <div>
              <dt>{t('today.gross')}</dt>
              <dd>{formatLira(data.week.grossKurus, lang)}</dd>
            </div>
            <div>
              <dt>{t('today.net')}</dt>
              <dd>{formatLira(data.week.netKurus, lang)}</dd>
            </div>
          </dl>
        </>
      )}
    </section>
  )
}
