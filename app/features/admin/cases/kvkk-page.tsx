import { apiPath } from '#shared/api-paths.ts'
import { formatDate } from '#shared/format.ts'
import { KVKK_LIST_FILTERS, type StaffKvkkRequest } from '#shared/schemas/kvkk-requests.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { AdminTable } from '../admin-table.tsx'
import { FilterForm } from '../filter-form.tsx'
import { useUrlFilters } from '../url-filters.ts'
import { DetailLink, dayText, useDetailId } from './case-parts.tsx'
import { Countdown, KvkkDetail } from './kvkk-detail.tsx'

/** KVKK requests: the nearest deadline first; a request's page to start, complete (anonymise) or reject it. */
export function KvkkPage() {
  const { t } = useTranslation('adminCases')
  const lang = useLang()
  const [id] = useDetailId()
  const [filters, setFilters] = useUrlFilters({ status: 'OPEN' })
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
            noAny: true,
            options: Object.fromEntries(KVKK_LIST_FILTERS.map((s) => [s, t(`kvkk.statuses.${s}`)])),
          },
        ]}
        values={filters}
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
