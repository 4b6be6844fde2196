import { useState, type ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { adminPath, localePath, PAGES, type AdminPageKey } from '#shared/routes.ts'
import { SITE } from '#shared/site-config.ts'
import { LanguageSwitch } from '#app/components/language-switch.tsx'
import { authClient } from '#app/lib/auth-client.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { QueryProvider } from '#app/lib/query-client.tsx'
import { ADMIN_NAV } from './admin-nav.ts'
import { OpenAlertBadge } from './alerts/open-alert-count.tsx'
import { StaffUserContext } from './staff-context.ts'
import type { StaffUser } from './staff-session.ts'

/** The back-office shell: header (who, language, sign-out), the menu, and the page. */
export function AdminLayout({ user, children }: { user: StaffUser; children: ReactNode }) {
  const lang = useLang()
  const { t } = useTranslation('admin')
  const { t: tc } = useTranslation()
  const navigate = useNavigate()
  const [isLeaving, setIsLeaving] = useState(false)
  const { pathname } = useLocation()
  // a page is current on its own path and below it (a user's page under Users); the overview only on its own
  const isCurrent = (page: AdminPageKey) => {
    const path = adminPath(page, lang)
    return pathname === path || (page !== 'overview' && pathname.startsWith(`${path}/`))
  }
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email
  const signOut = async () => {
    setIsLeaving(true)
    await authClient.signOut().catch(() => null)
    await navigate(localePath(PAGES.login, lang), { replace: true })
  }
  return (
    <QueryProvider>
      <div className="admin">
        <a className="skip-link" href="#main">
          {tc('nav.skipToContent')}
        </a>
        <header className="admin-header">
          <span className="admin-brand">
            <Link to={localePath(PAGES.home, lang)}>{SITE.productName}</Link> · {t('title')}
          </span>
          <p className="admin-header__who">{t('nav.signedInAs', { name, role: t(`roles.${user.userType}`) })}</p>
          <div className="admin-header__actions">
            <LanguageSwitch />
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void signOut()}
              disabled={isLeaving}
            >
              {t('nav.signOut')}
            </button>
          </div>
        </header>
        <div className="admin-body">
          <nav className="admin-nav" aria-label={t('nav.label')}>
            <ul>
              {ADMIN_NAV.filter((item) => !item.adminOnly || user.userType === 'ADMIN').map((item) => (
                <li key={item.page}>
                  <Link to={adminPath(item.page, lang)} aria-current={isCurrent(item.page) ? 'page' : undefined}>
                    {t(item.label)}
                    {item.page === 'alerts' && <OpenAlertBadge />}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <main id="main" className="admin-main">
            <StaffUserContext value={user}>{children}</StaffUserContext>
          </main>
        </div>
      </div>
    </QueryProvider>
  )
}
