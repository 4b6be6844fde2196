import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { checkResetPassword } from '#shared/forms/form-checks.ts'
import { localePath, PAGES } from '#shared/routes.ts'
import { PasswordField } from '#app/components/password-field.tsx'
import { resetPassword } from './auth-api.ts'
import { isInvalidResetToken, resetErrorMessage } from './auth-errors.ts'
import { AuthHeading, AuthLinks, SubmitButton } from './auth-form-parts.tsx'
import { useAuthForm } from './use-auth-form.ts'
import type { SignInNotice } from './sign-in-page.tsx'

/** `/reset-password?token=…`: the page the reset mail links to. */
export function ResetPasswordPage() {
  const { form, field, errorOf, t, lang } = useAuthForm(checkResetPassword, { password: '', passwordConfirmation: '' })
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  // better-auth's own GET link would add ?error=INVALID_TOKEN; treat it like a dead link.
  const [linkProblem, setLinkProblem] = useState<'missing' | 'invalid' | null>(
    searchParams.get('error') ? 'invalid' : token ? null : 'missing',
  )
  const [formError, setFormError] = useState<string | null>(null)

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    const result = await resetPassword(values.password, token)
    if (result.ok) {
      const state: SignInNotice = { notice: 'passwordChanged' }
      await navigate(localePath(PAGES.login, lang), { state })
      return
    }
    if (isInvalidResetToken(result.failure)) setLinkProblem('invalid')
    else setFormError(resetErrorMessage(t, result.failure))
  })

  const newLinkState: SignInNotice = { notice: 'resetRequested' }
  return (
    <div className="auth-page">
      <div className="card auth-card">
        {linkProblem ? (
          <>
            <h1>{t('reset.invalidLinkTitle')}</h1>
            <p className="alert alert--error" role="alert">
              {linkProblem === 'invalid' ? t('reset.invalidLink') : t('reset.missingToken')}
            </p>
            <Link to={localePath(PAGES.login, lang)} state={newLinkState} className="button auth-submit">
              {t('reset.requestNewLink')}
            </Link>
          </>
        ) : (
          <>
            <AuthHeading text={t('reset.title')} intro={t('reset.intro')} />
            {formError && (
              <p className="alert alert--error" role="alert">
                {formError}
              </p>
            )}
            <form onSubmit={onSubmit} noValidate>
              <PasswordField
                label={t('reset.newPassword')}
                hint={t('reset.passwordHint')}
                error={errorOf('password')}
                input={{ autoComplete: 'new-password', ...field('password') }}
              />
              <PasswordField
                label={t('reset.confirmPassword')}
                error={errorOf('passwordConfirmation')}
                input={{ autoComplete: 'new-password', ...field('passwordConfirmation') }}
              />
              <SubmitButton isSubmitting={form.formState.isSubmitting} action="reset" />
            </form>
          </>
        )}
        <AuthLinks items={[]} />
      </div>
    </div>
  )
}
