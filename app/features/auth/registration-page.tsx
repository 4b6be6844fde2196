import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, type FieldPath } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { CITIES, CITY_NAMES_TR, PHONE_EXAMPLE } from '#shared/constants.ts'
import { RegisterPassengerSchema, type RegisterPassengerInput } from '#shared/schemas/auth.ts'
import { localePath, PAGES } from '#shared/routes.ts'
import { ApiError } from '#app/lib/api.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { registerPassenger } from './auth-api.ts'
import { minutesToWait } from './auth-errors.ts'
import { PasswordField, TextField, useFieldMessage } from './form-fields.tsx'
import type { SignInNotice } from './sign-in-page.tsx'
import { SuccessDialog } from './success-dialog.tsx'
import './auth.css'

type Values = RegisterPassengerInput
const FIELDS: readonly FieldPath<Values>[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'passwordConfirmation',
  'city',
]

/** Spec §2/§5: passenger self-registration (drivers register in the mobile app only). */
export function RegistrationPage() {
  const { t } = useTranslation('auth')
  const lang = useLang()
  const navigate = useNavigate()
  const fieldMessage = useFieldMessage()
  const [formError, setFormError] = useState<string | null>(null)
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null)
  const form = useForm<Values>({
    resolver: zodResolver(RegisterPassengerSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      passwordConfirmation: '',
      city: '' as Values['city'],
    },
  })
  const { errors, isSubmitting } = form.formState
  const field = (name: FieldPath<Values>) => form.register(name, { onChange: () => form.clearErrors(name) })

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const user = await registerPassenger(values, lang)
      setRegisteredEmail(user.email)
    } catch (error) {
      setFormError(registrationErrorMessage(error))
    }
  })

  function registrationErrorMessage(error: unknown): string | null {
    if (!(error instanceof ApiError)) return t('register.failed')
    const serverFields = Object.entries(error.fields).filter(([name]) =>
      (FIELDS as readonly string[]).includes(name),
    ) as [FieldPath<Values>, string][]
    serverFields.forEach(([name, key], index) =>
      form.setError(name, { type: 'server', message: key }, { shouldFocus: index === 0 }),
    )
    // Field messages say it all; a summary keeps the form's own alert consistent.
    if (serverFields.length > 0) return error.code === 'EMAIL_TAKEN' ? null : t('register.fixFields')
    if (error.status === 429) return t('register.tooMany', { count: minutesToWait(error.retryAfterSeconds) })
    // Our API answers in the user's language; a proxy's status text is not worth showing.
    return error.status >= 400 && error.status < 500 && error.message ? error.message : t('register.failed')
  }

  const goToSignIn = () => {
    const state: SignInNotice = { notice: 'registered', email: registeredEmail ?? undefined }
    void navigate(localePath(PAGES.passengerLogin, lang), { state })
  }

  const cityName = (city: (typeof CITIES)[number]) => (lang === 'tr' ? CITY_NAMES_TR[city] : city)
  const cityError = fieldMessage(errors.city?.message)

  return (
    <div className="auth-page auth-page--wide">
      <div className="card auth-card">
        <h1>{t('register.title')}</h1>
        <p className="auth-intro">{t('register.intro')}</p>
        {formError && (
          <p className="alert alert--error" role="alert">
            {formError}
          </p>
        )}
        <form onSubmit={onSubmit} noValidate>
          <div className="auth-grid">
            <TextField
              label={t('register.firstName')}
              error={fieldMessage(errors.firstName?.message)}
              input={{ type: 'text', autoComplete: 'given-name', ...field('firstName') }}
            />
            <TextField
              label={t('register.lastName')}
              error={fieldMessage(errors.lastName?.message)}
              input={{ type: 'text', autoComplete: 'family-name', ...field('lastName') }}
            />
          </div>
          <TextField
            label={t('register.email')}
            error={fieldMessage(errors.email?.message)}
            input={{
              type: 'email',
              autoComplete: 'email',
              inputMode: 'email',
              autoCapitalize: 'none',
              spellCheck: false,
              ...field('email'),
            }}
          />
          <TextField
            label={t('register.phone')}
            hint={t('register.phoneHint', { example: PHONE_EXAMPLE })}
            error={fieldMessage(errors.phone?.message)}
            input={{
              type: 'tel',
              autoComplete: 'tel',
              inputMode: 'tel',
              ...field('phone'),
            }}
          />
          <div className="auth-grid">
            <PasswordField
              label={t('register.password')}
              hint={t('register.passwordHint')}
              error={fieldMessage(errors.password?.message)}
              input={{ autoComplete: 'new-password', ...field('password') }}
            />
            <PasswordField
              label={t('register.confirmPassword')}
              error={fieldMessage(errors.passwordConfirmation?.message)}
              input={{ autoComplete: 'new-password', ...field('passwordConfirmation') }}
            />
          </div>
          <div className="field">
            <label htmlFor="registration-city">{t('register.city')}</label>
            <select
              id="registration-city"
              autoComplete="address-level2"
              aria-invalid={cityError ? true : undefined}
              aria-describedby={cityError ? 'registration-city-error' : undefined}
              {...field('city')}
            >
              <option value="">{t('register.chooseCity')}</option>
              {CITIES.map((city) => (
                <option key={city} value={city}>
                  {cityName(city)}
                </option>
              ))}
            </select>
            {cityError && (
              <p id="registration-city-error" className="field-error">
                {cityError}
              </p>
            )}
          </div>
          <button type="submit" className="button auth-submit" disabled={isSubmitting}>
            {isSubmitting ? t('register.submitting') : t('register.submit')}
          </button>
        </form>
        <div className="auth-links">
          <ul>
            <li>
              {t('register.haveAccount')}{' '}
              <Link to={localePath(PAGES.passengerLogin, lang)}>{t('register.signIn')}</Link>
            </li>
            <li>
              {t('register.driverNote')}{' '}
              <Link to={localePath(PAGES.driverRegistration, lang)}>{t('register.driverLink')}</Link>
            </li>
          </ul>
          <Link to={localePath(PAGES.home, lang)} className="button button--secondary auth-home">
            {t('signIn.backToHome')}
          </Link>
        </div>
      </div>
      {registeredEmail && (
        <SuccessDialog message={t('register.success')} actionLabel={t('register.goToSignIn')} onClose={goToSignIn} />
      )}
    </div>
  )
}
