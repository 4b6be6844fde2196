import { pageMeta } from '#app/lib/meta.ts'
import { PageShell } from '#app/components/page-shell.tsx'
import { useTranslation } from '#app/lib/i18n.ts'
import type { Route } from './+types/account-deletion'

export const meta: Route.MetaFunction = ({ location }) => pageMeta('accountDeletion', location.pathname)

export default function Page() {
  const { t } = useTranslation()
  return (
    <PageShell>
      <h1>{t('pages.accountDeletion')}</h1>
    </PageShell>
  )
}
