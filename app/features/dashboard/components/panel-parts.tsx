import type { ReactNode } from 'react'
import { formatLira, formatPhone, formatRating } from '#shared/format.ts'
import type { Profile, Summary } from '#shared/schemas/api-responses.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { cityLabel } from '../lib/labels.ts'
import { DetailList, type Detail } from './detail-list.tsx'
import { StatCard } from './stat-card.tsx'

/** A tab's section, named by its heading (hidden where the tab's name says it all). */
export function TabSection({
  id,
  title,
  isTitleHidden = false,
  children,
}: {
  id: string
  title: string
  isTitleHidden?: boolean
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={isTitleHidden ? 'visually-hidden' : 'dash-section-title'}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The user's rating from the record; passengers read it "out of 5". */
export function RatingCard({ profile, isOutOfFive = false }: { profile: Profile | undefined; isOutOfFive?: boolean }) {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  const rating = profile?.ratingCenti == null ? null : formatRating(profile.ratingCenti, lang)
  return (
    <StatCard
      // beside “Durak puan” a bare “Puan” reads as points: the passenger's is named for what it is
      label={t(isOutOfFive ? 'figures.passengerRating' : 'figures.rating')}
      loading={!profile}
      value={profile && (rating === null ? '—' : isOutOfFive ? t('figures.ratingOutOf5', { rating }) : rating)}
      hint={profile?.ratingCenti == null ? t('figures.noRating') : undefined}
    />
  )
}

/**
 * The passenger's Durak points: the earned balance, and below it the points still waiting for
 * operations to clear a fare the tariff check called "above" (issue 22, item 10), never added in.
 */
export function PointsCard({ profile }: { profile: Profile | undefined }) {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  const count = (n: number) => new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en').format(n)
  return (
    <StatCard
      label={t('figures.points')}
      loading={!profile}
      value={profile && count(profile.points)}
      hint={
        profile && profile.pendingPoints > 0
          ? t('figures.pointsPending', { count: count(profile.pendingPoints) })
          : t('figures.pointsHint')
      }
    />
  )
}

/** The summary's fare total, in kuruş from the database: a driver's earnings, a passenger's spending. */
export function FareTotalCard({ summary, label, hint }: { summary: Summary | undefined; label: string; hint: string }) {
  const lang = useLang()
  return (
    <StatCard
      label={label}
      loading={!summary}
      value={summary && formatLira(summary.totalFareKurus, lang)}
      hint={hint}
      accent
    />
  )
}

export function BalanceCard({ profile }: { profile: Profile | undefined }) {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  return (
    <StatCard
      label={t('figures.balance')}
      loading={!profile}
      value={profile && formatLira(profile.balanceKurus, lang)}
    />
  )
}

/** The profile card: the panel's own rows around the ones both panels show (e-mail, phone, city). */
export function ProfileCard({
  profile,
  before,
  after,
}: {
  profile: Profile | undefined
  before: Detail[]
  after: Detail[]
}) {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  const p = profile
  const none = t('profile.notSpecified')
  return (
    <section className="card" aria-labelledby="profile-title">
      <h2 id="profile-title">{t('profile.title')}</h2>
      <DetailList
        loading={!p}
        items={[
          ...before,
          { label: t('profile.email'), value: p?.email },
          { label: t('profile.phone'), value: p?.phone ? formatPhone(p.phone) : none },
          { label: t('profile.city'), value: p?.city ? cityLabel(p.city, lang) : none },
          ...after,
        ]}
      />
    </section>
  )
}
