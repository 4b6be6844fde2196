import type { ReactNode, RefObject } from 'react'
import { checkForgotPassword } from '#shared/forms/form-checks.ts'
import { EMAIL_INPUT, TextField } from '#app/components/field.tsx'
import { requestPasswordReset } from './auth-api.ts'
import { resetErrorMessage } from './auth-errors.ts'
import { AuthHeading, SubmitButton, type FormMessage } from './auth-form-parts.tsx'
import { useAuthForm } from './use-auth-form.ts'

/** Forgot password: asks for the reset mail, then hands back to sign-in with the address filled in. */
export function ForgotPasswordForm({
  headingRef,
  notices,
  defaultEmail,
  onMessage,
  onSent,
  onBack,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>
  notices: ReactNode
  defaultEmail: string
  onMessage: (message: FormMessage | null) => void
  onSent: (email: string) => void
  onBack: () => void
}) {
  const { form, field, errorOf, t, lang } = useAuthForm(checkForgotPassword, { email: defaultEmail })

  const onSubmit = form.handleSubmit(async (values) => {
    onMessage(null)
    const result = await requestPasswordReset(values.email, lang)
    if (result.ok) onSent(values.email)
    else onMessage({ tone: 'error', text: resetErrorMessage(t, result.failure) })
  })

  return (
    <>
      <AuthHeading text={t('forgot.title')} intro={t('forgot.intro')} headingRef={headingRef} />
      {notices}
      <form onSubmit={onSubmit} noValidate>
        <TextField label={t('signIn.email')} error={errorOf('email')} input={{ ...EMAIL_INPUT, ...field('email') }} />
        <SubmitButton isSubmitting={form.formState.isSubmitting} action="forgot" />
        <button type="button" className="button button--secondary auth-submit" onClick={onBack}>
          {t('forgot.backToSignIn')}
        </button>
      </form>
    </>
  )
}
