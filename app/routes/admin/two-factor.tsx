import { admin as en } from '#shared/i18n/en/admin.ts'
import { admin as tr } from '#shared/i18n/tr/admin.ts'
import { registerNamespace, useTranslation } from '#app/lib/i18n.ts'
import { adminMeta } from '#app/features/admin/admin-meta.ts'
import { AdminPlaceholder } from '#app/features/admin/admin-placeholder.tsx'
import type { Route } from './+types/two-factor'

registerNamespace('admin', { en, tr })

export const meta: Route.MetaFunction = ({ location }) => adminMeta(location.pathname, (c) => c.title)

export default function Page() {
  const { t } = useTranslation('admin')
  return <AdminPlaceholder title={t('title')} />
}
