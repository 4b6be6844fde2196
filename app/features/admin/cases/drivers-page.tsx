import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { apiPath } from '#shared/api-paths.ts'
import { DOCUMENT_KINDS } from '#shared/case-constants.ts'
import { VERIFICATION_LIST_FILTERS } from '#shared/schemas/driver-verification.ts'
import type { DriverDocument, StaffDriver } from '#shared/schemas/driver-verification.ts'
import { TextField, SelectField, FieldRow, useFieldMessage } from '#app/components/field.tsx'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { AdminTable } from '../admin-table.tsx'
import { AuditTrail } from '../audit-trail.tsx'
import { FilterForm } from '../filter-form.tsx'
import { useUrlFilters } from '../url-filters.ts'
import { putDocument } from './put-document.ts'
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

type QueueItem = {
  id: string
  driverId: string
  name: string
  vehiclePlate: string | null
  status: 'PENDING' | 'VERIFIED' | 'REJECTED'
  since: string | null
}
type Expiring = DriverDocument & { id: string; driverId: string; name: string }

/** Drivers by verification status (waiting first), documents expiring in 30/14/7 days, and a driver's page. */
export function DriversPage() {
  const { t } = useTranslation('adminCases')
  const lang = useLang()
  const [id] = useDetailId()
  const [filters, setFilters] = useUrlFilters({ status: 'PENDING', within: '30' })
  if (id) return <DriverDetail id={id} />
  return (
    <>
      <h1>{t('drivers.title')}</h1>
      <FilterForm
        fields={[
          {
            name: 'status',
            label: t('common.status'),
            noAny: true,
            options: Object.fromEntries(
              ['PENDING', ...VERIFICATION_LIST_FILTERS.filter((s) => s !== 'PENDING')].map((s) => [
                s,
                t(`drivers.statuses.${s as 'PENDING'}`),
              ]),
            ),
          },
        ]}
        values={{ status: filters.status! }}
        onApply={(next) => setFilters({ ...filters, ...next })}
      />
      <AdminTable<QueueItem>
        caption={t('drivers.queueTitle')}
        path={apiPath('/admin/drivers/verification')}
        csvPath={apiPath('/admin/drivers/verification/export')}
        params={{ status: filters.status }}
        columns={[
          { key: 'name', header: t('drivers.name'), render: (d) => <DetailLink id={d.driverId}>{d.name}</DetailLink> },
          { key: 'plate', header: t('drivers.plate'), render: (d) => d.vehiclePlate ?? '—' },
          { key: 'status', header: t('common.status'), render: (d) => t(`drivers.statuses.${d.status}`) },
        ]}
      />
      <h2>{t('drivers.expiringTitle')}</h2>
      <div className="case-within">
        <SelectField
          label={t('drivers.within')}
          select={{
            name: 'within',
            value: filters.within,
            onChange: (e) => setFilters({ ...filters, within: e.target.value }),
          }}
        >
          {['30', '14', '7'].map((days) => (
            <option key={days} value={days}>
              {t('drivers.withinDays', { count: Number(days) })}
            </option>
          ))}
        </SelectField>
      </div>
      <AdminTable<Expiring>
        caption={t('drivers.expiringTitle')}
        path={apiPath('/admin/driver-documents/expiring')}
        params={{ within: filters.within }}
        columns={[
          { key: 'name', header: t('drivers.name'), render: (d) => <DetailLink id={d.driverId}>{d.name}</DetailLink> },
          { key: 'kind', header: t('drivers.document'), render: (d) => t(`drivers.kinds.${d.kind}`) },
          { key: 'expires', header: t('drivers.expiresOn'), render: (d) => dayText(d.expiresOn, lang) },
          {
            key: 'days',
            header: t('drivers.daysLeft'),
            render: (d) => <span className={d.daysLeft <= 7 ? 'case-overdue' : undefined}>{d.daysLeft}</span>,
          },
        ]}
      />
    </>
  )
}

function DriverDetail({ id }: { id: string }) {
  const { t } = useTranslation('adminCases')
  const lang = useLang()
  const record = useRecord<StaffDriver>(apiPath(`/admin/drivers/${encodeURIComponent(id)}/verification`))
  const d = record.data
  return (
    <>
      <BackLink />
      <h1>{d?.name ?? t('drivers.title')}</h1>
      {record.isError && <p className="alert alert--error">{t('common.notFound')}</p>}
      {d && (
        <section className="admin-section" aria-label={d.name}>
          {d.suspended && <p className="alert alert--error">{t('drivers.suspended')}</p>}
          <Details
            items={[
              [t('common.status'), t(`drivers.statuses.${d.status}`)],
              ...(d.reason ? ([[t('drivers.rejectReason'), d.reason]] as [string, string][]) : []),
              [t('drivers.contact'), `${d.email} ${d.phone ?? ''}`.trim()],
              [t('drivers.plate'), d.vehiclePlate ?? '—'],
            ]}
          />
          <h2>{t('drivers.documentsTitle')}</h2>
          {d.documents.length === 0 ? (
            <p>{t('drivers.noDocuments')}</p>
          ) : (
            <Details
              items={d.documents.map((doc) => [
                t(`drivers.kinds.${doc.kind}`),
                `${doc.number} · ${dayText(doc.issuedOn, lang)} – ${dayText(doc.expiresOn, lang)} (${doc.daysLeft})`,
              ])}
            />
          )}
          <Decision driver={d} />
          <RecordDocument driverId={d.driverId} />
        </section>
      )}
      <AuditTrail recordType="driver" recordId={id} />
    </>
  )
}

function Decision({ driver }: { driver: StaffDriver }) {
  const { t } = useTranslation('adminCases')
  const { busy, message, run } = useAction()
  const base = `/api/v1/admin/drivers/${encodeURIComponent(driver.driverId)}`
  return (
    <div>
      <ActionMessage message={message} />
      <div className="admin-actions">
        <button
          type="button"
          className="button"
          disabled={busy || driver.status === 'VERIFIED'}
          onClick={() => void run(`${base}/approve`)}
        >
          {t('drivers.approve')}
        </button>
      </div>
      <RejectForm
        label={t('drivers.rejectReason')}
        submitLabel={t('drivers.reject')}
        rows={2}
        busy={busy}
        reasonError={message?.fields?.reason}
        onReject={(reason) => void run(`${base}/reject`, { reason })}
      />
    </div>
  )
}

function RecordDocument({ driverId }: { driverId: string }) {
  const { t } = useTranslation('adminCases')
  const fieldMessage = useFieldMessage()
  const lang = useLang()
  const [doc, setDoc] = useState({ kind: 'DRIVING_LICENCE', number: '', issuedOn: '', expiresOn: '' })
  const [state, setState] = useState<{ ok: boolean; text: string; fields?: Record<string, string> } | null>(null)
  const set = (name: keyof typeof doc) => (e: { target: { value: string } }) =>
    setDoc({ ...doc, [name]: e.target.value })
  const queryClient = useQueryClient()
  const save = async () => {
    const outcome = await putDocument(driverId, doc, lang, t('common.saved'))
    setState(outcome)
    if (outcome.ok) await queryClient.invalidateQueries({ queryKey: ['admin'] })
  }
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void save()
      }}
      aria-labelledby="record-doc-title"
    >
      <h2 id="record-doc-title">{t('drivers.recordTitle')}</h2>
      <ActionMessage message={state} />
      <SelectField label={t('drivers.kind')} select={{ name: 'kind', value: doc.kind, onChange: set('kind') }}>
        {DOCUMENT_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`drivers.kinds.${k}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('drivers.number')}
        error={fieldMessage(state?.fields?.number)}
        input={{ name: 'number', value: doc.number, onChange: set('number'), required: true }}
      />
      <FieldRow>
        <TextField
          label={t('drivers.issuedOn')}
          error={fieldMessage(state?.fields?.issuedOn)}
          input={{ name: 'issuedOn', type: 'date', value: doc.issuedOn, onChange: set('issuedOn'), required: true }}
        />
        <TextField
          label={t('drivers.expiresOn')}
          error={fieldMessage(state?.fields?.expiresOn)}
          input={{ name: 'expiresOn', type: 'date', value: doc.expiresOn, onChange: set('expiresOn'), required: true }}
        />
      </FieldRow>
      <button type="submit" className="button button--secondary">
        {t('drivers.record')}
      </button>
    </form>
  )
}
