import { useEffect, useRef } from 'react'
import { formatDate, formatLira } from '#shared/format.ts'
import type { Lang } from '#shared/routes.ts'
import type { FareEstimate, FareEstimateResult } from '#shared/tariffs/estimate.ts'
import { cityLabel } from '#shared/tariffs/labels.ts'
import { effectiveInstant } from '#shared/tariffs/select.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'

const dayLabel = (day: string, lang: Lang) => formatDate(effectiveInstant(day).toISOString(), lang)

/** Km as typed, up to the metre: 12.345 stays 12.345 (formatKm would show 12.35). */
function kmLabel(metres: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en', { maximumFractionDigits: 3 }).format(metres / 1000)
}

/** The estimate and its breakdown, or why there is none; takes focus when it changes so it is read out. */
export function EstimateResult({ result }: { result: FareEstimateResult }) {
  const { t } = useTranslation('fares')
  const lang = useLang()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [result])

  if (result.kind === 'unknown') {
    const text = t(`unknown.${result.reason}`, {
      city: cityLabel(result.city, lang),
      taxiClass: t(`classes.${result.taxiClass}`),
      date: result.effectiveFrom ? dayLabel(result.effectiveFrom, lang) : '',
    })
    return (
      <section className="fares-result card" aria-labelledby="fares-result-title">
        <h2 id="fares-result-title" ref={headingRef} tabIndex={-1}>
          {t('unknown.title')}
        </h2>
        <p>{text}</p>
      </section>
    )
  }
  const estimate = result.estimate
  return (
    <section className="fares-result card" aria-labelledby="fares-result-title">
      <h2 id="fares-result-title" ref={headingRef} tabIndex={-1}>
        {t('result.title')}: {formatLira(estimate.totalKurus, lang)}
      </h2>
      <p className="fares-result__summary">
        {t('result.summary', {
          total: formatLira(estimate.totalKurus, lang),
          km: kmLabel(estimate.distanceMetres, lang),
          city: cityLabel(estimate.city, lang),
          taxiClass: t(`classes.${estimate.taxiClass}`),
        })}
      </p>
      <Breakdown estimate={estimate} />
      <p className="fares-result__meta">
        {t('result.effective', { date: dayLabel(estimate.effectiveFrom, lang) })}
        <br />
        {t('result.source', { source: estimate.source[lang] })}
        {!estimate.source.isVerified && <> ({t('result.unverified')})</>}
      </p>
      <p className="alert alert--info">{t('result.meterDecides')}</p>
    </section>
  )
}

function Breakdown({ estimate }: { estimate: FareEstimate }) {
  const { t } = useTranslation('fares')
  const lang = useLang()
  const money = (kurus: number) => formatLira(kurus, lang)
  const lines: [string, number, string?][] = [
    [t('result.opening'), estimate.openingKurus],
    [
      t('result.distance', { km: kmLabel(estimate.distanceMetres, lang), rate: money(estimate.rates.perKmKurus) }),
      estimate.distanceKurus,
    ],
  ]
  if (estimate.waitingSeconds > 0) {
    const minutes = Math.round(estimate.waitingSeconds / 60)
    lines.push([
      t('result.waiting', { minutes, rate: money(estimate.rates.waitingPerHourKurus) }),
      estimate.waitingKurus,
    ])
  }
  lines.push([t('result.meter'), estimate.meterKurus, 'subtotal'])
  if (estimate.isMinimumApplied) lines.push([t('result.minimum'), estimate.minimumKurus])
  lines.push([t('result.fare'), estimate.fareKurus, 'subtotal'])
  lines.push([t('result.tolls'), estimate.tollsKurus], [t('result.serviceFee'), estimate.serviceFeeKurus])
  lines.push([t('result.total'), estimate.totalKurus, 'total'])
  return (
    <>
      <table className="fares-breakdown">
        <caption className="visually-hidden">{t('result.breakdown')}</caption>
        <tbody>
          {lines.map(([label, kurus, kind]) => (
            <tr key={label} className={kind ? `fares-breakdown__${kind}` : undefined}>
              <th scope="row">{label}</th>
              <td className="num">{money(kurus)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {estimate.isMinimumApplied && (
        <p className="fares-result__minimum">{t('result.minimumApplied', { minimum: money(estimate.minimumKurus) })}</p>
      )}
    </>
  )
}
