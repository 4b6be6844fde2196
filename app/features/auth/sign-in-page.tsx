import { useEffect, useRef, useState, type RefObject } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { isStaff } from '#shared/constants.ts'
import { localePath, PAGES } from '#shared/routes.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { dashboardOfSignedIn, type SignInVariant } from './after-sign-in.ts'
import { currentSessionUserType } from './auth-api.ts'
import { AuthLinks, FormMessageBox, type FormMessage } from './auth-form-parts.tsx'
import { ForgotPasswordForm } from './forgot-password-form.tsx'
import { SignedInElsewhere, type PanelUserType } from './signed-in-elsewhere.tsx'
import { SignInForm } from './sign-in-form.tsx'
import { PhoneSignInEntry } from './phone-sign-in-entry.tsx'
import { useNextPath } from './use-next-path.ts'

/** Router state other pages hand to a sign-in page (after registration or a password change). */
export type SignInNotice = { notice?: 'passwordChanged' | 'registered' | 'resetRequested'; email?: string }

/** The three sign-in pages of spec §2: the sign-in form, or the forgot-password form in its place. */
export function SignInPage({ variant }: { variant: SignInVariant }) {
  const { t } = useTranslation('auth')
  const state = (useLocation().state ?? {}) as SignInNotice
  const [mode, setMode] = useState<'sign-in' | 'forgot'>(state.notice === 'resetRequested' ? 'forgot' : 'sign-in')
  const [email, setEmail] = useState(state.email ?? '')
  const [message, setMessage] = useState<FormMessage | null>(() =>
    state.notice === 'passwordChanged'
      ? { tone: 'success', text: t('messages.passwordChanged') }
      : state.notice === 'registered'
        ? { tone: 'success', text: t('register.success') }
        : null,
  )
  const isSigningIn = useRef(false)
  const next = useNextPath()
  const [signedIn, setSignedIn] = useSignedInState(variant, isSigningIn, next)
  const headingRef = useFocusWhenReplaced(mode)
  const switchTo = (next: typeof mode, nextMessage: FormMessage | null = null) => {
    setMessage(nextMessage)
    setMode(next)
  }

  return (
    <div className="auth-page">
      <div className="card auth-card">
        {mode === 'sign-in' ? (
          <SignInForm
            variant={variant}
            headingRef={headingRef}
            notices={
              <>
                {signedIn.kind === 'redirecting' && (
                  <p className="alert alert--info" role="status">
                    {t('signIn.redirecting')}
                  </p>
                )}
                {signedIn.kind === 'elsewhere' && variant !== 'login' && (
                  <SignedInElsewhere
                    variant={variant}
                    userType={signedIn.userType}
                    onSignedOut={(notice) => {
                      setSignedIn({ kind: 'none' })
                      setMessage({ tone: 'success', text: notice })
                    }}
                  />
                )}
                <FormMessageBox message={message} />
              </>
            }
            defaultEmail={email}
            next={next}
            isSigningIn={isSigningIn}
            onMessage={setMessage}
            onForgot={(typed) => {
              setEmail(typed)
              switchTo('forgot')
            }}
          />
        ) : (
          <ForgotPasswordForm
            headingRef={headingRef}
            notices={<FormMessageBox message={message} />}
            defaultEmail={email}
            onMessage={setMessage}
            onSent={(sentTo) => {
              setEmail(sentTo)
              switchTo('sign-in', { tone: 'success', text: t('messages.resetEmailSent') })
            }}
            onBack={() => switchTo('sign-in')}
          />
        )}
        {/* issue 23: passengers may sign in, or sign up, with their phone and an SMS code */}
        {mode === 'sign-in' && variant === 'passenger' && <PhoneSignInEntry next={next} isSigningIn={isSigningIn} />}
        <SignInLinks variant={variant} next={next} />
      </div>
    </div>
  )
}

type SignedInState = { kind: 'none' } | { kind: 'redirecting' } | { kind: 'elsewhere'; userType: PanelUserType }

const ROLE_OF_VARIANT = { driver: 'DRIVER', passenger: 'PASSENGER' } as const

/**
 * Someone already signed in goes to their own dashboard, except on the other role's sign-in page
 * (spec §6: a passenger sent from /driver-dashboard stays on /driver-login and is told why).
 */
function useSignedInState(variant: SignInVariant, isSigningIn: RefObject<boolean>, next: string | null) {
  const lang = useLang()
  const navigate = useNavigate()
  const [state, setState] = useState<SignedInState>({ kind: 'none' })
  useEffect(() => {
    let isCancelled = false
    void currentSessionUserType().then((session) => {
      if (isCancelled || isSigningIn.current || !session) return
      const dashboard = dashboardOfSignedIn(session.userType)
      if (!dashboard || !session.userType) return
      // staff are sent to the back-office from the generic page only
      if (isStaff(session.userType)) {
        if (variant !== 'login') return
      } else if (variant !== 'login' && ROLE_OF_VARIANT[variant] !== session.userType) {
        setState({ kind: 'elsewhere', userType: session.userType as PanelUserType })
        return
      }
      setState({ kind: 'redirecting' })
      // a page that sent a signed-in visitor here (`?next=`) gets them back; staff go to the back-office
      void navigate(next && !isStaff(session.userType) ? next : localePath(dashboard, lang), { replace: true })
    })
    return () => {
      isCancelled = true
    }
  }, [lang, navigate, isSigningIn, variant, next])
  return [state, setState] as const
}

/** Moving between the two forms moves focus to the new heading (it replaces the form). */
function useFocusWhenReplaced(mode: string) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const isFirstRender = useRef(true)
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false
      return
    }
    headingRef.current?.focus()
  }, [mode])
  return headingRef
}

const OTHER_PAGES = {
  driver: [
    { lead: 'signIn.noAccount', page: 'driverRegistration' },
    { lead: 'signIn.otherRole', page: 'passengerLogin' },
  ],
  passenger: [
    { lead: 'signIn.noAccount', page: 'passengerRegistration' },
    { lead: 'signIn.otherRole', page: 'driverLogin' },
  ],
  login: [{ lead: 'signIn.noAccount', page: 'passengerRegistration' }],
} as const satisfies Record<SignInVariant, readonly { lead: string; page: keyof typeof PAGES }[]>

/** Spec §2: the driver page links to driver registration and passenger login, and the reverse. */
function SignInLinks({ variant, next }: { variant: SignInVariant; next: string | null }) {
  const { t } = useTranslation('auth')
  return (
    <AuthLinks
      items={OTHER_PAGES[variant].map(({ lead, page }) => ({
        lead: t(lead),
        to: PAGES[page],
        label: t(`signIn.${page}`),
        // registering keeps the way back to the page that asked for a sign-in (issue 23)
        search: next && page === 'passengerRegistration' ? `?next=${encodeURIComponent(next)}` : undefined,
      }))}
    />
  )
}
