import { useTranslation } from '#app/lib/i18n.ts'
import { adminMeta } from '#app/features/admin/admin-meta.ts'
import { AdminPlaceholder } from '#app/features/admin/admin-placeholder.tsx'
import type { Route } from './+types/kvkk'

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, (c) => c.nav.kvkk)

/** Placeholder: the kvkk branch replaces this page. */
export default function Page() {
  const { t } = useTranslation('admin')
  return <AdminPlaceholder title={t('nav.kvkk')} />
}
