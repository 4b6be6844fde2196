import { apiPath } from '#shared/api-paths.ts'
import type { StaffAction } from '#shared/schemas/admin.ts'
import { formatDateTime } from '#shared/format.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { AdminTable, type AdminColumn } from './admin-table.tsx'
import { AuditChanges, useAuditText } from './audit-words.tsx'

/** The audit-log columns, shared by the trail on a record's page and the audit-log page: all in words. */
export function useAuditColumns(withRecord: boolean): AdminColumn<StaffAction>[] {
  const lang = useLang()
  const { t } = useTranslation('admin')
  const words = useAuditText()
  return [
    { key: 'at', header: t('audit.at'), render: (row) => formatDateTime(row.createdAt, lang) },
    { key: 'actor', header: t('audit.actor'), render: (row) => words.actor(row) },
    { key: 'action', header: t('audit.action'), render: (row) => words.action(row.action) },
    ...(withRecord
      ? [
          {
            key: 'record',
            header: t('audit.record'),
            render: (row: StaffAction) => (
              <>
                {words.record(row.recordType)} <code>{row.recordId}</code>
              </>
            ),
          },
        ]
      : []),
    { key: 'changes', header: t('audit.changes'), render: (row) => <AuditChanges row={row} /> },
  ]
}

/** "History of staff actions" on a record's page: drop it in with the record's type and id. */
export function AuditTrail({ recordType, recordId }: { recordType: string; recordId: string }) {
  const { t } = useTranslation('admin')
  const columns = useAuditColumns(false)
  return (
    <section className="admin-section">
      <h2 id="audit-trail-title">{t('audit.trailTitle')}</h2>
      <AdminTable
        caption={t('audit.trailTitle')}
        path={apiPath('/admin/audit-log')}
        params={{ recordType, recordId }}
        columns={columns}
        emptyText={t('audit.none')}
        limit={10}
      />
    </section>
  )
}
