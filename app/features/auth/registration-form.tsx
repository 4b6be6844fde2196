import type { TFunction } from '#app/lib/i18n.ts'
import type { FieldPath, UseFormSetError } from '#app/lib/use-form.ts'
import { Link } from 'react-router'
import { CITIES, CITY_NAMES_TR, PHONE_EXAMPLE, PRIVACY_NOTICE_VERSION } from '#shared/constants.ts'
import { checkRegisterPassenger } from '#shared/forms/form-checks.ts'
import { localePath, PAGES } from '#shared/routes.ts'
import type { RegisterPassengerInput } from '#shared/schemas/auth.ts'
import { EMAIL_INPUT, FieldRow, SelectField, TextField } from '#app/components/field.tsx'
import { PasswordField } from '#app/components/password-field.tsx'
import { ApiRequestError } from '#app/lib/api.ts'
import { registerPassenger } from './auth-api.ts'
import { minutesToWait } from './auth-errors.ts'
import { SubmitButton } from './auth-form-parts.tsx'
import { useAuthForm } from './use-auth-form.ts'

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
const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  passwordConfirmation: '',
  city: '' as Values['city'],
  privacyNoticeVersion: PRIVACY_NOTICE_VERSION as Values['privacyNoticeVersion'],
  marketingConsent: false,
}

/**
 * The form's alert for a failed registration (null when the field messages say it all); the API's
 * field errors are put under their fields, the first one focused.
 */
function registrationErrorMessage(error: unknown, setError: UseFormSetError<Values>, t: TFunction<'auth'>) {
  if (!(error instanceof ApiRequestError)) return t('register.failed')
  const serverFields = Object.entries(error.fields).filter(([name]) =>
    (FIELDS as readonly string[]).includes(name),
  ) as [FieldPath<Values>, string][]
  serverFields.forEach(([name, key], index) =>
    setError(name, { type: 'server', message: key }, { shouldFocus: index === 0 }),
  )
  // Field messages say it all; a summary keeps the form's own alert consistent.
  if (serverFields.length > 0) return error.code === 'EMAIL_TAKEN' ? null : t('register.fixFields')
  if (error.status === 429) return t('register.tooMany', { count: minutesToWait(error.retryAfterSeconds) })
  // Our API answers in the user's language; a proxy's status text is not worth showing.
  return error.status >= 400 && error.status < 500 && error.message ? error.message : t('register.failed')
}

/** The registration fields (spec §5 messages under each), sent to `POST /api/v1/register`. */
export function RegistrationForm({
  onError,
  onRegistered,
}: {
  onError: (message: string | null) => void
  onRegistered: (email: string) => void
}) {
  const { form, field, errorOf, t, lang } = useAuthForm(checkRegisterPassenger, EMPTY)
  const text = (name: keyof Values, label: string) => ({ label, error: errorOf(name) })

  const onSubmit = form.handleSubmit(async (values) => {
    onError(null)
    try {
      // the notice this form shows is the one recorded (KVKK)
      const user = await registerPassenger({ ...values, privacyNoticeVersion: PRIVACY_NOTICE_VERSION }, lang)
      onRegistered(user.email)
    } catch (error) {
      onError(registrationErrorMessage(error, form.setError, t))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <FieldRow>
        <TextField
          {...text('firstName', t('register.firstName'))}
          input={{ autoComplete: 'given-name', ...field('firstName') }}
        />
        <TextField
          {...text('lastName', t('register.lastName'))}
          input={{ autoComplete: 'family-name', ...field('lastName') }}
        />
      </FieldRow>
      <TextField {...text('email', t('register.email'))} input={{ ...EMAIL_INPUT, ...field('email') }} />
      <TextField
        {...text('phone', t('register.phone'))}
        hint={t('register.phoneHint', { example: PHONE_EXAMPLE })}
        input={{ type: 'tel', autoComplete: 'tel', inputMode: 'tel', ...field('phone') }}
      />
      <FieldRow>
        <PasswordField
          {...text('password', t('register.password'))}
          hint={t('register.passwordHint')}
          input={{ autoComplete: 'new-password', ...field('password') }}
        />
        <PasswordField
          {...text('passwordConfirmation', t('register.confirmPassword'))}
          input={{ autoComplete: 'new-password', ...field('passwordConfirmation') }}
        />
      </FieldRow>
      <SelectField {...text('city', t('register.city'))} select={{ autoComplete: 'address-level2', ...field('city') }}>
        <option value="">{t('register.chooseCity')}</option>
        {CITIES.map((city) => (
          <option key={city} value={city}>
            {lang === 'tr' ? CITY_NAMES_TR[city] : city}
          </option>
        ))}
      </SelectField>
      <p className="auth-notice">
        {t('register.noticeBefore')}
        <Link to={localePath(PAGES.privacyPolicy, lang)}>{t('register.noticeLink')}</Link>
        {t('register.noticeAfter')}
      </p>
      <label className="auth-consent">
        <span className="auth-consent__box">
          <input type="checkbox" {...form.register('marketingConsent')} />
        </span>
        <span className="auth-consent__text">{t('register.marketingConsent')}</span>
      </label>
      <SubmitButton isSubmitting={form.formState.isSubmitting} action="register" />
    </form>
  )
}
