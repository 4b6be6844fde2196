import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { apiPath } from '#shared/api-paths.ts'
import { formatDate } from '#shared/format.ts'
import { adminPath, type AdminPageKey } from '#shared/routes.ts'
import type { AdminOverview } from '#shared/schemas/admin-overview.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { adminGet } from './admin-api.ts'
import { useRideStatusText } from './words.ts'

/** The back-office's first page: today's and this week's rides, drivers, open requests; each links to its list. */
export function OverviewPage() {
  const lang = useLang()
  const { t } = useTranslation('admin')
  const query = useQuery({
    queryKey: ['admin', 'overview', lang],
    queryFn: ({ signal }) => adminGet<AdminOverview>(apiPath('/admin/overview'), {}, lang, signal),
  })
  const o = query.data
  const statusText = useRideStatusText()
  const figure = (label: string, value: number | undefined, page: AdminPageKey, note?: string, search = '') => (
    <li className="admin-figure">
      <Link to={`${adminPath(page, lang)}${search}`}>{label}</Link>
      <strong aria-live="polite">{value ?? '\u00a0'}</strong>
      {note && <span>{note}</span>}
    </li>
  )
  const statuses = (counts: AdminOverview['today'] | undefined) =>
    counts && Object.keys(counts.byStatus).length
      ? Object.entries(counts.byStatus)
          .map(([status, n]) => `${statusText(status)} ${n}`)
          .join(' · ')
      : undefined
  return (
    <>
      <h1>{t('overview.title')}</h1>
      {query.isError && <p role="alert">{t('table.error')}</p>}
      <ul className="admin-figures" aria-busy={!o || undefined}>
        {figure(t('overview.today'), o?.today.total, 'rides', statuses(o?.today))}
        {figure(t('overview.week'), o?.week.total, 'rides', statuses(o?.week))}
        {figure(t('overview.onlineDrivers'), o?.onlineDrivers, 'users')}
        {figure(t('overview.verifiedDrivers'), o?.verifiedDrivers, 'users')}
        {figure(t('overview.waitingVerification'), o?.waitingVerification, 'drivers')}
        {figure(
          t('overview.openKvkk'),
          o?.openKvkkRequests,
          'kvkk',
          o &&
            (o.nearestKvkkDeadline
              ? t('overview.nearestDeadline', { date: formatDate(o.nearestKvkkDeadline, lang) })
              : t('overview.noDeadline')),
        )}
        {figure(t('overview.openProblems'), o?.openProblemReports, 'problems')}
        {figure(
          t('overview.openAlerts'),
          o?.openAlerts,
          'alerts',
          o?.takenAlerts ? t('overview.takenAlerts', { count: o.takenAlerts }) : undefined,
        )}
        {figure(
          t('overview.stuckRides'),
          o?.stuckRides,
          'rides',
          o && t('overview.stuckNote', { hours: Math.round(o.stuckAfterSeconds / 3600) }),
          '?stuck=1',
        )}
      </ul>
      <p>{t('overview.istanbulDays')}</p>
    </>
  )
}
