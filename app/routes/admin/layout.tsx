import { lazy, Suspense } from 'react'
import { admin as en } from '#shared/i18n/en/admin.ts'
import { admin as tr } from '#shared/i18n/tr/admin.ts'
import { adminCases as casesEn } from '#shared/i18n/en/admin-cases.ts'
import { adminCases as casesTr } from '#shared/i18n/tr/admin-cases.ts'
import { rides as ridesEn } from '#shared/i18n/en/rides.ts'
import { rides as ridesTr } from '#shared/i18n/tr/rides.ts'
import { ADMIN_PAGES, langFromPath, localePath } from '#shared/routes.ts'
import { registerNamespace } from '#app/lib/i18n.ts'
import { AdminLayout } from '#app/features/admin/admin-layout.tsx'
import { adminMeta } from '#app/features/admin/admin-meta.ts'
import { requireStaffUser } from '#app/features/admin/staff-session.ts'
import { AdminPages } from './pages.tsx'
import type { Route } from './+types/layout'

registerNamespace('admin', { en, tr })
// every page names ride statuses and actors, and the audit trail names cases' statuses
registerNamespace('adminCases', { en: casesEn, tr: casesTr })
registerNamespace('rides', { en: ridesEn, tr: ridesTr })

const TwoFactor = lazy(() => import('./two-factor.tsx'))

const isTwoFactorPath = (pathname: string) =>
  pathname.replace(/\/+$/, '') === localePath(ADMIN_PAGES.twoFactor, langFromPath(pathname))

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, (c) => c.title)

/**
 * Issue 14: the back-office, `/admin/*` (one route per language). Its guard: staff only, after
 * two-factor sign-in; anyone else goes to /login, staff without two-factor to enrol (the one page
 * here open to them).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (isTwoFactorPath(new URL(request.url).pathname)) return { user: null }
  return { user: await requireStaffUser(request) }
}

export default function Layout({ loaderData }: Route.ComponentProps) {
  if (!loaderData.user)
    return (
      <Suspense>
        <TwoFactor />
      </Suspense>
    )
  return (
    <AdminLayout user={loaderData.user}>
      <Suspense fallback={<p role="status" className="admin-loading" />}>
        <AdminPages />
      </Suspense>
    </AdminLayout>
  )
}
