import { formatLira, formatPhone, formatRating } from '#shared/format.ts'
import type { Profile } from '#shared/schemas/api.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { useMe } from '../api/get-me.ts'
import { useSummary } from '../api/get-summary.ts'
import { cityLabel } from '../lib/labels.ts'
import { DashboardGate } from './dashboard-frame.tsx'
import { DetailList } from './detail-list.tsx'
import { isProfileBlocked, ProfileBlocked } from './profile-state.tsx'
import { QueryError } from './query-error.tsx'
import { RideList } from './ride-list.tsx'
import { StatCard } from './stat-card.tsx'
import { Badge } from './status-badge.tsx'
import { Tabs, useTabParam } from './tabs.tsx'

export const DRIVER_TABS = ['overview', 'rides', 'profile'] as const

/** Spec §2 driver dashboard: overview figures, rides, profile and vehicle. */
export function DriverDashboard() {
  return (
    <DashboardGate userType="DRIVER">
      <DriverPanels />
    </DashboardGate>
  )
}

function DriverPanels() {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  const me = useMe(lang, true)
  const [tab, selectTab] = useTabParam(DRIVER_TABS)
  if (isProfileBlocked(me)) return <ProfileBlocked me={me} userType="DRIVER" />
  return (
    <Tabs
      tabs={DRIVER_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
      current={tab}
      onSelect={selectTab}
      label={t('header.sections')}
    >
      {tab === 'overview' && <DriverOverview profile={me.data} />}
      {tab === 'rides' && (
        <section aria-labelledby="rides-title">
          <h2 id="rides-title" className="dash-section-title">
            {t('rides.listTitle')}
          </h2>
          <RideList variant="driver" emptyText={t('rides.emptyDriver')} />
        </section>
      )}
      {tab === 'profile' && <DriverProfile profile={me.data} />}
    </Tabs>
  )
}

function DriverOverview({ profile }: { profile: Profile | undefined }) {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  const summary = useSummary(lang, true)
  const s = summary.data
  const online = profile?.driver?.isOnline
  return (
    <section aria-labelledby="overview-title">
      <h2 id="overview-title" className="visually-hidden">
        {t('tabs.overview')}
      </h2>
      {summary.isError && !s && <QueryError onRetry={() => void summary.refetch()} busy={summary.isFetching} />}
      <div className="stat-grid">
        {!summary.isError && (
          <>
            <StatCard label={t('figures.totalRides')} loading={!s} value={s?.totalRides} />
            <StatCard label={t('figures.completedRides')} loading={!s} value={s?.completedRides} />
            <StatCard
              label={t('figures.totalEarnings')}
              loading={!s}
              value={s && formatLira(s.totalFareKurus, lang)}
              hint={t('figures.earningsHint')}
              accent
            />
          </>
        )}
        <StatCard
          label={t('figures.rating')}
          loading={!profile}
          value={profile && (profile.ratingCenti == null ? '—' : formatRating(profile.ratingCenti, lang))}
          hint={profile?.ratingCenti == null ? t('figures.noRating') : undefined}
        />
        <StatCard
          label={t('figures.status')}
          loading={!profile}
          value={
            profile &&
            (online ? (
              <Badge tone="success">{t('figures.online')}</Badge>
            ) : (
              <Badge tone="neutral">{t('figures.offline')}</Badge>
            ))
          }
        />
        <StatCard
          label={t('figures.balance')}
          loading={!profile}
          value={profile && formatLira(profile.balanceKurus, lang)}
        />
      </div>
    </section>
  )
}

function DriverProfile({ profile }: { profile: Profile | undefined }) {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  const p = profile
  const none = t('profile.notSpecified')
  const vehicle = p?.driver?.vehicle
  return (
    <div className="profile-grid">
      <section className="card" aria-labelledby="profile-title">
        <h2 id="profile-title">{t('profile.title')}</h2>
        <DetailList
          loading={!p}
          items={[
            { label: t('profile.firstName'), value: p?.firstName || none },
            { label: t('profile.lastName'), value: p?.lastName || none },
            { label: t('profile.email'), value: p?.email },
            { label: t('profile.phone'), value: p?.phone ? formatPhone(p.phone) : none },
            { label: t('profile.city'), value: p?.city ? cityLabel(p.city, lang) : none },
            { label: t('profile.licenseNumber'), value: p?.driver?.licenseNumber ?? none },
            {
              label: t('profile.verification'),
              value: p?.driver?.isVerified ? (
                <Badge tone="success">{t('profile.verified')}</Badge>
              ) : (
                <Badge tone="warning">{t('profile.pending')}</Badge>
              ),
            },
          ]}
        />
      </section>
      <section className="card" aria-labelledby="vehicle-title">
        <h2 id="vehicle-title">{t('profile.vehicleTitle')}</h2>
        <DetailList
          loading={!p}
          items={[
            { label: t('profile.brand'), value: vehicle?.brand ?? none },
            { label: t('profile.model'), value: vehicle?.model ?? none },
            { label: t('profile.year'), value: vehicle?.year ?? none },
            { label: t('profile.plate'), value: vehicle?.plate ?? none },
            { label: t('profile.color'), value: vehicle?.color ?? none },
          ]}
        />
      </section>
    </div>
  )
}
