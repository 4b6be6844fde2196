import { useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { AccountFooter } from '#app/components/account-footer.tsx'
import { AccountHeader } from '#app/components/account-header.tsx'
import { useTranslation } from '#app/lib/i18n.ts'
import type { PanelUserType } from '#app/lib/require-user-type.ts'
import type { SessionUser } from '#app/lib/session.ts'
import { useLogout } from '#app/lib/use-logout.ts'
import { Skeleton } from './skeleton.tsx'
import { StatCard } from './stat-card.tsx'

/** The signed-in user the route's guard (`requireUserType`) let in. */
export type PanelUser = SessionUser & { userType: PanelUserType }

/** A panel for its user: the header with logout, and while logging out a loading frame instead of the panels. */
export function DashboardFrame({ user, children }: { user: PanelUser; children: ReactNode }) {
  const { t } = useTranslation('account')
  const queryClient = useQueryClient()
  // The next user of this browser must not see this one's figures from the cache.
  const { logout, isLeaving, hasLogoutFailed } = useLogout(() => queryClient.removeQueries({ queryKey: ['me'] }))

  if (isLeaving) {
    return (
      <FrameLayout userType={user.userType} name={null} isBusy>
        <p role="status" className="visually-hidden">
          {t('loggingOut')}
        </p>
        <LoadingPanels />
      </FrameLayout>
    )
  }
  const name = `${user.firstName} ${user.lastName}`.trim()
  return (
    <FrameLayout userType={user.userType} name={name} onLogout={() => void logout()} hasLogoutFailed={hasLogoutFailed}>
      {children}
    </FrameLayout>
  )
}

/**
 * A panel before anyone is known: a route's `HydrateFallback`, prerendered into its shell
 * (decision 037), so the visitor sees the panel's frame while the session check runs. `children`
 * follow the figures' placeholders (the driver's earnings heading and intro).
 */
export function DashboardLoading({ userType, children }: { userType: PanelUserType; children?: ReactNode }) {
  return (
    <FrameLayout userType={userType} name={null} isBusy>
      <LoadingPanels>{children}</LoadingPanels>
    </FrameLayout>
  )
}

function LoadingPanels({ children }: { children?: ReactNode }) {
  return (
    <>
      <div className="dash-tabs" aria-hidden="true">
        <div className="container">
          <div className="dash-tabs__list" />
        </div>
      </div>
      <div className="container dash-panel">
        <div className="stat-grid" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <StatCard key={i} label={'\u00a0'} loading />
          ))}
        </div>
        {children}
      </div>
    </>
  )
}

/** The panel's own header: brand, language, logout, then the welcome with the user's name. */
function FrameLayout({
  userType,
  name,
  isBusy,
  onLogout,
  hasLogoutFailed,
  children,
}: {
  userType: PanelUserType
  /** null while logging out: a skeleton holds its place. */
  name: string | null
  isBusy?: boolean
  onLogout?: () => void
  hasLogoutFailed?: boolean
  children: ReactNode
}) {
  const { t } = useTranslation('dashboard')
  const { t: tc } = useTranslation()
  const { t: ta } = useTranslation('account')
  return (
    <div className="dash" aria-busy={isBusy || undefined}>
      <a className="skip-link" href="#main">
        {tc('nav.skipToContent')}
      </a>
      <AccountHeader userType={userType} onLogout={onLogout} />
      <main id="main" className="dash-main">
        <div className="dash-hero">
          <div className="container">
            <p className="dash-hero__kicker">{userType === 'DRIVER' ? ta('driverPanel') : ta('passengerPanel')}</p>
            <h1 className="dash-hero__title">
              {name === null ? (
                <Skeleton width="14ch" />
              ) : name ? (
                t('header.welcome', { name })
              ) : (
                t('header.welcomeNoName')
              )}
            </h1>
            {hasLogoutFailed && (
              <p role="alert" className="alert alert--error dash-hero__alert">
                {ta('logoutFailed')}
              </p>
            )}
          </div>
        </div>
        {children}
      </main>
      <AccountFooter />
    </div>
  )
}
