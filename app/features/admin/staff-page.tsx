import { Link } from 'react-router'
import { apiPath } from '#shared/api-paths.ts'
import { adminPath } from '#shared/routes.ts'
import type { StaffMember } from '#shared/schemas/admin-users.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { AccountActionButton } from './account-actions.tsx'
import { AdminTable } from './admin-table.tsx'

/** What a support agent sees at /admin/staff: why the page is not theirs, and the way back. */
export function AdminOnlyNotice() {
  const lang = useLang()
  const { t } = useTranslation('admin')
  return (
    <>
      <h1>{t('staff.title')}</h1>
      <p className="alert alert--info" role="status">
        {t('staff.adminOnly')}
      </p>
      <p>
        <Link to={adminPath('overview', lang)}>{t('nav.overview')}</Link>
      </p>
    </>
  )
}

/** ADMIN only: staff accounts, their two-factor, deactivate/reactivate and reset two-factor (audited). */
export function StaffPage({ selfId }: { selfId: string }) {
  const lang = useLang()
  const { t } = useTranslation('admin')
  return (
    <>
      <h1>{t('staff.title')}</h1>
      <p>{t('staff.lead')}</p>
      <AdminTable<StaffMember>
        caption={t('staff.title')}
        path={apiPath('/admin/staff')}
        columns={[
          {
            key: 'name',
            header: t('users.name'),
            render: (s) => (
              <Link to={adminPath('user', lang, { userId: s.id })}>
                {`${s.firstName} ${s.lastName}`.trim() || s.email}
              </Link>
            ),
          },
          { key: 'email', header: t('users.email'), render: (s) => s.email },
          { key: 'role', header: t('staff.role'), render: (s) => t(`roles.${s.userType}`) },
          {
            key: 'status',
            header: t('users.status'),
            render: (s) => (s.isActive ? t('users.active') : t('users.inactive')),
          },
          {
            key: '2fa',
            header: t('users.twoFactor'),
            render: (s) => (s.twoFactorEnabled ? t('users.enrolled') : t('users.notEnrolled')),
          },
          {
            key: 'actions',
            header: t('staff.actions'),
            render: (s) =>
              s.id === selfId ? null : (
                <div className="admin-actions">
                  <AccountActionButton
                    userId={s.id}
                    action={s.isActive ? 'deactivate' : 'reactivate'}
                    label={s.isActive ? t('users.deactivate') : t('users.reactivate')}
                  />
                  <AccountActionButton userId={s.id} action="resetTwoFactor" label={t('users.resetTwoFactor')} />
                </div>
              ),
          },
        ]}
      />
    </>
  )
}
