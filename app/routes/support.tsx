import { pageMeta } from '#app/lib/meta.ts'
import { PageShell } from '#app/components/page-shell.tsx'
import { registerNamespace } from '#app/lib/i18n.ts'
import { SupportPage } from '#app/features/support/support-page.tsx'
import { langFromPath } from '#shared/routes.ts'
import { support as en } from '#shared/i18n/en/support.ts'
import { support as tr } from '#shared/i18n/tr/support.ts'
import type { Route } from './+types/support'

registerNamespace('support', { en, tr })

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('support', location.pathname, (langFromPath(location.pathname) === 'en' ? en : tr).description)

export default function Page() {
  return (
    <PageShell>
      <SupportPage />
    </PageShell>
  )
}
