import { useState } from 'react'
import { useNavigate } from 'react-router'
import { localePath, PAGES } from '#shared/routes.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { AuthHeading, AuthLinks } from './auth-form-parts.tsx'
import { RegistrationForm } from './registration-form.tsx'
import { PhoneSignInEntry } from './phone-sign-in-entry.tsx'
import { useNextPath } from './use-next-path.ts'
import type { SignInNotice } from './sign-in-page.tsx'
import { SuccessDialog } from './success-dialog.tsx'

/** Spec §2/§5: passenger self-registration (drivers register in the mobile app only). */
export function RegistrationPage() {
  const { t } = useTranslation('auth')
  const lang = useLang()
  const navigate = useNavigate()
  const [formError, setFormError] = useState<string | null>(null)
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null)

  const next = useNextPath()
  const goToSignIn = () => {
    const state: SignInNotice = { notice: 'registered', email: registeredEmail ?? undefined }
    const search = next ? `?next=${encodeURIComponent(next)}` : ''
    void navigate(localePath(PAGES.passengerLogin, lang) + search, { state })
  }

  return (
    <div className="auth-page auth-page--wide">
      <div className="card auth-card">
        <AuthHeading text={t('register.title')} intro={t('register.intro')} />
        {formError && (
          <p className="alert alert--error" role="alert">
            {formError}
          </p>
        )}
        <RegistrationForm onError={setFormError} onRegistered={setRegisteredEmail} />
        {/* issue 23: or an account in a minute, with the phone and an SMS code */}
        <PhoneSignInEntry next={next} />
        <AuthLinks
          items={[
            {
              lead: t('register.haveAccount'),
              to: PAGES.passengerLogin,
              label: t('register.signIn'),
              search: next ? `?next=${encodeURIComponent(next)}` : undefined,
            },
            { lead: t('register.driverNote'), to: PAGES.driverRegistration, label: t('register.driverLink') },
          ]}
        />
      </div>
      {registeredEmail && (
        <SuccessDialog message={t('register.success')} actionLabel={t('register.goToSignIn')} onClose={goToSignIn} />
      )}
    </div>
  )
}
