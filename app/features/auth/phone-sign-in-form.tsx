import type { RefObject } from 'react'
import { Link } from 'react-router'
import { CITIES, CITY_NAMES_TR, PHONE_EXAMPLE, type City } from '#shared/constants.ts'
import { localePath, PAGES } from '#shared/routes.ts'
import { FieldRow, SelectField, TextField } from '#app/components/field.tsx'
import { phoneFormAuth as en } from '#shared/i18n/en/auth-phone.ts'
import { phoneFormAuth as tr } from '#shared/i18n/tr/auth-phone.ts'
import { registerNamespace, useLang, useTranslation } from '#app/lib/i18n.ts'
import { FormMessageBox } from './auth-form-parts.tsx'
import { usePhoneSignIn, type PhoneFieldErrors, type PhoneProfile } from './use-phone-sign-in.ts'

// the pages registered only what they show before the form opens (shared/i18n/*/auth.ts)
registerNamespace('auth', { en, tr })

type PhoneSignInFormProps = {
  next: string | null
  isSigningIn?: RefObject<boolean>
  /** opened by the visitor's choice: the number field takes the focus */
  autoFocus?: boolean
}

/**
 * Issue 23: sign in or sign up with a mobile number and an SMS code. Number → code → (a new number
 * only) first name, last name and city → signed in as a passenger, then back to `next` when a page
 * sent the visitor here, else to the passenger dashboard.
 */
export function PhoneSignInForm({ next, isSigningIn, autoFocus }: PhoneSignInFormProps) {
  const { t } = useTranslation('auth')
  const flow = usePhoneSignIn(next, isSigningIn)
  const isProfile = flow.step === 'profile'
  const busyOr = (busy: string, idle: string) => (flow.isBusy ? busy : idle)

  return (
    <section className="auth-phone" aria-labelledby="phone-sign-in-title">
      <h2 id="phone-sign-in-title">{isProfile ? t('phone.profileTitle') : t('phone.tab')}</h2>
      <p className="auth-intro">{isProfile ? t('phone.profileIntro') : t('phone.intro')}</p>
      <FormMessageBox message={flow.message} />
      {flow.step === 'number' ? (
        <form onSubmit={flow.send} noValidate>
          <TextField
            label={t('phone.number')}
            hint={t('phone.numberHint', { example: PHONE_EXAMPLE })}
            error={flow.errors.phone}
            input={{
              name: 'phoneNumber',
              type: 'tel',
              autoComplete: 'tel',
              inputMode: 'tel',
              autoFocus,
              value: flow.typed,
              onChange: (event) => flow.setTyped(event.target.value),
            }}
          />
          <button type="submit" className="button auth-submit" disabled={flow.isBusy}>
            {busyOr(t('phone.sending'), t('phone.sendCode'))}
          </button>
        </form>
      ) : (
        <form onSubmit={flow.verify} noValidate>
          <TextField
            label={t('phone.code')}
            hint={t('phone.codeHint', { phone: flow.phone })}
            error={flow.errors.code}
            input={{
              name: 'code',
              autoComplete: 'one-time-code',
              inputMode: 'numeric',
              maxLength: 7,
              value: flow.code,
              onChange: (event) => flow.setCode(event.target.value),
            }}
          />
          {isProfile && (
            <ProfileFields
              profile={flow.profile}
              errors={flow.errors}
              onChange={(patch) => flow.setProfile({ ...flow.profile, ...patch })}
            />
          )}
          <button type="submit" className="button auth-submit" disabled={flow.isBusy}>
            {isProfile
              ? busyOr(t('phone.creating'), t('phone.createAccount'))
              : busyOr(t('phone.verifying'), t('phone.verify'))}
          </button>
          <div className="auth-phone-actions">
            <button
              type="button"
              className="button button--link"
              disabled={flow.isBusy}
              onClick={() => void flow.send()}
            >
              {t('phone.resend')}
            </button>
            <button type="button" className="button button--link" onClick={flow.restart}>
              {t('phone.changeNumber')}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}

/** What spec §5 asks of a passenger besides the number: names, city, the privacy notice shown, opt-in marketing. */
function ProfileFields({
  profile,
  errors,
  onChange,
}: {
  profile: PhoneProfile
  errors: PhoneFieldErrors
  onChange: (patch: Partial<PhoneProfile>) => void
}) {
  const { t } = useTranslation('auth')
  const lang = useLang()
  return (
    <>
      <FieldRow>
        <TextField
          label={t('register.firstName')}
          error={errors.firstName}
          input={{
            name: 'firstName',
            autoComplete: 'given-name',
            value: profile.firstName,
            onChange: (e) => onChange({ firstName: e.target.value }),
          }}
        />
        <TextField
          label={t('register.lastName')}
          error={errors.lastName}
          input={{
            name: 'lastName',
            autoComplete: 'family-name',
            value: profile.lastName,
            onChange: (e) => onChange({ lastName: e.target.value }),
          }}
        />
      </FieldRow>
      <SelectField
        label={t('register.city')}
        error={errors.city}
        select={{
          name: 'city',
          autoComplete: 'address-level2',
          value: profile.city,
          onChange: (e) => onChange({ city: e.target.value as City }),
        }}
      >
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
          <input
            type="checkbox"
            checked={profile.marketingConsent}
            onChange={(e) => onChange({ marketingConsent: e.target.checked })}
          />
        </span>
        <span className="auth-consent__text">{t('register.marketingConsent')}</span>
      </label>
    </>
  )
}
