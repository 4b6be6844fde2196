import type { Ref } from 'react'
import { Link } from 'react-router'
import { localePath, PAGES } from '#shared/routes.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'

/** A message above an auth form: errors are alerts, confirmations a polite status. */
export type FormMessage = { tone: 'error' | 'success'; text: string }

export function FormMessageBox({ message }: { message: FormMessage | null }) {
  if (!message) return null
  const isError = message.tone === 'error'
  return (
    <div className={`alert ${isError ? 'alert--error' : 'alert--success'}`} role={isError ? 'alert' : 'status'}>
      {message.text}
    </div>
  )
}

/** The page's heading; it takes focus when it replaces another form (sign-in ↔ forgot password). */
export function AuthHeading({
  text,
  intro,
  headingRef,
}: {
  text: string
  intro: string
  headingRef?: Ref<HTMLHeadingElement>
}) {
  return (
    <>
      <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {text}
      </h1>
      <p className="auth-intro">{intro}</p>
    </>
  )
}

/** The full-width submit button: `<action>.submit`, and `<action>.submitting` while the form is sent. */
export function SubmitButton({
  isSubmitting,
  action,
}: {
  isSubmitting: boolean
  action: 'signIn' | 'forgot' | 'register' | 'reset'
}) {
  const { t } = useTranslation('auth')
  // Until the script has taken the prerendered form over, a submit would be the browser's own GET,
  // with the password in the address: the button waits for it (what was typed is kept, use-form.ts).
  const isHydrated = useHydrated()
  return (
    <button type="submit" className="button auth-submit" disabled={isSubmitting || !isHydrated}>
      {isSubmitting ? t(`${action}.submitting`) : t(`${action}.submit`)}
    </button>
  )
}

export function BackToHomeLink() {
  const { t } = useTranslation('auth')
  const lang = useLang()
  return (
    <Link to={localePath(PAGES.home, lang)} className="button button--secondary auth-home">
      {t('signIn.backToHome')}
    </Link>
  )
}

/** The links under an auth form ("No account? Register"), then back to the home page. */
export function AuthLinks({ items }: { items: { lead: string; to: string; label: string; search?: string }[] }) {
  const lang = useLang()
  return (
    <div className="auth-links">
      {items.length > 0 && (
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              {item.lead} <Link to={localePath(item.to, lang) + (item.search ?? '')}>{item.label}</Link>
            </li>
          ))}
        </ul>
      )}
      <BackToHomeLink />
    </div>
  )
}
