import { apiPath } from '#shared/api-paths.ts'
import type { StaffAction } from '#shared/schemas/admin.ts'
import { useTranslation } from '#app/lib/i18n.ts'
import { AdminTable } from './admin-table.tsx'
import { useAuditColumns } from './audit-trail.tsx'
import { FilterForm } from './filter-form.tsx'
import { useUrlFilters } from './url-filters.ts'

const FIELDS = ['recordType', 'recordId', 'actorId'] as const

/** The whole audit log, newest first, filtered by record and by staff member. */
export function AuditLogPage() {
  const { t } = useTranslation('admin')
  const columns = useAuditColumns(true)
  const [filters, setFilters] = useUrlFilters({ recordType: '', recordId: '', actorId: '' })
  return (
    <>
      <h1>{t('audit.title')}</h1>
      <FilterForm
        fields={FIELDS.map((name) => ({ name, label: t(`audit.${name}`) }))}
        values={filters}
        onApply={setFilters}
      />
      <AdminTable<StaffAction>
        caption={t('audit.title')}
        path={apiPath('/admin/audit-log')}
        csvPath={apiPath('/admin/audit-log/export')}
        params={filters}
        columns={columns}
      />
    </>
  )
}
