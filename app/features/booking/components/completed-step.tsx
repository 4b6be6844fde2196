import { useEffect, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { apiPath } from '#shared/api-paths.ts'
import { formatLira, formatLiraRange } from '#shared/format.ts'
import { receiptNumberOf } from '#shared/receipts/receipt-number.ts'
import { localePath, PAGES } from '#shared/routes.ts'
import type { Ride } from '#shared/schemas/api-responses.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import type { CurrentRide } from '../api/get-current-ride.ts'
import { getListedRide } from '../api/get-listed-ride.ts'
import { rateRide } from '../api/rate-ride.ts'
import { errorText } from '../lib/error-text.ts'
import { driverShortName } from './driver-card.tsx'

/** The trip is over: what it cost against the tariff, the receipt, and the driver's rating. */
export function CompletedStep({ ride, onRated }: { ride: CurrentRide; onRated: () => void }) {
  const { t } = useTranslation('booking')
  const lang = useLang()
  const [listed, setListed] = useState<Ride | null>(null)
  useEffect(() => {
    getListedRide(lang, ride.id).then(setListed, () => {})
  }, [lang, ride.id])
  const receiptNumber = receiptNumberOf(ride.id, ride.createdAt)
  const money = (kurus: number) => formatLira(kurus, lang)
  return (
    <div className="booking booking--done">
      <div className="booking__panel">
        <h1>{t('completed.title')}</h1>
        <dl className="booking-fare">
          <div>
            <dt>{t('completed.fare')}</dt>
            <dd>{money(ride.fareKurus)}</dd>
          </div>
          <div>
            <dt>{t('completed.tolls')}</dt>
            <dd>{money(ride.tollsKurus)}</dd>
          </div>
          <div className="booking-fare__total">
            <dt>{t('completed.total')}</dt>
            <dd>{money(ride.fareKurus + ride.tollsKurus)}</dd>
          </div>
        </dl>
        <FareCheckLine ride={listed} />
        <p className="booking-receipt">
          <Link to={`${localePath(PAGES.receipt, lang)}?no=${receiptNumber}`}>{t('completed.receipt')}</Link>
          <a href={`${apiPath(`/me/receipts/${receiptNumber}`)}/pdf?lang=${lang}`} download>
            {t('completed.receiptPdf')}
          </a>
        </p>
        {ride.driver && <RateDriver ride={ride} name={driverShortName(ride.driver)} onRated={onRated} />}
      </div>
    </div>
  )
}

function FareCheckLine({ ride }: { ride: Ride | null }) {
  const { t } = useTranslation('booking')
  const lang = useLang()
  const check = ride?.fareCheck
  if (!check) return null
  if (check.status === 'noTariff') return <p className="booking-note">{t('completed.noTariff')}</p>
  const range = formatLiraRange(check.lowerKurus, check.upperKurus, lang)
  return <p className={`booking-check booking-check--${check.status}`}>{t(`completed.${check.status}`, { range })}</p>
}

function RateDriver({ ride, name, onRated }: { ride: CurrentRide; name: string; onRated: () => void }) {
  const { t } = useTranslation('booking')
  const lang = useLang()
  const [rating, setRating] = useState(0)
  const [comment, setComment] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [isBusy, setBusy] = useState(false)
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (rating < 1) return setError(t('completed.ratingRequired'))
    setBusy(true)
    try {
      await rateRide(lang, ride.id, rating, comment)
      onRated()
    } catch (failure) {
      setError(errorText(failure, t))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="booking-rate" onSubmit={onSubmit} noValidate aria-labelledby="booking-rate-title">
      <h2 id="booking-rate-title">{t('completed.rateTitle')}</h2>
      <fieldset className="booking-stars">
        <legend>{t('completed.rateLegend', { name })}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className={value <= rating ? 'is-on' : undefined}>
            <input
              type="radio"
              name="rating"
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('completed.star', { count: value })}</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor="booking-rate-comment">{t('completed.comment')}</label>
      <textarea
        id="booking-rate-comment"
        rows={3}
        maxLength={1000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {error && (
        <p role="alert" className="alert alert--error">
          {error}
        </p>
      )}
      <div className="booking-actions">
        <button type="submit" className="button booking-actions__main" disabled={isBusy}>
          {t('completed.rate')}
        </button>
      </div>
    </form>
  )
}
