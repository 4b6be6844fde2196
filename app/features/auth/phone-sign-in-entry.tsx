import { lazy, Suspense, useState, type RefObject } from 'react'
import { useTranslation } from '#app/lib/i18n.ts'

// loaded when the visitor chooses it: the form and its checks are ~4 KB gzip that the e-mail sign-in
// does not need, and the sign-in pages are held to 130 KB (decision 008)
const PhoneSignInForm = lazy(() => import('./phone-sign-in-form.tsx').then((m) => ({ default: m.PhoneSignInForm })))

/** Issue 23: "Sign in with your phone" beside e-mail and password; the SMS form opens on request. */
export function PhoneSignInEntry({ next, isSigningIn }: { next: string | null; isSigningIn?: RefObject<boolean> }) {
  const { t } = useTranslation('auth')
  const [isOpen, setIsOpen] = useState(false)
  if (isOpen)
    return (
      <Suspense fallback={<p role="status">{t('phone.loading')}</p>}>
        <PhoneSignInForm next={next} isSigningIn={isSigningIn} autoFocus />
      </Suspense>
    )
  return (
    <section className="auth-phone" aria-labelledby="phone-sign-in-title">
      <h2 id="phone-sign-in-title">{t('phone.tab')}</h2>
      <p className="auth-intro">{t('phone.intro')}</p>
      <button type="button" className="button button--secondary" onClick={() => setIsOpen(true)}>
        {t('phone.start')}
      </button>
    </section>
  )
}
