import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { apiPath } from '#shared/api-paths.ts'
import { formatDate, formatDateTime, formatLira } from '#shared/format.ts'
import { adminPath } from '#shared/routes.ts'
import type { AdminUser } from '#shared/schemas/admin-users.ts'
import type { Ride } from '#shared/schemas/api-responses.ts'
import { isStaff } from '#shared/constants.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { AccountActionButton } from './account-actions.tsx'
import { adminGet } from './admin-api.ts'
import { AdminTable, type AdminColumn } from './admin-table.tsx'
import { AuditTrail } from './audit-trail.tsx'
import { useEmailText, useMembershipText, usePersonName, useRideStatusText } from './words.ts'
import { useStaffUser } from './staff-context.ts'

/** A user's page: profile, membership, vehicle, rides as passenger or driver, staff actions, deactivate/reactivate. */
export function UserPage({ userId }: { userId: string }) {
  const lang = useLang()
  const { t } = useTranslation('admin')
  const staff = useStaffUser()
  const personName = usePersonName()
  const emailText = useEmailText()
  const membershipText = useMembershipText()
  const query = useQuery({
    queryKey: ['admin', 'user', userId, lang],
    queryFn: ({ signal }) =>
      adminGet<AdminUser>(apiPath(`/admin/users/${encodeURIComponent(userId)}` as `/${string}`), {}, lang, signal),
  })
  if (query.isError) return <p role="alert">{t('users.notFound')}</p>
  const p = query.data?.profile
  const name = p ? personName(`${p.firstName} ${p.lastName}`, p.email) : '\u00a0'
  const mayChange = p && (!isStaff(p.userType) || staff.userType === 'ADMIN') && p.id !== staff.userId
  return (
    <>
      <h1>{name}</h1>
      <section className="admin-section" aria-labelledby="profile-title">
        <h2 id="profile-title">{t('users.profile')}</h2>
        <dl className="admin-dl" aria-busy={!p || undefined}>
          <dt>{t('users.type')}</dt>
          <dd>{p ? t(`roles.${p.userType}`) : '\u00a0'}</dd>
          <dt>{t('users.email')}</dt>
          <dd>{p ? emailText(p.email) : '\u00a0'}</dd>
          <dt>{t('users.phone')}</dt>
          <dd>{p?.phone ?? '—'}</dd>
          <dt>{t('users.city')}</dt>
          <dd>{p?.city ?? '—'}</dd>
          <dt>{t('users.status')}</dt>
          <dd>{p ? (p.isActive ? t('users.active') : t('users.inactive')) : '\u00a0'}</dd>
          <dt>{t('users.joined')}</dt>
          <dd>{p ? formatDate(p.createdAt, lang) : '\u00a0'}</dd>
          {p?.membership && (
            <>
              <dt>{t('users.membership')}</dt>
              <dd>{`${membershipText(p.membership.type)} · ${formatLira(p.membership.amountKurus, lang)}`}</dd>
            </>
          )}
          {p?.driver && (
            <>
              <dt>{t('users.vehicle')}</dt>
              <dd>
                {[p.driver.vehicle.brand, p.driver.vehicle.model, p.driver.vehicle.plate].filter(Boolean).join(' · ')} —{' '}
                {p.driver.isVerified ? t('users.verified') : t('users.notVerified')}
                {p.driver.isOnline ? ` · ${t('users.online')}` : ''}
              </dd>
            </>
          )}
          {p && isStaff(p.userType) && (
            <>
              <dt>{t('users.twoFactor')}</dt>
              <dd>{query.data?.twoFactorEnabled ? t('users.enrolled') : t('users.notEnrolled')}</dd>
            </>
          )}
          <dt>{t('users.openSessions')}</dt>
          <dd>{query.data?.openSessions ?? '\u00a0'}</dd>
        </dl>
        {mayChange && (
          <div className="admin-actions">
            <AccountActionButton
              userId={userId}
              action={p.isActive ? 'deactivate' : 'reactivate'}
              label={p.isActive ? t('users.deactivate') : t('users.reactivate')}
            />
          </div>
        )}
      </section>
      {p?.userType === 'PASSENGER' && (
        <UserRides title={t('users.ridesAsPassenger')} params={{ passengerId: userId }} />
      )}
      {p?.userType === 'DRIVER' && <UserRides title={t('users.ridesAsDriver')} params={{ driverId: userId }} />}
      <AuditTrail recordType="user" recordId={userId} />
    </>
  )
}

function UserRides({ title, params }: { title: string; params: Record<string, string> }) {
  const lang = useLang()
  const { t } = useTranslation('admin')
  const statusText = useRideStatusText()
  const columns: AdminColumn<Ride>[] = [
    {
      key: 'when',
      header: t('rides.when'),
      render: (r) => <Link to={adminPath('ride', lang, { rideId: r.id })}>{formatDateTime(r.createdAt, lang)}</Link>,
    },
    { key: 'status', header: t('rides.status'), render: (r) => statusText(r.status) },
    { key: 'fare', header: t('rides.fare'), render: (r) => formatLira(r.fareKurus, lang) },
  ]
  return (
    <section className="admin-section">
      <h2>{title}</h2>
      <AdminTable
        caption={title}
        path={apiPath('/admin/rides')}
        params={params}
        columns={columns}
        limit={10}
        csvPath={apiPath('/admin/rides/export')}
      />
    </section>
  )
}
