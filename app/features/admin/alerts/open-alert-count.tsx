import { useQuery } from '@tanstack/react-query'
import { apiPath } from '#shared/api-paths.ts'
import { adminAlerts as en } from '#shared/i18n/en/admin-alerts.ts'
import { adminAlerts as tr } from '#shared/i18n/tr/admin-alerts.ts'
import type { AlertCounts } from '#shared/schemas/operations-alerts.ts'
import { registerNamespace, useLang, useTranslation } from '#app/lib/i18n.ts'
import { adminGet } from '../admin-api.ts'

// the badge shows on every back-office page: only its own words here, the page registers the rest
registerNamespace('adminAlerts', {
  en: { badge_one: en.badge_one, badge_other: en.badge_other },
  tr: { badge_one: tr.badge_one, badge_other: tr.badge_other },
})

/** How often the count is asked for while the tab is visible (paused while hidden). */
export const ALERT_REFRESH_MS = 15_000

/** The query key of the counts: the queue page's actions refresh it at once (`['admin', …]`). */
export const ALERT_COUNTS_KEY = ['admin', 'alerts', 'counts'] as const

/**
 * The alert queue's counts (issue 25), refreshed every 15 s while the tab is visible and at once
 * when it comes back: `{ open, taken }`, undefined until the first answer (or when it failed).
 */
export function useAlertCounts(): AlertCounts | undefined {
  const lang = useLang()
  const query = useQuery({
    queryKey: [...ALERT_COUNTS_KEY, lang],
    queryFn: ({ signal }) => adminGet<AlertCounts>(apiPath('/admin/alerts/counts'), {}, lang, signal),
    refetchInterval: ALERT_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: ALERT_REFRESH_MS,
  })
  return query.data
}

/** How many alerts nobody has taken yet (undefined until known): for the menu and the live map. */
export function useOpenAlertCount(): number | undefined {
  return useAlertCounts()?.open
}

/**
 * The number of open alerts as a badge, read out as "3 open alerts"; nothing while there is none.
 * Must be inside the back-office's QueryProvider (every admin page is).
 */
export function OpenAlertBadge({ className = 'admin-badge' }: { className?: string }) {
  const count = useOpenAlertCount()
  const { t } = useTranslation('adminAlerts')
  if (!count) return null
  return (
    <>
      {' '}
      <span className={className} aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span className="visually-hidden">({t('badge', { count })})</span>
    </>
  )
}
