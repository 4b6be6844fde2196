import { Link } from 'react-router'
import { apiPath } from '#shared/api-paths.ts'
import { formatDate, formatPhone } from '#shared/format.ts'
import { adminPath } from '#shared/routes.ts'
import type { UserSummary } from '#shared/schemas/api-responses.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { AdminTable } from './admin-table.tsx'
import { FilterForm } from './filter-form.tsx'
import { useUrlFilters } from './url-filters.ts'
import { useEmailText, usePersonName } from './words.ts'

/** Users: search by name, e-mail or phone; filter by type; keyset pages; CSV. */
export function UsersPage() {
  const lang = useLang()
  const { t } = useTranslation('admin')
  const personName = usePersonName()
  const emailText = useEmailText()
  const [filters, setFilters] = useUrlFilters({ q: '', userType: '' })
  return (
    <>
      <h1>{t('users.title')}</h1>
      <FilterForm
        fields={[
          { name: 'q', label: t('users.search'), type: 'search' },
          {
            name: 'userType',
            label: t('users.type'),
            options: {
              PASSENGER: t('roles.PASSENGER'),
              DRIVER: t('roles.DRIVER'),
              ADMIN: t('roles.ADMIN'),
              SUPPORT: t('roles.SUPPORT'),
            },
          },
        ]}
        values={filters}
        onApply={setFilters}
      />
      <AdminTable<UserSummary>
        caption={t('users.title')}
        path={apiPath('/admin/users')}
        csvPath={apiPath('/admin/users/export')}
        params={filters}
        columns={[
          {
            key: 'name',
            header: t('users.name'),
            render: (u) => (
              <Link to={adminPath('user', lang, { userId: u.id })}>
                {personName(`${u.firstName} ${u.lastName}`, u.email)}
              </Link>
            ),
          },
          { key: 'email', header: t('users.email'), render: (u) => emailText(u.email) },
          { key: 'phone', header: t('users.phone'), render: (u) => (u.phone ? formatPhone(u.phone) : '—') },
          { key: 'type', header: t('users.type'), render: (u) => t(`roles.${u.userType}`) },
          {
            key: 'status',
            header: t('users.status'),
            render: (u) => (u.isActive ? t('users.active') : t('users.inactive')),
          },
          { key: 'joined', header: t('users.joined'), render: (u) => formatDate(u.createdAt, lang) },
        ]}
      />
    </>
  )
}
