import { apiPath } from '#shared/api-paths.ts'
import type { StaffAction } from '#shared/schemas/admin.ts'
import { Link } from 'react-router'
import { formatDateTime } from '#shared/format.ts'
import { adminPath } from '#shared/routes.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { AdminTable, type AdminColumn } from './admin-table.tsx'
import { AuditChanges, useAuditText } from './audit-words.tsx'
import { usePersonName } from './words.ts'

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
                {words.record(row.recordType)} <RecordRef row={row} />
              </>
            ),
          },
        ]
      : []),
    { key: 'changes', header: t('audit.changes'), render: (row) => <AuditChanges row={row} /> },
  ]
}

const PERSON_RECORDS = new Set(['user', 'driver', 'staff'])

/**
 * Which record: a person by name, linked to their page (issue 30: not "Şoför u8UUQF…"); a ride
 * linked to its page; anything else by its id.
 */
function RecordRef({ row }: { row: StaffAction }) {
  const lang = useLang()
  const personName = usePersonName()
  if (PERSON_RECORDS.has(row.recordType) && row.recordName)
    return <Link to={adminPath('user', lang, { userId: row.recordId })}>{personName(row.recordName)}</Link>
  if (row.recordType === 'ride')
    return (
      <Link to={adminPath('ride', lang, { rideId: row.recordId })} title={row.recordId}>
        <code>{row.recordId.slice(0, 8)}</code>
      </Link>
    )
  return <code>{row.recordId}</code>
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
