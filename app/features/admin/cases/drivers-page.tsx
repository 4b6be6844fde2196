import { apiPath } from '#shared/api-paths.ts'
import { VERIFICATION_LIST_FILTERS } from '#shared/schemas/driver-verification.ts'
import type { DriverDocument } from '#shared/schemas/driver-verification.ts'
import { SelectField } from '#app/components/field.tsx'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { AdminTable } from '../admin-table.tsx'
import { FilterForm } from '../filter-form.tsx'
import { DriverDetail } from './driver-detail.tsx'
import { useUrlFilters } from '../url-filters.ts'
import { DetailLink, dayText, useDetailId } from './case-parts.tsx'

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
