import { pageMeta } from '#app/lib/meta.ts'
import { PageShell } from '#app/components/page-shell.tsx'
import { registerNamespace } from '#app/lib/i18n.ts'
import { FareEstimatePage } from '#app/features/fare-estimate/fare-estimate-page.tsx'
import { fares as en } from '#shared/i18n/en/fares.ts'
import type { Route } from './+types/fare-estimate'

// this language's catalog only: the other one is the other language's route module (decision 008)
registerNamespace('fares', { en })

export const meta: Route.MetaFunction = ({ location }) => pageMeta('fareEstimate', location.pathname, en.description)

export default function Page() {
  return (
    <PageShell>
      <FareEstimatePage />
    </PageShell>
  )
}
