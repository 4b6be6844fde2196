import { pageMeta } from '#app/lib/meta.ts'
import { PageShell } from '#app/components/page-shell.tsx'
import { registerNamespace } from '#app/lib/i18n.ts'
import { SupportPage } from '#app/features/support/support-page.tsx'
import { support as tr } from '#shared/i18n/tr/support.ts'
import type { Route } from './+types/support'

// this language's catalog only: the other one is the other language's route module (decision 008)
registerNamespace('support', { tr })

export const meta: Route.MetaFunction = ({ location }) => pageMeta('support', location.pathname, tr.description)

export default function Page() {
  return (
    <PageShell>
      <SupportPage />
    </PageShell>
  )
}
