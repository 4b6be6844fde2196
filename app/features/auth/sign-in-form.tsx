import type { ReactNode, RefObject } from 'react'
import { useNavigate } from 'react-router'
import { checkSignIn } from '#shared/forms/form-checks.ts'
import { ADMIN_PAGES, adminPath, localePath } from '#shared/routes.ts'
import { EMAIL_INPUT, TextField } from '#app/components/field.tsx'
import { PasswordField } from '#app/components/password-field.tsx'
import { decideAfterSignIn, type SignInVariant } from './after-sign-in.ts'
import { readProfile, signInWithEmail, signOutQuietly } from './auth-api.ts'
import { signInErrorMessage } from './auth-errors.ts'
import { AuthHeading, SubmitButton, type FormMessage } from './auth-form-parts.tsx'
import { useAuthForm } from './use-auth-form.ts'

/** Spec §2 sign-in: checks the account's type against the page before going to its dashboard. */
export function SignInForm({
  variant,
  headingRef,
  notices,
  defaultEmail,
  next,
  isSigningIn,
  onMessage,
  onForgot,
}: {
  variant: SignInVariant
  headingRef: RefObject<HTMLHeadingElement | null>
  /** Messages shown above the form. */
  notices: ReactNode
  defaultEmail: string
  /** A page of this site to return to (`?next=`), instead of the dashboard (issue 23). */
  next?: string | null
  /** Set while our own sign-in runs, so the page's "already signed in" check never races it. */
  isSigningIn: RefObject<boolean>
  onMessage: (message: FormMessage | null) => void
  /** "Forgot password?", with the e-mail typed so far. */
  onForgot: (email: string) => void
}) {
  const navigate = useNavigate()
  const { form, field, errorOf, t, lang } = useAuthForm(checkSignIn, { email: defaultEmail, password: '' })

  const onSubmit = form.handleSubmit(async (values) => {
    onMessage(null)
    isSigningIn.current = true
    const result = await signInWithEmail(values)
    if (!result.ok) {
      isSigningIn.current = false
      onMessage({ tone: 'error', text: signInErrorMessage(t, result.failure) })
      return
    }
    if (result.data.twoFactor) {
      await navigate(adminPath('twoFactor', lang), { replace: true })
      return
    }
    const sessionUserType = result.data.userType
    const decision = decideAfterSignIn(variant, {
      sessionUserType,
      profile: sessionUserType ? await readProfile(lang) : undefined,
    })
    if (decision.kind === 'go') {
      const isBackOffice = decision.to === ADMIN_PAGES.overview
      await navigate(next && !isBackOffice ? next : localePath(decision.to, lang), { replace: true })
      return
    }
    await signOutQuietly()
    isSigningIn.current = false
    onMessage({
      tone: 'error',
      text: decision.kind === 'refuse' ? t(decision.message) : signInErrorMessage(t, decision),
    })
  })

  return (
    <>
      <AuthHeading text={t(`signIn.title.${variant}`)} intro={t(`signIn.intro.${variant}`)} headingRef={headingRef} />
      {notices}
      <form onSubmit={onSubmit} noValidate>
        <TextField label={t('signIn.email')} error={errorOf('email')} input={{ ...EMAIL_INPUT, ...field('email') }} />
        <PasswordField
          label={t('signIn.password')}
          error={errorOf('password')}
          input={{ autoComplete: 'current-password', ...field('password') }}
        />
        <div className="auth-row">
          <button type="button" className="button button--link" onClick={() => onForgot(form.getValues('email'))}>
            {t('signIn.forgotPassword')}
          </button>
        </div>
        <SubmitButton isSubmitting={form.formState.isSubmitting} action="signIn" />
      </form>
    </>
  )
}
