import { pageMeta } from '#app/lib/meta.ts'
import { PageShell } from '#app/components/page-shell.tsx'
import { registerNamespace } from '#app/lib/i18n.ts'
import { FareEstimatePage } from '#app/features/fare-estimate/fare-estimate-page.tsx'
import { fares as tr } from '#shared/i18n/tr/fares.ts'
import type { Route } from './+types/fare-estimate'

// this language's catalog only: the other one is the other language's route module (decision 008)
registerNamespace('fares', { tr })

export const meta: Route.MetaFunction = ({ location }) => pageMeta('fareEstimate', location.pathname, tr.description)

export default function Page() {
  return (
    <PageShell>
      <FareEstimatePage />
    </PageShell>
  )
}
