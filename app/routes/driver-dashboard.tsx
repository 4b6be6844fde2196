import { pageMeta } from '#app/lib/meta.ts'
import { PageShell } from '#app/components/page-shell.tsx'
import { useTranslation } from '#app/lib/i18n.ts'
import type { Route } from './+types/driver-dashboard'

export const meta: Route.MetaFunction = ({ location }) => pageMeta('driverDashboard', location.pathname)

export default function Page() {
  const { t } = useTranslation()
  return (
    <PageShell>
      <h1>{t('pages.driverDashboard')}</h1>
    </PageShell>
  )
}
