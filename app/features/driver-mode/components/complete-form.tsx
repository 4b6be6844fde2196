import { useEffect, useId, useState, type FormEvent } from 'react'
import { formatLira, formatLiraRange } from '#shared/format.ts'
import { parseMoneyInput } from '#shared/money-input.ts'
import { fareNeedsConfirm } from '#shared/ride-lifecycle/fare-confirm.ts'
import type { CompleteRide, RideDetail } from '#shared/schemas/rides-api.ts'
import { useTranslation, type TFunction } from '#app/lib/i18n.ts'
import { getFareRange, type FareRange } from '../api/get-fare-range.ts'
import { rideDistanceMetres } from '../lib/ride-track.ts'
import { FareConfirm } from './fare-confirm.tsx'
import { LiraField } from './lira-field.tsx'

/** Seconds since the passenger boarded (the IN_PROGRESS step of the timeline). */
function rideSeconds(ride: RideDetail): number {
  const start = ride.timeline.findLast((event) => event.to === 'IN_PROGRESS')?.at
  if (!start) return 0
  return Math.min(86_400, Math.max(0, Math.round((Date.now() - new Date(start).getTime()) / 1000)))
}

/**
 * The tariff's range for this ride, read once when the form opens; `meterDecides` without a
 * destination and without a tracked distance (nothing to price: decision 054).
 */
function useFareRange(ride: RideDetail, facts: { distanceMetres: number; durationSeconds: number }) {
  const { lang } = useTranslation('driverMode')
  const hasNoDistance = ride.dropoff === null && facts.distanceMetres === 0
  const [range, setRange] = useState<FareRange | null | 'loading' | 'meterDecides'>(
    hasNoDistance ? 'meterDecides' : 'loading',
  )
  useEffect(() => {
    if (hasNoDistance) return
    const abort = new AbortController()
    getFareRange({ city: ride.city, ...facts }, lang, abort.signal).then(setRange, () => {
      if (!abort.signal.aborted) setRange(null)
    })
    return () => abort.abort()
  }, [ride.city, facts, lang, hasNoDistance])
  return range
}

/**
 * An amount field read the one way (`parseMoneyInput`: "1.650,50", "1650,50", "1650.50"): kuruş, or
 * the message to show, in the page's language. An empty tolls field is 0.
 */
function readAmount(typed: string, field: 'fare' | 'tolls', t: TFunction<'driverMode'>, lang: 'tr' | 'en') {
  const read = parseMoneyInput(typed)
  if (read.ok) return { kurus: read.kurus }
  if (read.reason === 'empty' && field === 'tolls') return { kurus: 0 }
  if (read.reason === 'ambiguous') {
    const values = { typed: typed.trim(), amount: formatLira(read.wholeKurus, lang), whole: read.wholeKurus / 100 }
    return { error: t('complete.amountAmbiguous', values) }
  }
  return { error: t(field === 'fare' ? 'complete.fareInvalid' : 'complete.tollsInvalid') }
}

type Props = { ride: RideDetail; busy: boolean; onComplete: (body: CompleteRide) => void }

/**
 * The meter's fare as Turkish writes money ("1.650,50"; "1650.50" too) and the tolls, with the tariff's range beside
 * the fare; a fare far outside it is confirmed before it is sent.
 */
export function CompleteForm({ ride, busy, onComplete }: Props) {
  const { t, lang } = useTranslation('driverMode')
  const id = useId()
  const [fare, setFare] = useState('')
  const [tolls, setTolls] = useState('')
  const [errors, setErrors] = useState<{ fare?: string; tolls?: string }>({})
  const [confirm, setConfirm] = useState<{ body: CompleteRide; kind: 'below' | 'above' } | null>(null)
  const [facts] = useState(() => ({
    distanceMetres: rideDistanceMetres(ride.id, ride.pickup, ride.dropoff),
    durationSeconds: rideSeconds(ride),
  }))
  const range = useFareRange(ride, facts)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const fareRead = readAmount(fare, 'fare', t, lang)
    const tollsRead = readAmount(tolls, 'tolls', t, lang)
    setErrors({ fare: fareRead.error, tolls: tollsRead.error })
    const { kurus: fareKurus } = fareRead
    const { kurus: tollsKurus } = tollsRead
    if (fareKurus === undefined || tollsKurus === undefined) return
    const body: CompleteRide = { fareLira: fareKurus / 100, tollsKurus, ...facts }
    const fit = range && range !== 'loading' && range !== 'meterDecides' ? fareNeedsConfirm(fareKurus, range) : 'ok'
    if (fit === 'ok') onComplete(body)
    else setConfirm({ body, kind: fit })
  }

  if (confirm && range && range !== 'loading' && range !== 'meterDecides') {
    const confirmed = () => onComplete(confirm.body)
    return (
      <FareConfirm {...confirm} range={range} busy={busy} onConfirm={confirmed} onCorrect={() => setConfirm(null)} />
    )
  }
  const rangeText =
    range === 'loading'
      ? t('complete.rangeLoading')
      : range === 'meterDecides'
        ? t('complete.rangeMeterDecides')
        : range
          ? t('complete.range', { range: formatLiraRange(range.lowerKurus, range.upperKurus, lang) })
          : t('complete.rangeUnknown')
  return (
    <form className="driver-form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('complete.heading')}</h3>
      <LiraField
        id={`${id}-fare`}
        label={t('complete.fare')}
        hint={t('complete.fareHint')}
        value={fare}
        error={errors.fare}
        onChange={setFare}
        extraId={`${id}-range`}
        extra={
          <p id={`${id}-range`} className="driver-range" aria-live="polite">
            {rangeText}
          </p>
        }
      />
      <LiraField
        id={`${id}-tolls`}
        label={t('complete.tolls')}
        hint={t('complete.tollsHint')}
        value={tolls}
        error={errors.tolls}
        onChange={setTolls}
      />
      <button type="submit" className="button driver-big" disabled={busy}>
        {t('complete.submit')}
      </button>
    </form>
  )
}
