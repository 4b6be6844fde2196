import { pageMeta } from '#app/lib/meta.ts'
import { PageShell } from '#app/components/page-shell.tsx'
import { registerNamespace } from '#app/lib/i18n.ts'
import { DeletionPage } from '#app/features/account-deletion/deletion-page.tsx'
import { langFromPath } from '#shared/routes.ts'
import { deletion as en } from '#shared/i18n/en/deletion.ts'
import { deletion as tr } from '#shared/i18n/tr/deletion.ts'
import type { Route } from './+types/account-deletion'

registerNamespace('deletion', { en, tr })

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('accountDeletion', location.pathname, (langFromPath(location.pathname) === 'en' ? en : tr).description)

export default function Page() {
  return (
    <PageShell>
      <DeletionPage />
    </PageShell>
  )
}
