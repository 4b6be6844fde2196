import { Link } from 'react-router'
import { localePath, PAGES } from '#shared/routes.ts'
import { account as en } from '#shared/i18n/en/account.ts'
import { account as tr } from '#shared/i18n/tr/account.ts'
import { registerNamespace, useLang, useTranslation } from '#app/lib/i18n.ts'
import type { PanelUserType } from '#app/lib/require-user-type.ts'
import { useLogout } from '#app/lib/use-logout.ts'
import { LanguageSwitch } from './language-switch.tsx'

// a few words, both languages: only signed-in pages import this header
registerNamespace('account', { en, tr })

/**
 * The header bar of every signed-in page: brand, (elsewhere than the panel) a link to the user's
 * panel, TR | EN and log out. No sign-in or registration links: the user is signed in.
 */
export function AccountHeader({
  userType,
  hasPanelLink = false,
  onLogout,
}: {
  userType: PanelUserType
  hasPanelLink?: boolean
  /** undefined while logging out: the button waits. */
  onLogout?: () => void
}) {
  const lang = useLang()
  const { t } = useTranslation()
  const { t: ta } = useTranslation('account')
  const panel = userType === 'DRIVER' ? PAGES.driverDashboard : PAGES.passengerDashboard
  return (
    <header className="dash-header">
      <div className="container dash-header__bar">
        <Link to={localePath(PAGES.home, lang)} className="dash-brand">
          <span className="dash-brand__mark" aria-hidden="true">
            D
          </span>
          {t('productName')}
        </Link>
        <div className="dash-header__actions">
          {hasPanelLink && (
            <Link to={localePath(panel, lang)} className="dash-header__panel">
              {userType === 'DRIVER' ? ta('driverPanel') : ta('passengerPanel')}
            </Link>
          )}
          <LanguageSwitch />
          <button
            type="button"
            className="button button--secondary dash-logout"
            onClick={onLogout}
            disabled={!onLogout}
          >
            {ta('logout')}
          </button>
        </div>
      </div>
    </header>
  )
}

/** The skip link and the account header of the installed app's pages (booking, driver mode), with log out. */
export function SignedInHeader({ userType, hasPanelLink = true }: { userType: PanelUserType; hasPanelLink?: boolean }) {
  const { t } = useTranslation()
  const { t: ta } = useTranslation('account')
  const { logout, isLeaving, hasLogoutFailed } = useLogout()
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <AccountHeader
        userType={userType}
        hasPanelLink={hasPanelLink}
        onLogout={isLeaving ? undefined : () => void logout()}
      />
      {isLeaving && (
        <p role="status" className="visually-hidden">
          {ta('loggingOut')}
        </p>
      )}
      {hasLogoutFailed && (
        <p role="alert" className="alert alert--error container">
          {ta('logoutFailed')}
        </p>
      )}
    </>
  )
}
