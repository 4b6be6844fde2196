import { pageMeta } from '#app/lib/meta.ts'
import { PageShell } from '#app/components/page-shell.tsx'
import { registerNamespace } from '#app/lib/i18n.ts'
import { FareEstimatePage } from '#app/features/fare-estimate/fare-estimate-page.tsx'
import { langFromPath } from '#shared/routes.ts'
import { fares as en } from '#shared/i18n/en/fares.ts'
import { fares as tr } from '#shared/i18n/tr/fares.ts'
import type { Route } from './+types/fare-estimate'

registerNamespace('fares', { en, tr })

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('fareEstimate', location.pathname, (langFromPath(location.pathname) === 'en' ? en : tr).description)

export default function Page() {
  return (
    <PageShell>
      <FareEstimatePage />
    </PageShell>
  )
}
