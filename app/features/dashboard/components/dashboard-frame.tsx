import { useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Link, Navigate, useNavigate } from 'react-router'
import { LOGIN_PAGE_OF, localePath, PAGES } from '#shared/routes.ts'
import { LanguageSwitch } from '#app/components/language-switch.tsx'
import { authClient } from '#app/lib/auth-client.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { useSessionState } from '#app/lib/session.ts'
import { Skeleton } from './skeleton.tsx'
import { StatCard } from './stat-card.tsx'
import '../dashboard.css'

type PanelType = keyof typeof LOGIN_PAGE_OF

/**
 * Who may see a panel (spec §4, §6): while the session is checked, a loading frame; nobody signed in
 * or another user type goes to that panel's sign-in page in the same language.
 */
export function DashboardGate({ userType, children }: { userType: PanelType; children: ReactNode }) {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  const session = useSessionState()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [leaving, setLeaving] = useState(false)
  const [logoutFailed, setLogoutFailed] = useState(false)

  const logout = async () => {
    setLeaving(true)
    setLogoutFailed(false)
    const result = await authClient.signOut().catch(() => ({ error: true }))
    if (result && 'error' in result && result.error) {
      setLeaving(false)
      setLogoutFailed(true)
      return
    }
    // The next user of this browser must not see this one's figures from the cache.
    queryClient.removeQueries({ queryKey: ['me'] })
    await navigate(localePath(PAGES.home, lang), { replace: true })
  }

  if (session.status === 'loading' || leaving) {
    return (
      <DashboardFrame userType={userType} name={null} busy>
        <p role="status" className="visually-hidden">
          {leaving ? t('header.loggingOut') : t('states.checkingSession')}
        </p>
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
        </div>
      </DashboardFrame>
    )
  }
  if (session.status === 'anonymous' || session.userType !== userType) {
    return <Navigate to={localePath(LOGIN_PAGE_OF[userType], lang)} replace />
  }
  const name = `${session.firstName} ${session.lastName}`.trim()
  return (
    <DashboardFrame userType={userType} name={name} onLogout={logout} logoutFailed={logoutFailed}>
      {children}
    </DashboardFrame>
  )
}

/** The panel's own header: brand, language, logout, then the welcome with the user's name. */
function DashboardFrame({
  userType,
  name,
  busy,
  onLogout,
  logoutFailed,
  children,
}: {
  userType: PanelType
  name: string | null
  busy?: boolean
  onLogout?: () => void
  logoutFailed?: boolean
  children: ReactNode
}) {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  const { t: tc } = useTranslation()
  return (
    <div className="dash" aria-busy={busy || undefined}>
      <a className="skip-link" href="#main">
        {tc('nav.skipToContent')}
      </a>
      <header className="dash-header">
        <div className="container dash-header__bar">
          <Link to={localePath(PAGES.home, lang)} className="dash-brand">
            <span className="dash-brand__mark" aria-hidden="true">
              D
            </span>
            {tc('productName')}
          </Link>
          <div className="dash-header__actions">
            <LanguageSwitch />
            <button
              type="button"
              className="button button--secondary dash-logout"
              onClick={onLogout}
              disabled={!onLogout}
            >
              {t('header.logout')}
            </button>
          </div>
        </div>
      </header>
      <main id="main" className="dash-main">
        <div className="dash-hero">
          <div className="container">
            <p className="dash-hero__kicker">
              {userType === 'DRIVER' ? t('header.driverPanel') : t('header.passengerPanel')}
            </p>
            <h1 className="dash-hero__title">
              {name === null ? (
                <Skeleton width="14ch" />
              ) : name ? (
                t('header.welcome', { name })
              ) : (
                t('header.welcomeNoName')
              )}
            </h1>
            {logoutFailed && (
              <p role="alert" className="alert alert--error dash-hero__alert">
                {t('header.logoutFailed')}
              </p>
            )}
          </div>
        </div>
        {children}
      </main>
    </div>
  )
}
