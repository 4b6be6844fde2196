import { useState, type ReactNode } from 'react'
import { NavLink, Outlet, useNavigate } from 'react-router'
import { adminPath, localePath, PAGES } from '#shared/routes.ts'
import { LanguageSwitch } from '#app/components/language-switch.tsx'
import { authClient } from '#app/lib/auth-client.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { QueryProvider } from '#app/lib/query-client.tsx'
import { ADMIN_NAV } from './admin-nav.ts'
import type { StaffUser } from './staff-session.ts'

/** The back-office shell: header (who, language, sign-out), the menu, and the page. */
export function AdminLayout({ user, children }: { user: StaffUser; children?: ReactNode }) {
  const lang = useLang()
  const { t } = useTranslation('admin')
  const { t: tc } = useTranslation()
  const navigate = useNavigate()
  const [isLeaving, setIsLeaving] = useState(false)
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
          <span className="admin-brand">{t('title')}</span>
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
                  <NavLink to={adminPath(item.page, lang)} end={item.page === 'overview'}>
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <main id="main" className="admin-main">
            {children ?? <Outlet context={user} />}
          </main>
        </div>
      </div>
    </QueryProvider>
  )
}
