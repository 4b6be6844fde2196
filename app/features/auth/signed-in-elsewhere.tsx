import { useState } from 'react'
import { Link } from 'react-router'
import { DASHBOARD_OF, localePath } from '#shared/routes.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { signOutQuietly } from './auth-api.ts'

export type PanelUserType = keyof typeof DASHBOARD_OF

/**
 * Spec §6 on a role's own sign-in page when the browser is signed in with the other role: say so
 * plainly, link to their own panel, and offer to sign out and sign in with the right account.
 */
export function SignedInElsewhere({
  variant,
  userType,
  onSignedOut,
}: {
  variant: 'driver' | 'passenger'
  userType: PanelUserType
  onSignedOut: (notice: string) => void
}) {
  const { t } = useTranslation('auth')
  const lang = useLang()
  const [isSigningOut, setIsSigningOut] = useState(false)
  return (
    <section className="signed-in-elsewhere" aria-labelledby="signed-in-elsewhere-title">
      <p className="alert alert--info" id="signed-in-elsewhere-title" role="status">
        <strong>{t(`signedInAs.${userType}`)}</strong> {t(`signedInAs.pageIsFor.${variant}`)}
      </p>
      <div className="signed-in-elsewhere__actions">
        <Link to={localePath(DASHBOARD_OF[userType], lang)} className="button">
          {t(`signedInAs.ownPanel.${userType}`)}
        </Link>
        <button
          type="button"
          className="button button--secondary"
          disabled={isSigningOut}
          onClick={async () => {
            setIsSigningOut(true)
            await signOutQuietly()
            onSignedOut(t('signedInAs.signedOut', { role: t(`signedInAs.role.${variant}`) }))
          }}
        >
          {isSigningOut ? t('signedInAs.signingOut') : t(`signedInAs.switchAccount.${variant}`)}
        </button>
      </div>
    </section>
  )
}
