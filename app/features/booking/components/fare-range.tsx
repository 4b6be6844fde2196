import { useEffect, useState } from 'react'
import { distanceMetres } from '#shared/ride-lifecycle/geo.ts'
import { formatDate, formatLiraRange } from '#shared/format.ts'
import type { FareEstimateResponse } from '#shared/schemas/fare-estimate.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { estimateFare } from '../api/estimate-fare.ts'
import { errorText } from '../lib/error-text.ts'
import type { Position } from '../lib/ride-draft.ts'

/**
 * With no routing service, the road length is bounded by the straight line: no road is shorter,
 * and Istanbul's (bridges, one-way streets) rarely run more than 1.6 times as long.
 */
const SHORTEST_ROAD_FACTOR = 1
const LONGEST_ROAD_FACTOR = 1.6

type Estimate = Extract<FareEstimateResponse, { kind: 'estimate' }>
type Result = { kind: 'range'; low: Estimate; high: Estimate } | { kind: 'unknown'; message: string }

/** The tariff's range for the trip (`POST /api/v1/fare-estimates` at both road lengths), its class, date and source. */
export function FareRange({ pickup, dropoff }: { pickup: Position; dropoff: Position }) {
  const { t } = useTranslation('booking')
  const lang = useLang()
  const [result, setResult] = useState<Result | null>(null)
  const [error, setError] = useState<string | null>(null)
  const straight = distanceMetres(pickup, dropoff)

  useEffect(() => {
    const controller = new AbortController()
    const ask = (factor: number) =>
      estimateFare(
        lang,
        { city: 'Istanbul', distanceMetres: Math.max(1, Math.round(straight * factor)) },
        controller.signal,
      )
    setResult(null)
    setError(null)
    Promise.all([ask(SHORTEST_ROAD_FACTOR), ask(LONGEST_ROAD_FACTOR)]).then(
      ([low, high]) => {
        if (low.kind === 'unknown') setResult({ kind: 'unknown', message: low.message })
        else if (high.kind === 'unknown') setResult({ kind: 'unknown', message: high.message })
        else setResult({ kind: 'range', low, high })
      },
      (reason: unknown) => {
        if ((reason as Error).name !== 'AbortError') setError(errorText(reason, t))
      },
    )
    return () => controller.abort()
    // t is a new function each render; the language is in `lang`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang, straight])

  return (
    <section className="booking-estimate" aria-labelledby="booking-estimate-title" aria-live="polite">
      <h2 id="booking-estimate-title">{t('estimate.title')}</h2>
      {error && <p className="alert alert--error">{error}</p>}
      {!error && !result && <p>{t('estimate.loading')}</p>}
      {result?.kind === 'unknown' && <p>{result.message}</p>}
      {result?.kind === 'range' && (
        <>
          <p className="booking-estimate__range">
            {t('estimate.range', {
              range: formatLiraRange(result.low.totalKurus, result.high.totalKurus, lang),
              taxiClass: t(`estimate.${result.low.taxiClass}`),
            })}
          </p>
          <p className="booking-estimate__meta">
            {t('estimate.effective', {
              date: formatDate(`${result.low.effectiveFrom}T12:00:00Z`, lang),
              source: result.low.source[lang],
            })}
          </p>
          <p className="booking-estimate__meta">{t('estimate.meterDecides')}</p>
        </>
      )}
    </section>
  )
}
