import { formatDate, formatDateTime, formatLira } from '#shared/format.ts'
import type { Profile } from '#shared/schemas/api-responses.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { useSummary } from '../api/get-summary.ts'
import { RideExport } from '../receipts/ride-export.tsx'
import { Dashboard } from './dashboard.tsx'
import type { PanelUser } from './dashboard-frame.tsx'
import { DetailList } from './detail-list.tsx'
import { CasesStack } from './cases/cases-stack.tsx'
import { MembershipBox, MembershipDetails } from './membership.tsx'
import { BalanceCard, FareTotalCard, PointsCard, ProfileCard, RatingCard, TabSection } from './panel-parts.tsx'
import { QueryError } from './query-error.tsx'
import { RideList } from './ride-list.tsx'
import { StatCard } from './stat-card.tsx'

export const PASSENGER_TABS = ['overview', 'membership', 'rides', 'profile'] as const

/** Spec §2 passenger dashboard: overview, membership details, rides, profile. */
export function PassengerDashboard({ user }: { user: PanelUser }) {
  return (
    <Dashboard
      user={user}
      tabs={PASSENGER_TABS}
      renderTab={(tab, { profile, selectTab }) =>
        tab === 'overview' ? (
          <PassengerOverview profile={profile} onOpenMembership={() => selectTab('membership')} />
        ) : tab === 'membership' ? (
          <MembershipDetails membership={profile?.membership ?? undefined} />
        ) : tab === 'rides' ? (
          <PassengerRides />
        ) : (
          <>
            <PassengerProfile profile={profile} />
            <CasesStack isDriver={false} />
          </>
        )
      }
    />
  )
}

function SummaryCards({ kind }: { kind: 'overview' | 'rides' }) {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  const summary = useSummary(lang, true)
  const s = summary.data
  if (summary.isError && !s) return <QueryError onRetry={() => void summary.refetch()} busy={summary.isFetching} />
  const spent = <FareTotalCard summary={s} label={t('figures.totalSpent')} hint={t('figures.spentHint')} />
  if (kind === 'rides') {
    return (
      <div className="stat-grid">
        <StatCard
          label={t('figures.totalRides')}
          loading={!s}
          value={s?.totalRides}
          hint={t('figures.totalRidesHint')}
        />
        <StatCard label={t('figures.completedRides')} loading={!s} value={s?.completedRides} />
        <StatCard label={t('figures.cancelledRides')} loading={!s} value={s?.cancelledRides} />
        {spent}
      </div>
    )
  }
  return (
    <>
      <StatCard label={t('figures.totalRides')} loading={!s} value={s?.totalRides} hint={t('figures.totalRidesHint')} />
      <StatCard label={t('figures.ridesThisMonth')} loading={!s} value={s?.ridesThisMonth} />
      {spent}
      <StatCard
        label={t('figures.averageFare')}
        loading={!s}
        value={s && (s.averageFareKurus == null ? '—' : formatLira(s.averageFareKurus, lang))}
        hint={s && (s.averageFareKurus == null ? t('figures.noCompletedRides') : t('figures.averageHint'))}
      />
    </>
  )
}

function PassengerOverview({
  profile,
  onOpenMembership,
}: {
  profile: Profile | undefined
  onOpenMembership: () => void
}) {
  const { t } = useTranslation('dashboard')
  return (
    <TabSection id="overview-title" title={t('tabs.overview')} isTitleHidden>
      <div className="stat-grid">
        <SummaryCards kind="overview" />
        <RatingCard profile={profile} isOutOfFive />
        <BalanceCard profile={profile} />
        <PointsCard profile={profile} />
      </div>
      <MembershipBox membership={profile?.membership ?? undefined} onOpenDetails={onOpenMembership} />
    </TabSection>
  )
}

function PassengerRides() {
  const { t } = useTranslation('dashboard')
  return (
    <TabSection id="rides-title" title={t('tabs.rides')} isTitleHidden>
      <SummaryCards kind="rides" />
      <RideExport />
      <h3 className="dash-section-title">{t('rides.listTitle')}</h3>
      <RideList variant="passenger" emptyText={t('rides.emptyPassenger')} />
    </TabSection>
  )
}

function PassengerProfile({ profile }: { profile: Profile | undefined }) {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  const p = profile
  const none = t('profile.notSpecified')
  return (
    <div className="profile-grid">
      <ProfileCard
        profile={p}
        before={[{ label: t('profile.name'), value: p && (`${p.firstName} ${p.lastName}`.trim() || none) }]}
        after={[
          { label: t('profile.registeredAt'), value: p && formatDate(p.createdAt, lang) },
          { label: t('profile.updatedAt'), value: p && formatDateTime(p.updatedAt, lang) },
          { label: t('profile.userId'), value: p && <code className="dash-id">{p.id}</code> },
        ]}
      />
      <section className="card" aria-labelledby="favorites-title">
        <h2 id="favorites-title">{t('profile.favoriteLocations')}</h2>
        {!p ? (
          <DetailList loading items={[{ label: '\u00a0', value: null }]} />
        ) : p.favoriteLocations.length === 0 ? (
          <p className="dash-empty">{t('profile.noFavorites')}</p>
        ) : (
          <ol className="favorites">
            {p.favoriteLocations.map((location, index) => (
              <li key={index}>
                <span className="favorites__name">{location.name || t('profile.locationN', { n: index + 1 })}</span>
                <span className="favorites__address">{location.address}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}
