import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react'
import { matchPath, useLocation } from 'react-router'
import { admin as en } from '#shared/i18n/en/admin.ts'
import { admin as tr } from '#shared/i18n/tr/admin.ts'
import { ADMIN_PAGES, localePath, type AdminPageKey } from '#shared/routes.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import type { AdminPageProps } from '#app/features/admin/admin-page-props.ts'
import { AdminPlaceholder } from '#app/features/admin/admin-placeholder.tsx'

type Page = { component: LazyExoticComponent<ComponentType<AdminPageProps>>; title: (catalog: typeof en) => string }

/**
 * THE table of back-office pages (issue 14): one line per page, its module loaded when first
 * opened. The whole back-office is one route of React Router per language (`/admin/*`), so the
 * route manifest every public page downloads does not grow with it (decision 008). A new page:
 * its path in `ADMIN_PAGES` (shared/routes.ts), its line here, a thin module beside this file
 * default-exporting the page, and a menu entry in `app/features/admin/admin-nav.ts`.
 */
export const ADMIN_PAGE_MODULES: Record<Exclude<AdminPageKey, 'twoFactor'>, Page> = {
  overview: { component: lazy(() => import('./overview.tsx')), title: (c) => c.overview.title },
  users: { component: lazy(() => import('./users.tsx')), title: (c) => c.users.title },
  user: { component: lazy(() => import('./user.tsx')), title: (c) => c.users.title },
  rides: { component: lazy(() => import('./rides.tsx')), title: (c) => c.rides.title },
  ride: { component: lazy(() => import('./ride.tsx')), title: (c) => c.rides.title },
  drivers: { component: lazy(() => import('./drivers.tsx')), title: (c) => c.nav.drivers },
  kvkk: { component: lazy(() => import('./kvkk.tsx')), title: (c) => c.nav.kvkk },
  problems: { component: lazy(() => import('./problems.tsx')), title: (c) => c.nav.problems },
  auditLog: { component: lazy(() => import('./audit-log.tsx')), title: (c) => c.audit.title },
  staff: { component: lazy(() => import('./staff.tsx')), title: (c) => c.staff.title },
  live: { component: lazy(() => import('./live.tsx')), title: (c) => c.nav.live },
  alerts: { component: lazy(() => import('./alerts.tsx')), title: (c) => c.nav.alerts },
  demand: { component: lazy(() => import('./demand.tsx')), title: (c) => c.nav.demand },
}

/**
 * The page for the URL, with its title. Matched here with `matchPath` rather than descendant
 * `<Routes>`: React Router's `<Routes>` would add its code to the chunk every public page loads.
 */
export function AdminPages() {
  const { pathname } = useLocation()
  const lang = useLang()
  const { t } = useTranslation('admin')
  for (const key of Object.keys(ADMIN_PAGE_MODULES) as (keyof typeof ADMIN_PAGE_MODULES)[]) {
    const match = matchPath(localePath(ADMIN_PAGES[key], lang), pathname.replace(/(.)\/+$/, '$1'))
    if (match) return <Titled key={key} {...ADMIN_PAGE_MODULES[key]} params={match.params} />
  }
  return <AdminPlaceholder title={t('table.empty')} />
}

function Titled({ title, component: Component, params }: Page & AdminPageProps) {
  const lang = useLang()
  useEffect(() => {
    const catalog = lang === 'en' ? en : tr
    document.title = `${title(catalog)} | ${catalog.title} | Durak`
  }, [lang, title])
  return <Component params={params} />
}
