import { apiPath } from '#shared/api-paths.ts'
import type { StaffAction } from '#shared/schemas/admin.ts'
import { formatDateTime } from '#shared/format.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { AdminTable, type AdminColumn } from './admin-table.tsx'

/** JSON of a before/after value, compact; empty for none. */
export function jsonText(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value)
}

/** The audit-log columns, shared by the trail on a record's page and the audit-log page. */
export function useAuditColumns(withRecord: boolean): AdminColumn<StaffAction>[] {
  const lang = useLang()
  const { t } = useTranslation('admin')
  return [
    { key: 'at', header: t('audit.at'), render: (row) => formatDateTime(row.createdAt, lang) },
    { key: 'actor', header: t('audit.actor'), render: (row) => row.actorName ?? row.actorId },
    { key: 'action', header: t('audit.action'), render: (row) => <code>{row.action}</code> },
    ...(withRecord
      ? [
          {
            key: 'record',
            header: t('audit.record'),
            render: (row: StaffAction) => `${row.recordType} ${row.recordId}`,
          },
        ]
      : []),
    {
      key: 'before',
      header: t('audit.before'),
      render: (row) => <code className="admin-json">{jsonText(row.before)}</code>,
    },
    {
      key: 'after',
      header: t('audit.after'),
      render: (row) => <code className="admin-json">{jsonText(row.after)}</code>,
    },
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
