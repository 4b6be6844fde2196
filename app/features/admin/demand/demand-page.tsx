import { useId } from 'react'
import { DEMAND_PERIODS, type DemandPeriod } from '#shared/schemas/demand.ts'
import { useUrlFilters } from '../url-filters.ts'
import { DemandMap } from './demand-map.tsx'
import { useDemandWords } from './demand-words.ts'
import { demandCsvHref, useDemandGrid, useTopAreas } from './get-demand.ts'
import { TopAreasTable } from './top-areas-table.tsx'
import './demand.css'

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)

/** The period and the hour as the address keeps them (`?period=today&hour=8`), unknown values as the defaults. */
function readFilters(values: Record<string, string>): { period: DemandPeriod; hour: number | null } {
  const period = (DEMAND_PERIODS as readonly string[]).includes(values.period ?? '')
    ? (values.period as DemandPeriod)
    : '7d'
  const hour = Number.parseInt(values.hour ?? '', 10)
  return { period, hour: hour >= 0 && hour <= 23 ? hour : null }
}

/**
 * Where taxis are needed (issue 25): requests, requests no taxi took and free taxis per area, for
 * the last 7 days or today, on the map and in a table of the ten worst areas, and as CSV.
 */
export function DemandPage() {
  const { t, figure } = useDemandWords()
  const sectionId = useId()
  const [values, setValues] = useUrlFilters({ period: '7d', hour: '' })
  const { period, hour } = readFilters(values)
  const grid = useDemandGrid(period, hour)
  const top = useTopAreas(period)
  const cells = grid.data?.cells ?? []
  const set = (next: Partial<Filters>) => {
    const nextHour = next.hour === undefined ? hour : next.hour
    setValues({ period: next.period ?? period, hour: nextHour === null ? '' : String(nextHour) })
  }
  const retry = () => void Promise.all([grid.refetch(), top.refetch()])
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="demand-intro">{t('intro')}</p>
      <DemandControls period={period} hour={hour} onChange={set} />
      {(grid.isError || top.isError) && (
        <p role="alert">
          {t('failed')}{' '}
          <button type="button" className="button button--secondary" onClick={retry}>
            {t('retry')}
          </button>
        </p>
      )}
      <p className="demand-summary" aria-live="polite">
        {grid.data
          ? t('summary', {
              cells: figure(cells.filter((c) => c.requests > 0).length),
              requests: figure(cells.reduce((sum, c) => sum + c.requests, 0)),
              expired: figure(cells.reduce((sum, c) => sum + c.expired, 0)),
              minutes: figure(grid.data.sampledMinutes),
            })
          : t('loading')}
      </p>
      <section className="admin-section" aria-labelledby={`${sectionId}-map`}>
        <h2 id={`${sectionId}-map`}>{t('map.heading')}</h2>
        <p>{grid.data && !cells.length ? t('map.empty') : t('map.hint')}</p>
        <DemandMap cells={cells} />
      </section>
      <section className="admin-section">
        <h2>{t('top.heading')}</h2>
        <TopAreasTable areas={top.data?.areas} isBusy={top.isFetching} />
      </section>
    </>
  )
}

type Filters = { period: DemandPeriod; hour: number | null }

/** The period (radio buttons), the hour of the day (a select) and the CSV of the period. */
function DemandControls({ period, hour, onChange }: Filters & { onChange: (next: Partial<Filters>) => void }) {
  const { t, lang, hourRange } = useDemandWords()
  const hourId = useId()
  return (
    <div className="admin-filters demand-controls">
      <fieldset className="demand-period">
        <legend>{t('period.legend')}</legend>
        {DEMAND_PERIODS.map((p) => (
          <label key={p}>
            <input
              type="radio"
              name="demand-period"
              value={p}
              checked={period === p}
              onChange={() => onChange({ period: p })}
            />
            {t(`period.${p}`)}
          </label>
        ))}
      </fieldset>
      <div className="admin-filters__field">
        <label htmlFor={hourId}>{t('hour.label')}</label>
        <select
          id={hourId}
          value={hour === null ? '' : String(hour)}
          onChange={(e) => onChange({ hour: e.target.value === '' ? null : Number(e.target.value) })}
        >
          <option value="">{t('hour.all')}</option>
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {hourRange(h)}
            </option>
          ))}
        </select>
      </div>
      <a className="button button--secondary" href={demandCsvHref(period, lang)} download>
        {t('download')}
      </a>
    </div>
  )
}
