import { CITIES } from '#shared/constants.ts'
import { formatDate, formatLira } from '#shared/format.ts'
import type { Lang } from '#shared/routes.ts'
import { cityLabel } from '#shared/tariffs/labels.ts'
import {
  citiesWithTariffs,
  effectiveInstant,
  tariffInEffect,
  tariffPeriods,
  type TariffPeriod,
} from '#shared/tariffs/select.ts'
import { withAblative } from '#shared/i18n/turkish-suffix.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'

const dayLabel = (day: string, lang: Lang) => formatDate(effectiveInstant(day).toISOString(), lang)

/**
 * Every tariff we know, with the period it applies to, as a table that needs no JavaScript and no
 * clock (so the prerendered page stays right as days pass). `now`, once the page runs, marks the
 * rows in effect today.
 */
export function TariffTable({ now }: { now: Date | null }) {
  const lang = useLang()
  const { t } = useTranslation('fares')
  const periods = tariffPeriods()
  const unknownCities = CITIES.filter((city) => !citiesWithTariffs().includes(city)).map((city) =>
    cityLabel(city, lang),
  )
  return (
    <section className="fares-section" aria-labelledby="fares-table-title">
      <h2 id="fares-table-title">{t('table.title')}</h2>
      <p>{t('table.intro')}</p>
      <div className="fares-table-scroll" role="region" aria-labelledby="fares-table-caption" tabIndex={0}>
        <table className="fares-table">
          <caption id="fares-table-caption">{t('table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.city')}</th>
              <th scope="col">{t('table.period')}</th>
              <th scope="col" className="num">
                {t('table.opening')}
              </th>
              <th scope="col" className="num">
                {t('table.perKm')}
              </th>
              <th scope="col" className="num">
                {t('table.minimum')}
              </th>
              <th scope="col" className="num">
                {t('table.waiting')}
              </th>
            </tr>
          </thead>
          <tbody>
            {periods.map((period) => (
              <PeriodRow
                key={`${period.row.city}-${period.row.taxiClass}-${period.row.effectiveFrom}`}
                period={period}
                now={now}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p className="fares-table__unknown">{t('table.unknownCities', { cities: unknownCities.join(', ') })}</p>
      <h3 className="fares-sources__title">{t('table.sources')}</h3>
      <ul className="fares-sources">
        {periods.map(({ row }) => (
          <li key={`${row.city}-${row.taxiClass}-${row.effectiveFrom}`}>
            <strong>
              {cityLabel(row.city, lang)}, {t(`classes.${row.taxiClass}`)}, {dayLabel(row.effectiveFrom, lang)}:
            </strong>{' '}
            {row.source[lang]}
            {!row.source.isVerified && <span className="fares-sources__unverified"> ({t('result.unverified')})</span>}
          </li>
        ))}
      </ul>
    </section>
  )
}

function PeriodRow({ period, now }: { period: TariffPeriod; now: Date | null }) {
  const lang = useLang()
  const { t } = useTranslation('fares')
  const { row, until } = period
  const lookup = now ? tariffInEffect(row.city, row.taxiClass, now) : null
  const isCurrent = lookup?.kind === 'known' && lookup.tariff === row
  const from = dayLabel(row.effectiveFrom, lang)
  return (
    <tr className={isCurrent ? 'fares-table__current' : undefined}>
      <th scope="row">
        {cityLabel(row.city, lang)}
        <span className="fares-table__class">{t(`classes.${row.taxiClass}`)}</span>
      </th>
      <td>
        {until
          ? t('table.between', { from, until: dayLabel(until, lang) })
          : t('table.since', { from, fromAblative: withAblative(from) })}
        {isCurrent && (
          <>
            {/* a separator in the text too, so the two do not run together when read or copied */}
            <span className="visually-hidden"> · </span>
            <span className="fares-badge">{t('table.current')}</span>
          </>
        )}
      </td>
      {row.rates ? (
        <>
          <td className="num">{formatLira(row.rates.openingKurus, lang)}</td>
          <td className="num">{formatLira(row.rates.perKmKurus, lang)}</td>
          <td className="num">{formatLira(row.rates.minimumKurus, lang)}</td>
          <td className="num">{formatLira(row.rates.waitingPerHourKurus, lang)}</td>
        </>
      ) : (
        <td colSpan={4}>{t('table.notKnown')}</td>
      )}
    </tr>
  )
}
