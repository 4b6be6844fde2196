import { useTranslation } from '#app/lib/i18n.ts'
import { AdminPlaceholder } from '#app/features/admin/admin-placeholder.tsx'

/** Placeholder: the kvkk branch replaces this page. */
export default function Page() {
  const { t } = useTranslation('admin')
  return <AdminPlaceholder title={t('nav.problems')} />
}
