import { useId, useState, type FormEvent } from 'react'
import { formatLira } from '#shared/format.ts'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import { useTranslation } from '#app/lib/i18n.ts'

/** After completing: the driver rates the passenger 1–5, with an optional comment. */
export function RatingForm({
  ride,
  busy,
  onRate,
}: {
  ride: RideDetail
  busy: boolean
  onRate: (rating: number, comment: string) => void
}) {
  const { t, lang } = useTranslation('driverMode')
  const id = useId()
  const [rating, setRating] = useState<number | null>(null)
  const [comment, setComment] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (rating === null) return setError(t('rating.required'))
    onRate(rating, comment)
  }
  return (
    <form className="driver-form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('rating.heading', { name: ride.passenger.firstName })}</h3>
      <p>{t('rating.fare', { fare: formatLira(ride.fareKurus, lang), tolls: formatLira(ride.tollsKurus, lang) })}</p>
      <fieldset className="driver-stars" aria-describedby={error ? `${id}-error` : undefined}>
        <legend>{t('rating.legend')}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className="driver-star">
            <input
              type="radio"
              name={`${id}-rating`}
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
            />
            <span aria-hidden="true">{'★'.repeat(value)}</span>
            <span className="visually-hidden">{t('rating.star', { count: value })}</span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p id={`${id}-error`} className="driver-field-error">
          {error}
        </p>
      )}
      <label htmlFor={`${id}-comment`}>{t('rating.comment')}</label>
      <textarea
        id={`${id}-comment`}
        rows={2}
        maxLength={1000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <button type="submit" className="button driver-big" disabled={busy}>
        {t('rating.submit')}
      </button>
    </form>
  )
}
