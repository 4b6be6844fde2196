import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useLocation, useNavigate } from 'react-router'
import { ForgotPasswordSchema, SignInSchema, type ForgotPasswordInput } from '#shared/schemas/auth.ts'
import { localePath, PAGES } from '#shared/routes.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { dashboardOfSignedIn, decideAfterSignIn, type SignInVariant } from './after-sign-in.ts'
import {
  currentSessionUserType,
  readProfile,
  requestPasswordReset,
  signInWithEmail,
  signOutQuietly,
} from './auth-api.ts'
import { resetErrorMessage, signInErrorMessage } from './auth-errors.ts'
import { PasswordField, TextField, useFieldMessage } from './form-fields.tsx'
import './auth.css'

/** Router state other pages hand to a sign-in page (after registration or a password change). */
export type SignInNotice = { notice?: 'passwordChanged' | 'registered' | 'resetRequested'; email?: string }

type Message = { tone: 'error' | 'success'; text: string }
type SignInValues = { email: string; password: string }

/** The three sign-in pages of spec §2: sign-in mode and forgot-password mode. */
export function SignInPage({ variant }: { variant: SignInVariant }) {
  const { t } = useTranslation('auth')
  const lang = useLang()
  const navigate = useNavigate()
  const location = useLocation()
  const state = (location.state ?? {}) as SignInNotice
  const [mode, setMode] = useState<'sign-in' | 'forgot'>(state.notice === 'resetRequested' ? 'forgot' : 'sign-in')
  const [message, setMessage] = useState<Message | null>(() =>
    state.notice === 'passwordChanged'
      ? { tone: 'success', text: t('messages.passwordChanged') }
      : state.notice === 'registered'
        ? { tone: 'success', text: t('register.success') }
        : null,
  )
  const [isRedirecting, setIsRedirecting] = useState(false)
  // Set while our own sign-in runs, so the "already signed in" check never races it.
  const isSigningIn = useRef(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const isFirstRender = useRef(true)

  useEffect(() => {
    let isCancelled = false
    void currentSessionUserType().then((session) => {
      if (isCancelled || isSigningIn.current || !session) return
      const dashboard = dashboardOfSignedIn(session.userType)
      if (!dashboard) return
      setIsRedirecting(true)
      void navigate(localePath(dashboard, lang), { replace: true })
    })
    return () => {
      isCancelled = true
    }
  }, [lang, navigate])

  // Moving between the two modes moves focus to the new heading (it replaces the form).
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false
      return
    }
    headingRef.current?.focus()
  }, [mode])

  const signIn = useForm<SignInValues>({
    resolver: zodResolver(SignInSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { email: state.email ?? '', password: '' },
  })
  const forgot = useForm<ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { email: '' },
  })
  const fieldMessage = useFieldMessage()

  const onSignIn = signIn.handleSubmit(async (values) => {
    setMessage(null)
    isSigningIn.current = true
    const result = await signInWithEmail(values)
    if (!result.ok) {
      isSigningIn.current = false
      setMessage({ tone: 'error', text: signInErrorMessage(t, result.failure) })
      return
    }
    const sessionUserType = result.data.userType
    const decision = decideAfterSignIn(variant, {
      sessionUserType,
      profile: sessionUserType ? await readProfile(lang) : undefined,
    })
    if (decision.kind === 'go') {
      await navigate(localePath(decision.to, lang), { replace: true })
      return
    }
    await signOutQuietly()
    isSigningIn.current = false
    setMessage({
      tone: 'error',
      text: decision.kind === 'refuse' ? t(decision.message) : signInErrorMessage(t, decision),
    })
  })

  const onForgot = forgot.handleSubmit(async (values) => {
    setMessage(null)
    const result = await requestPasswordReset(values.email, lang)
    if (!result.ok) {
      setMessage({ tone: 'error', text: resetErrorMessage(t, result.failure) })
      return
    }
    signIn.setValue('email', values.email)
    setMessage({ tone: 'success', text: t('messages.resetEmailSent') })
    setMode('sign-in')
  })

  const openForgot = () => {
    forgot.reset({ email: signIn.getValues('email') })
    setMessage(null)
    setMode('forgot')
  }
  const closeForgot = () => {
    setMessage(null)
    setMode('sign-in')
  }

  const alert = message && (
    <div
      className={`alert ${message.tone === 'error' ? 'alert--error' : 'alert--success'}`}
      role={message.tone === 'error' ? 'alert' : 'status'}
    >
      {message.text}
    </div>
  )

  return (
    <div className="auth-page">
      <div className="card auth-card">
        {mode === 'sign-in' ? (
          <>
            <h1 ref={headingRef} tabIndex={-1}>
              {t(`signIn.title.${variant}`)}
            </h1>
            <p className="auth-intro">{t(`signIn.intro.${variant}`)}</p>
            {isRedirecting && (
              <p className="alert alert--info" role="status">
                {t('signIn.redirecting')}
              </p>
            )}
            {alert}
            <form onSubmit={onSignIn} noValidate>
              <TextField
                label={t('signIn.email')}
                error={fieldMessage(signIn.formState.errors.email?.message)}
                input={{
                  type: 'email',
                  autoComplete: 'email',
                  inputMode: 'email',
                  autoCapitalize: 'none',
                  spellCheck: false,
                  ...signIn.register('email', { onChange: () => signIn.clearErrors('email') }),
                }}
              />
              <PasswordField
                label={t('signIn.password')}
                error={fieldMessage(signIn.formState.errors.password?.message)}
                input={{
                  autoComplete: 'current-password',
                  ...signIn.register('password', { onChange: () => signIn.clearErrors('password') }),
                }}
              />
              <div className="auth-row">
                <button type="button" className="button button--link" onClick={openForgot}>
                  {t('signIn.forgotPassword')}
                </button>
              </div>
              <button type="submit" className="button auth-submit" disabled={signIn.formState.isSubmitting}>
                {signIn.formState.isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
              </button>
            </form>
          </>
        ) : (
          <>
            <h1 ref={headingRef} tabIndex={-1}>
              {t('forgot.title')}
            </h1>
            <p className="auth-intro">{t('forgot.intro')}</p>
            {alert}
            <form onSubmit={onForgot} noValidate>
              <TextField
                label={t('signIn.email')}
                error={fieldMessage(forgot.formState.errors.email?.message)}
                input={{
                  type: 'email',
                  autoComplete: 'email',
                  inputMode: 'email',
                  autoCapitalize: 'none',
                  spellCheck: false,
                  ...forgot.register('email', { onChange: () => forgot.clearErrors('email') }),
                }}
              />
              <button type="submit" className="button auth-submit" disabled={forgot.formState.isSubmitting}>
                {forgot.formState.isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
              </button>
              <button type="button" className="button button--secondary auth-submit" onClick={closeForgot}>
                {t('forgot.backToSignIn')}
              </button>
            </form>
          </>
        )}
        <SignInLinks variant={variant} />
      </div>
    </div>
  )
}

/** Spec §2: the driver page links to driver registration and passenger login, and the reverse. */
function SignInLinks({ variant }: { variant: SignInVariant }) {
  const { t } = useTranslation('auth')
  const lang = useLang()
  const to = (path: string) => localePath(path, lang)
  return (
    <div className="auth-links">
      {variant === 'driver' && (
        <ul>
          <li>
            {t('signIn.noAccount')} <Link to={to(PAGES.driverRegistration)}>{t('signIn.driverRegistration')}</Link>
          </li>
          <li>
            {t('signIn.otherRole')} <Link to={to(PAGES.passengerLogin)}>{t('signIn.passengerLogin')}</Link>
          </li>
        </ul>
      )}
      {variant === 'passenger' && (
        <ul>
          <li>
            {t('signIn.noAccount')}{' '}
            <Link to={to(PAGES.passengerRegistration)}>{t('signIn.passengerRegistration')}</Link>
          </li>
          <li>
            {t('signIn.otherRole')} <Link to={to(PAGES.driverLogin)}>{t('signIn.driverLogin')}</Link>
          </li>
        </ul>
      )}
      {variant === 'login' && (
        <ul>
          <li>
            {t('signIn.noAccount')}{' '}
            <Link to={to(PAGES.passengerRegistration)}>{t('signIn.passengerRegistration')}</Link>
          </li>
        </ul>
      )}
      <Link to={to(PAGES.home)} className="button button--secondary auth-home">
        {t('signIn.backToHome')}
      </Link>
    </div>
  )
}
