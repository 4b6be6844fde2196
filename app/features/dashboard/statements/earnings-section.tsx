import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { formatLira } from '#shared/format.ts'
import { localePath, PAGES } from '#shared/routes.ts'
import { WEEK_TABLE_COLUMNS, weekTableFigure, type WeekTableColumn } from '#shared/receipts/statement-lines.ts'
import type { StatementWeek } from '#shared/schemas/receipts.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { QueryError } from '../components/query-error.tsx'
import { useStatements } from './statements-api.ts'
import { weekDates } from './week-label.ts'

// uPlot is fetched only when this section renders: it never weighs on another page (decision 008)
const EarningsChartCanvas = lazy(() => import('./earnings-chart-canvas.tsx'))

/**
 * False on the first render, true one task later. The overview's first render was one long task
 * (about 120 ms under Lighthouse's mobile throttling, issue 10); the earnings' chart and table now
 * render in a task of their own, after the figures have painted.
 */
function useNextTask(): boolean {
  const [next, setNext] = useState(false)
  useEffect(() => {
    const id = setTimeout(() => setNext(true), 0)
    return () => clearTimeout(id)
  }, [])
  return next
}

/** The driver overview's earnings: the 12-week chart, then the same weeks as a table of statements. */
export function EarningsSection() {
  const ready = useNextTask()
  return ready ? (
    <EarningsCard>
      <EarningsWeeks />
    </EarningsCard>
  ) : (
    <EarningsLoading />
  )
}

/** The section before its weeks are asked for: also part of the driver panel's loading frame. */
export function EarningsLoading() {
  return (
    <EarningsCard>
      <div className="earnings-chart">
        <ChartLoading />
      </div>
    </EarningsCard>
  )
}

function EarningsCard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('statements')
  return (
    <section className="card earnings" aria-labelledby="earnings-title">
      <h2 id="earnings-title" className="dash-section-title">
        {t('chart.title')}
      </h2>
      <p className="earnings__intro">{t('chart.description')}</p>
      {children}
    </section>
  )
}

/** The weeks' chart and table, once the statements have arrived (or their error, with a retry). */
function EarningsWeeks() {
  const lang = useLang()
  const { t } = useTranslation('statements')
  const statements = useStatements(lang)
  const weeks = statements.data?.weeks
  const formatTick = useCallback((kurus: number) => formatLira(kurus, lang), [lang])
  const bars = useMemo(
    () =>
      (weeks ?? []).map((w) => ({
        label: weekDates(w, lang).from,
        valueKurus: w.netKurus,
        text: formatLira(w.netKurus, lang),
      })),
    [weeks, lang],
  )
  if (statements.isError && !weeks)
    return (
      <QueryError
        message={t('states.loadFailed')}
        onRetry={() => void statements.refetch()}
        busy={statements.isFetching}
      />
    )
  const summary = weeks?.length
    ? t('chart.summary', {
        from: weekDates(weeks[0]!, lang).from,
        to: weekDates(weeks[weeks.length - 1]!, lang).to,
        max: formatLira(Math.max(...weeks.map((w) => w.netKurus)), lang),
        total: formatLira(
          weeks.reduce((sum, w) => sum + w.netKurus, 0),
          lang,
        ),
      })
    : ''
  return (
    <>
      <div className="earnings-chart">
        {weeks ? (
          <Suspense fallback={<p className="earnings-chart__loading">{t('chart.loading')}</p>}>
            <EarningsChartCanvas bars={bars} summary={summary} formatTick={formatTick} />
          </Suspense>
        ) : (
          <ChartLoading />
        )}
      </div>
      {weeks && <WeekTable weeks={weeks} />}
      {weeks && <p className="earnings__intro">{t('chart.netDefinition')}</p>}
    </>
  )
}

/** Said while the weeks (or the section itself) are on their way. */
function ChartLoading() {
  const { t } = useTranslation('statements')
  return (
    <p className="earnings-chart__loading" role="status">
      {t('chart.loading')}
    </p>
  )
}

/** Each money column's header: the statement's own words (shared/receipts/statement-lines.ts). */
const COLUMN_HEADERS = {
  gross: 'gross',
  commission: 'commissionShort',
  tolls: 'tollsShort',
  net: 'net',
} as const satisfies Record<WeekTableColumn, string>

/** The weeks newest first, gross to net left to right, so a net above the gross shows its tolls. */
function WeekTable({ weeks }: { weeks: StatementWeek[] }) {
  const lang = useLang()
  const { t } = useTranslation('statements')
  return (
    // focusable: a keyboard user can scroll the table sideways at mid widths; below 640 px the weeks stack
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t('chart.tableCaption')}>
      <table className="statement-weeks">
        <caption>{t('chart.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('week')}</th>
            {WEEK_TABLE_COLUMNS.map((column) => (
              <th scope="col" key={column}>
                {t(COLUMN_HEADERS[column])}
              </th>
            ))}
            <th scope="col">{t('completedRides')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('actions.open')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {[...weeks].reverse().map((w) => {
            const range = t('weekRange', weekDates(w, lang))
            return (
              <tr key={w.weekStart}>
                <th scope="row">{range}</th>
                {WEEK_TABLE_COLUMNS.map((column) => (
                  <td key={column} data-label={t(COLUMN_HEADERS[column])}>
                    {formatLira(weekTableFigure(w, column), lang)}
                  </td>
                ))}
                <td data-label={t('completedRides')}>{w.completedRides}</td>
                <td className="statement-weeks__open">
                  <Link
                    to={`${localePath(PAGES.weeklyStatement, lang)}?week=${w.weekStart}`}
                    aria-label={t('actions.openLabel', { range })}
                  >
                    {t('actions.open')}
                  </Link>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
