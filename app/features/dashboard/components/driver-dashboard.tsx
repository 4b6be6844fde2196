import type { Profile } from '#shared/schemas/api-responses.ts'
import { vehicleColorName } from '#shared/vehicle-colors.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { useSummary } from '../api/get-summary.ts'
import { EarningsSection } from '../statements/earnings-section.tsx'
import type { PanelUser } from './dashboard-frame.tsx'
import { CasesStack } from './cases/cases-stack.tsx'
import { VerificationCard } from './cases/verification-card.tsx'
import { Dashboard } from './dashboard.tsx'
import { DetailList } from './detail-list.tsx'
import { BalanceCard, FareTotalCard, ProfileCard, RatingCard, TabSection } from './panel-parts.tsx'
import { QueryError } from './query-error.tsx'
import { RideList } from './ride-list.tsx'
import { StatCard } from './stat-card.tsx'
import { Badge } from './status-badge.tsx'

export const DRIVER_TABS = ['overview', 'rides', 'profile'] as const

/** Spec §2 driver dashboard: overview figures, rides, profile and vehicle. */
export function DriverDashboard({ user }: { user: PanelUser }) {
  const { t } = useTranslation('dashboard')
  return (
    <Dashboard
      user={user}
      tabs={DRIVER_TABS}
      renderTab={(tab, { profile }) =>
        tab === 'overview' ? (
          <>
            <DriverOverview profile={profile} />
            <div className="cases-after">
              <VerificationCard />
            </div>
          </>
        ) : tab === 'rides' ? (
          <TabSection id="rides-title" title={t('rides.listTitle')}>
            <RideList variant="driver" emptyText={t('rides.emptyDriver')} />
          </TabSection>
        ) : (
          <>
            <DriverProfile profile={profile} />
            <CasesStack isDriver />
          </>
        )
      }
    />
  )
}

function DriverOverview({ profile }: { profile: Profile | undefined }) {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  const summary = useSummary(lang, true)
  const s = summary.data
  return (
    <TabSection id="overview-title" title={t('tabs.overview')} isTitleHidden>
      {summary.isError && !s && <QueryError onRetry={() => void summary.refetch()} busy={summary.isFetching} />}
      <div className="stat-grid">
        {!summary.isError && (
          <>
            <StatCard
              label={t('figures.totalRides')}
              loading={!s}
              value={s?.totalRides}
              hint={t('figures.totalRidesHint')}
            />
            <StatCard label={t('figures.completedRides')} loading={!s} value={s?.completedRides} />
            <FareTotalCard summary={s} label={t('figures.totalEarnings')} hint={t('figures.earningsHint')} />
          </>
        )}
        <RatingCard profile={profile} />
        <StatCard
          label={t('figures.status')}
          loading={!profile}
          value={
            profile &&
            (profile.driver?.isOnline ? (
              <Badge tone="success">{t('figures.online')}</Badge>
            ) : (
              <Badge tone="neutral">{t('figures.offline')}</Badge>
            ))
          }
        />
        <BalanceCard profile={profile} />
      </div>
      <EarningsSection />
    </TabSection>
  )
}

function DriverProfile({ profile }: { profile: Profile | undefined }) {
  const { t } = useTranslation('dashboard')
  const lang = useLang()
  const p = profile
  const none = t('profile.notSpecified')
  const vehicle = p?.driver?.vehicle
  return (
    <div className="profile-grid">
      <ProfileCard
        profile={p}
        before={[
          { label: t('profile.firstName'), value: p?.firstName || none },
          { label: t('profile.lastName'), value: p?.lastName || none },
        ]}
        after={[
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
      <section className="card" aria-labelledby="vehicle-title">
        <h2 id="vehicle-title">{t('profile.vehicleTitle')}</h2>
        <DetailList
          loading={!p}
          items={[
            { label: t('profile.brand'), value: vehicle?.brand ?? none },
            { label: t('profile.model'), value: vehicle?.model ?? none },
            { label: t('profile.year'), value: vehicle?.year ?? none },
            { label: t('profile.plate'), value: vehicle?.plate ?? none },
            { label: t('profile.color'), value: vehicle?.color ? vehicleColorName(vehicle.color, lang) : none },
          ]}
        />
      </section>
    </div>
  )
}
