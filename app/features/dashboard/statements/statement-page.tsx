import { Link, useSearchParams } from 'react-router'
import { formatDateTime, formatLira } from '#shared/format.ts'
import { parseWeekStart, weekOf } from '#shared/receipts/week.ts'
import { localePath, PAGES } from '#shared/routes.ts'
import { SITE } from '#shared/site-config.ts'
import { useDestinationText } from '#app/lib/destination-text.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { QueryProvider } from '#app/lib/query-client.tsx'
import { DashboardFrame, type PanelUser } from '../components/dashboard-frame.tsx'
import { QueryError } from '../components/query-error.tsx'
import { MissingRideReport } from './missing-ride-report.tsx'
import { StatementFigures } from './statement-figures.tsx'
import { statementFileUrl, useStatement, useStatementRides } from './statements-api.ts'
import { weekDates } from './week-label.ts'

/** A driver's printable weekly statement (`/haftalik-hesap-ozeti?week=<Monday>`). */
export function StatementPage({ user }: { user: PanelUser }) {
  return (
    <QueryProvider>
      <DashboardFrame user={user}>
        <StatementView />
      </DashboardFrame>
    </QueryProvider>
  )
}

function StatementView() {
  const lang = useLang()
  const { t } = useTranslation('statements')
  const [params] = useSearchParams()
  const week = parseWeekStart(params.get('week') ?? weekOf(new Date()).weekStart)
  return (
    <div className="container dash-panel">
      <p className="doc-back">
        <a href={localePath(PAGES.driverDashboard, lang)}>{t('actions.back')}</a>
      </p>
      {week ? (
        <>
          <WeekNav weekStart={week.weekStart} />
          <StatementDocument weekStart={week.weekStart} />
        </>
      ) : (
        <p role="alert" className="alert alert--error">
          {t('states.invalidWeek')}
        </p>
      )}
    </div>
  )
}

/** Links to the week before and, up to the current one, the week after. */
function WeekNav({ weekStart }: { weekStart: string }) {
  const lang = useLang()
  const { t } = useTranslation('statements')
  const monday = Date.parse(`${weekStart}T12:00:00Z`)
  const shift = (days: number) => new Date(monday + days * 86_400_000).toISOString().slice(0, 10)
  const path = (week: string) => `${localePath(PAGES.weeklyStatement, lang)}?week=${week}`
  const hasNext = shift(7) <= weekOf(new Date()).weekStart
  return (
    <nav className="week-nav" aria-label={t('actions.weekNav')}>
      <Link to={path(shift(-7))}>← {t('actions.previousWeek')}</Link>
      {hasNext && <Link to={path(shift(7))}>{t('actions.nextWeek')} →</Link>}
    </nav>
  )
}

function StatementDocument({ weekStart }: { weekStart: string }) {
  const lang = useLang()
  const { t } = useTranslation('statements')
  const statement = useStatement(lang, weekStart)
  const s = statement.data
  if (statement.isError && !s)
    return (
      <QueryError
        message={t('states.loadFailed')}
        onRetry={() => void statement.refetch()}
        busy={statement.isFetching}
      />
    )
  const dates = s && weekDates(s.week, lang)
  return (
    <>
      <article className="printable-doc" aria-labelledby="statement-title" aria-busy={!s}>
        <header className="printable-doc__head">
          <div>
            <p className="printable-doc__brand">{SITE.productName}</p>
            <h2 id="statement-title">{t('title')}</h2>
            <p>{dates ? t('weekRange', dates) : t('states.loading')}</p>
          </div>
        </header>
        <address className="printable-doc__company">
          <span>{SITE.company.tradeName.value}</span>
          <span>{t('listIntro')}</span>
        </address>
        {s ? <StatementFigures statement={s} /> : <p role="status">{t('states.loading')}</p>}
        <h3>{t('rides')}</h3>
        <StatementRides weekStart={weekStart} enabled={!!s} />
      </article>
      <div className="doc-actions">
        <button type="button" className="button" onClick={() => window.print()}>
          {t('actions.print')}
        </button>
        <a className="button button--secondary" href={statementFileUrl(weekStart, 'pdf', lang)} download>
          {t('actions.pdf')}
        </a>
        <a className="button button--secondary" href={statementFileUrl(weekStart, 'csv', lang)} download>
          {t('actions.csv')}
        </a>
      </div>
      <MissingRideReport weekStart={weekStart} />
    </>
  )
}

function StatementRides({ weekStart, enabled }: { weekStart: string; enabled: boolean }) {
  const lang = useLang()
  const { t } = useTranslation('statements')
  const destination = useDestinationText()
  const rides = useStatementRides(lang, weekStart, enabled)
  if (rides.isError && !rides.data)
    return <QueryError message={t('states.loadFailed')} onRetry={() => void rides.refetch()} busy={rides.isFetching} />
  const items = rides.data?.pages.flatMap((p) => p.items) ?? []
  if (rides.data && items.length === 0) return <p>{t('noRides')}</p>
  return (
    <>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('rides')}>
        <table className="statement-rides">
          <caption className="visually-hidden">{t('rides')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ride.date')}</th>
              <th scope="col">{t('ride.route')}</th>
              <th scope="col">{t('ride.status')}</th>
              <th scope="col">{t('ride.fare')}</th>
              <th scope="col">{t('ride.fee')}</th>
              <th scope="col">{t('ride.tolls')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((r) => (
              <tr key={r.id}>
                <td className="statement-rides__date">{formatDateTime(r.createdAt, lang)}</td>
                <td className="statement-rides__route">
                  {r.pickupAddress} → {destination(r.dropoffAddress)}
                </td>
                <td className="statement-rides__status">
                  {r.status === 'COMPLETED' ? t('statuses.COMPLETED') : t('statuses.CANCELLED')}
                </td>
                <td data-label={t('ride.fare')}>{formatLira(r.fareKurus, lang)}</td>
                <td data-label={t('ride.fee')}>{formatLira(r.cancellationFeeKurus, lang)}</td>
                <td data-label={t('ride.tolls')}>{formatLira(r.tollsKurus, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rides.hasNextPage && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void rides.fetchNextPage()}
          disabled={rides.isFetchingNextPage}
        >
          {t('actions.loadMore')}
        </button>
      )}
    </>
  )
}
