import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { ResetPasswordSchema, type ResetPasswordInput } from '#shared/schemas/auth.ts'
import { localePath, PAGES } from '#shared/routes.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { resetPassword } from './auth-api.ts'
import { isInvalidResetToken, resetErrorMessage } from './auth-errors.ts'
import { PasswordField, useFieldMessage } from './form-fields.tsx'
import type { SignInNotice } from './sign-in-page.tsx'
import './auth.css'

/** `/reset-password?token=…`: the page the reset mail links to. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth')
  const lang = useLang()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token') ?? ''
  // better-auth's own GET link would add ?error=INVALID_TOKEN; treat it like a dead link.
  const [linkProblem, setLinkProblem] = useState<'missing' | 'invalid' | null>(
    searchParams.get('error') ? 'invalid' : token ? null : 'missing',
  )
  const [formError, setFormError] = useState<string | null>(null)
  const fieldMessage = useFieldMessage()
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(ResetPasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { password: '', passwordConfirmation: '' },
  })

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
            <h1>{t('reset.title')}</h1>
            <p className="auth-intro">{t('reset.intro')}</p>
            {formError && (
              <p className="alert alert--error" role="alert">
                {formError}
              </p>
            )}
            <form onSubmit={onSubmit} noValidate>
              <PasswordField
                label={t('reset.newPassword')}
                hint={t('reset.passwordHint')}
                error={fieldMessage(form.formState.errors.password?.message)}
                input={{
                  autoComplete: 'new-password',
                  ...form.register('password', { onChange: () => form.clearErrors('password') }),
                }}
              />
              <PasswordField
                label={t('reset.confirmPassword')}
                error={fieldMessage(form.formState.errors.passwordConfirmation?.message)}
                input={{
                  autoComplete: 'new-password',
                  ...form.register('passwordConfirmation', {
                    onChange: () => form.clearErrors('passwordConfirmation'),
                  }),
                }}
              />
              <button type="submit" className="button auth-submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? t('reset.submitting') : t('reset.submit')}
              </button>
            </form>
          </>
        )}
        <div className="auth-links">
          <Link to={localePath(PAGES.home, lang)} className="button button--secondary auth-home">
            {t('signIn.backToHome')}
          </Link>
        </div>
      </div>
    </div>
  )
}
