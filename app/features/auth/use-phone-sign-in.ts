import { useState, type FormEvent, type RefObject } from 'react'
import { useNavigate } from 'react-router'
import { PHONE_EXAMPLE, PRIVACY_NOTICE_VERSION, type City } from '#shared/constants.ts'
import { localePath } from '#shared/routes.ts'
import type { PhoneSignUpProfileInput } from '#shared/schemas/auth-phone.ts'
import { checkCity, checkFields, checkPhone, checkRequiredText } from '#shared/forms/field-checks.ts'
import { useFieldMessage } from '#app/components/field.tsx'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { decideAfterSignIn } from './after-sign-in.ts'
import { readProfile, sendPhoneCode, signOutQuietly, verifyPhoneCode } from './auth-api.ts'
import { phoneErrorMessage, signInErrorMessage, type AuthFailure } from './auth-errors.ts'
import type { FormMessage } from './auth-form-parts.tsx'

export type PhoneStep = 'number' | 'code' | 'profile'
export type PhoneProfile = { firstName: string; lastName: string; city: City | ''; marketingConsent: boolean }
export type PhoneFieldErrors = Partial<Record<'phone' | 'code' | 'firstName' | 'lastName' | 'city', string>>

/** The sign-in by SMS code's state and its three actions (send, verify, start again). */
export function usePhoneSignIn(next: string | null, isSigningIn?: RefObject<boolean>) {
  const { t } = useTranslation('auth')
  const lang = useLang()
  const navigate = useNavigate()
  const fieldMessage = useFieldMessage()
  const [step, setStep] = useState<PhoneStep>('number')
  const [typed, setTyped] = useState('')
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [profile, setProfile] = useState<PhoneProfile>({
    firstName: '',
    lastName: '',
    city: '',
    marketingConsent: false,
  })
  const [errors, setErrors] = useState<PhoneFieldErrors>({})
  const [message, setMessage] = useState<FormMessage | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const stop = (failure?: AuthFailure, text?: string) => {
    setIsBusy(false)
    if (isSigningIn) isSigningIn.current = false
    if (failure) setMessage({ tone: 'error', text: phoneErrorMessage(t, failure, PHONE_EXAMPLE) })
    if (text) setMessage({ tone: 'error', text })
  }

  const send = async (event?: FormEvent) => {
    event?.preventDefault()
    setMessage(null)
    // plain checks, not the zod schema (shared/schemas/auth-phone.ts): zod would add 25 KB gzip to the sign-in pages (decision 008)
    const checked = checkPhone(step === 'number' ? typed : phone)
    if (checked.error) return setErrors({ phone: fieldMessage(checked.error) })
    setErrors({})
    setIsBusy(true)
    const result = await sendPhoneCode(checked.value, lang)
    if (!result.ok) return stop(result.failure)
    setIsBusy(false)
    setPhone(checked.value)
    setCode('')
    setStep('code')
    setMessage({ tone: 'success', text: t('phone.codeSent', { phone: checked.value }) })
  }

  const verify = async (event: FormEvent) => {
    event.preventDefault()
    setMessage(null)
    const typedCode = code.replace(/\s/g, '')
    if (!/^\d{6}$/.test(typedCode)) return setErrors({ code: t('phone.errors.invalidCode') })
    const signUp = checkProfile(step, profile, fieldMessage)
    if (!signUp.ok) return setErrors(signUp.errors)
    setErrors({})
    setIsBusy(true)
    if (isSigningIn) isSigningIn.current = true
    const result = await verifyPhoneCode({ phoneNumber: phone, code: typedCode, profile: signUp.profile }, lang)
    if (!result.ok) return stop(result.failure)
    if (result.data.needsProfile) {
      stop()
      return setStep('profile')
    }
    const decision = decideAfterSignIn('passenger', {
      sessionUserType: result.data.userType,
      profile: await readProfile(lang),
    })
    if (decision.kind === 'go') return void (await navigate(next ?? localePath(decision.to, lang), { replace: true }))
    await signOutQuietly()
    stop(undefined, decision.kind === 'refuse' ? t(decision.message) : signInErrorMessage(t, decision))
  }

  const restart = () => {
    setStep('number')
    setMessage(null)
    setErrors({})
  }

  const fields = { typed, setTyped, phone, code, setCode, profile, setProfile }
  return { step, ...fields, errors, message, isBusy, send, verify, restart }
}

/** The profile a new number signs up with (step 3 only), or the field errors that stop it. */
function checkProfile(
  step: PhoneStep,
  profile: PhoneProfile,
  fieldMessage: (key: string | undefined) => string | undefined,
): { ok: true; profile: PhoneSignUpProfileInput | undefined } | { ok: false; errors: PhoneFieldErrors } {
  if (step !== 'profile') return { ok: true, profile: undefined }
  const checked = checkFields({
    firstName: checkRequiredText(profile.firstName, 'firstNameRequired', 80),
    lastName: checkRequiredText(profile.lastName, 'lastNameRequired', 80),
    city: checkCity(profile.city),
  })
  if (checked.ok)
    return {
      ok: true,
      profile: {
        ...checked.value,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        marketingConsent: profile.marketingConsent,
      },
    }
  const found: PhoneFieldErrors = {}
  for (const [field, key] of Object.entries(checked.errors)) found[field as keyof PhoneFieldErrors] = fieldMessage(key)
  return { ok: false, errors: found }
}
