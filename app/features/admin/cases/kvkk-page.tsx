import { useState } from 'react'
import { apiPath } from '#shared/api-paths.ts'
import { formatDate } from '#shared/format.ts'
import type { StaffKvkkRequest } from '#shared/schemas/kvkk-requests.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { AdminTable } from '../admin-table.tsx'
import { AuditTrail } from '../audit-trail.tsx'
import { FilterForm } from '../filter-form.tsx'
import {
  ActionMessage,
  BackLink,
  DetailLink,
  Details,
  dayText,
  RejectForm,
  useAction,
  useDetailId,
  useRecord,
} from './case-parts.tsx'

const STATUSES = ['OPEN', 'RECEIVED', 'IN_PROGRESS', 'COMPLETED', 'REJECTED'] as const

/** The 30-day countdown in Istanbul days; an overdue request stands out. */
function Countdown({ request }: { request: StaffKvkkRequest }) {
  const { t } = useTranslation('adminCases')
  if (request.status === 'COMPLETED' || request.status === 'REJECTED') return null
  if (request.overdue)
    return <strong className="case-overdue">⚠ {t('kvkk.overdue', { count: -request.daysLeft })}</strong>
  return (
    <span className={request.daysLeft <= 7 ? 'case-soon' : undefined}>
      {request.daysLeft === 0 ? t('kvkk.lastDay') : t('kvkk.daysLeft', { count: request.daysLeft })}
    </span>
  )
}

/** KVKK requests: the nearest deadline first; a request's page to start, complete (anonymise) or reject it. */
export function KvkkPage() {
  const { t } = useTranslation('adminCases')
  const lang = useLang()
  const [id] = useDetailId()
  const [filters, setFilters] = useState<Record<string, string>>({})
  if (id) return <KvkkDetail id={id} />
  return (
    <>
      <h1>{t('kvkk.title')}</h1>
      <p>{t('kvkk.lead')}</p>
      <FilterForm
        fields={[
          {
            name: 'status',
            label: t('common.status'),
            options: Object.fromEntries(STATUSES.map((s) => [s, t(`kvkk.statuses.${s}`)])),
          },
        ]}
        onApply={setFilters}
      />
      <AdminTable<StaffKvkkRequest>
        caption={t('kvkk.title')}
        path={apiPath('/admin/kvkk-requests')}
        csvPath={apiPath('/admin/kvkk-requests/export')}
        params={filters}
        columns={[
          {
            key: 'reference',
            header: t('kvkk.reference'),
            render: (r) => <DetailLink id={r.id}>{r.reference}</DetailLink>,
          },
          { key: 'kind', header: t('kvkk.kind'), render: (r) => t(`kvkk.kinds.${r.kind}`) },
          {
            key: 'requester',
            header: t('kvkk.requester'),
            render: (r) => `${r.firstName} ${r.lastName} ${r.email}`.trim() || '—',
          },
          { key: 'received', header: t('kvkk.received'), render: (r) => formatDate(r.createdAt, lang) },
          {
            key: 'deadline',
            header: t('kvkk.deadline'),
            render: (r) => (
              <>
                {dayText(r.deadline, lang)} <Countdown request={r} />
              </>
            ),
          },
          { key: 'status', header: t('common.status'), render: (r) => t(`kvkk.statuses.${r.status}`) },
        ]}
      />
    </>
  )
}

function KvkkDetail({ id }: { id: string }) {
  const { t } = useTranslation('adminCases')
  const lang = useLang()
  const record = useRecord<StaffKvkkRequest>(apiPath(`/admin/kvkk-requests/${encodeURIComponent(id)}`))
  const r = record.data
  return (
    <>
      <BackLink />
      <h1>
        {t('kvkk.title')}: {r?.reference ?? '…'}
      </h1>
      {record.isError && <p className="alert alert--error">{t('common.notFound')}</p>}
      {r && (
        <section className="admin-section" aria-label={r.reference}>
          <Details
            items={[
              [t('kvkk.kind'), t(`kvkk.kinds.${r.kind}`)],
              [t('common.status'), t(`kvkk.statuses.${r.status}`)],
              [t('kvkk.requester'), `${r.firstName} ${r.lastName}`.trim() || '—'],
              [t('kvkk.email'), r.email || '—'],
              [t('kvkk.received'), formatDate(r.createdAt, lang)],
              [
                t('kvkk.deadline'),
                <>
                  {dayText(r.deadline, lang)} <Countdown request={r} />
                </>,
              ],
              [t('kvkk.reason'), r.reason || '—'],
              [t('kvkk.statusReason'), r.statusReason ?? '—'],
              [t('kvkk.language'), r.language],
            ]}
          />
          {(r.status === 'RECEIVED' || r.status === 'IN_PROGRESS') && <KvkkActions request={r} />}
        </section>
      )}
      <AuditTrail recordType="kvkk_request" recordId={id} />
    </>
  )
}

function KvkkActions({ request }: { request: StaffKvkkRequest }) {
  const { t } = useTranslation('adminCases')
  const { busy, message, run } = useAction()
  const [confirming, setConfirming] = useState(false)
  const base = `/api/v1/admin/kvkk-requests/${encodeURIComponent(request.id)}`
  return (
    <>
      <ActionMessage message={message} />
      <div className="admin-actions">
        {request.status === 'RECEIVED' && (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => void run(`${base}/start`)}
          >
            {t('kvkk.start')}
          </button>
        )}
        {request.kind === 'DELETION' && !confirming && (
          <button type="button" className="button" disabled={busy} onClick={() => setConfirming(true)}>
            {t('kvkk.complete')}
          </button>
        )}
      </div>
      {confirming && (
        <div className="alert alert--error" role="group" aria-label={t('kvkk.complete')}>
          <p>{t('kvkk.completeWarning')}</p>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void run(`${base}/complete`).then(() => setConfirming(false))}
          >
            {t('kvkk.confirmComplete')}
          </button>
        </div>
      )}
      <RejectForm
        label={t('kvkk.rejectReason')}
        submitLabel={t('kvkk.reject')}
        rows={3}
        busy={busy}
        reasonError={message?.fields?.reason}
        onReject={(reason) => void run(`${base}/reject`, { reason })}
      />
    </>
  )
}
