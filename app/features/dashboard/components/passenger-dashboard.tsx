import { formatDate, formatDateTime, formatLira, formatPhone, formatRating } from '#shared/format.ts'
import type { Profile } from '#shared/schemas/api.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { useMe } from '../api/get-me.ts'
import { useSummary } from '../api/get-summary.ts'
import { cityLabel } from '../lib/labels.ts'
import { DashboardGate } from './dashboard-frame.tsx'
import { DetailList } from './detail-list.tsx'
import { MembershipBox, MembershipDetails } from './membership.tsx'
import { isProfileBlocked, ProfileBlocked } from './profile-state.tsx'
import { QueryError } from './query-error.tsx'
import { RideList } from './ride-list.tsx'
import { StatCard } from './stat-card.tsx'
import { Tabs, useTabParam } from './tabs.tsx'

export const PASSENGER_TABS = ['overview', 'membership', 'rides', 'profile'] as const

/** Spec §2 passenger dashboard: overview, membership details, rides, profile. */
export function PassengerDashboard() {
  return (
    <DashboardGate userType="PASSENGER">
      <PassengerPanels />
    </DashboardGate>
  )
}

function PassengerPanels() {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  const me = useMe(lang, true)
  const [tab, selectTab] = useTabParam(PASSENGER_TABS)
  if (isProfileBlocked(me)) return <ProfileBlocked me={me} userType="PASSENGER" />
  return (
    <Tabs
      tabs={PASSENGER_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
      current={tab}
      onSelect={selectTab}
      label={t('header.sections')}
    >
      {tab === 'overview' && <PassengerOverview profile={me.data} onOpenMembership={() => selectTab('membership')} />}
      {tab === 'membership' && <MembershipDetails membership={me.data?.membership ?? undefined} />}
      {tab === 'rides' && <PassengerRides />}
      {tab === 'profile' && <PassengerProfile profile={me.data} />}
    </Tabs>
  )
}

function SummaryCards({ kind }: { kind: 'overview' | 'rides' }) {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  const summary = useSummary(lang, true)
  const s = summary.data
  if (summary.isError && !s) return <QueryError onRetry={() => void summary.refetch()} busy={summary.isFetching} />
  const spent = (
    <StatCard
      label={t('figures.totalSpent')}
      loading={!s}
      value={s && formatLira(s.totalFareKurus, lang)}
      hint={t('figures.spentHint')}
      accent
    />
  )
  if (kind === 'rides') {
    return (
      <div className="stat-grid stat-grid--three">
        <StatCard label={t('figures.completedRides')} loading={!s} value={s?.completedRides} />
        <StatCard label={t('figures.cancelledRides')} loading={!s} value={s?.cancelledRides} />
        {spent}
      </div>
    )
  }
  return (
    <>
      <StatCard label={t('figures.totalRides')} loading={!s} value={s?.totalRides} />
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
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  return (
    <section aria-labelledby="overview-title">
      <h2 id="overview-title" className="visually-hidden">
        {t('tabs.overview')}
      </h2>
      <div className="stat-grid">
        <SummaryCards kind="overview" />
        <StatCard
          label={t('figures.rating')}
          loading={!profile}
          value={
            profile &&
            (profile.ratingCenti == null
              ? '—'
              : t('figures.ratingOutOf5', { rating: formatRating(profile.ratingCenti, lang) }))
          }
          hint={profile?.ratingCenti == null ? t('figures.noRating') : undefined}
        />
        <StatCard
          label={t('figures.balance')}
          loading={!profile}
          value={profile && formatLira(profile.balanceKurus, lang)}
        />
      </div>
      <MembershipBox membership={profile?.membership ?? undefined} onOpenDetails={onOpenMembership} />
    </section>
  )
}

function PassengerRides() {
  const { t } = useTranslation('dashboard')
  return (
    <section aria-labelledby="rides-title">
      <h2 id="rides-title" className="visually-hidden">
        {t('tabs.rides')}
      </h2>
      <SummaryCards kind="rides" />
      <h3 className="dash-section-title">{t('rides.listTitle')}</h3>
      <RideList variant="passenger" emptyText={t('rides.emptyPassenger')} />
    </section>
  )
}

function PassengerProfile({ profile }: { profile: Profile | undefined }) {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  const p = profile
  const none = t('profile.notSpecified')
  return (
    <div className="profile-grid">
      <section className="card" aria-labelledby="profile-title">
        <h2 id="profile-title">{t('profile.title')}</h2>
        <DetailList
          loading={!p}
          items={[
            { label: t('profile.name'), value: p && (`${p.firstName} ${p.lastName}`.trim() || none) },
            { label: t('profile.email'), value: p?.email },
            { label: t('profile.phone'), value: p?.phone ? formatPhone(p.phone) : none },
            { label: t('profile.city'), value: p?.city ? cityLabel(p.city, lang) : none },
            { label: t('profile.registeredAt'), value: p && formatDate(p.createdAt, lang) },
            { label: t('profile.updatedAt'), value: p && formatDateTime(p.updatedAt, lang) },
            { label: t('profile.userId'), value: p && <code className="dash-id">{p.id}</code> },
          ]}
        />
      </section>
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
