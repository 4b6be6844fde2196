import { useState, type FormEvent, type RefObject } from 'react'
import { useNavigate } from 'react-router'
import { PHONE_EXAMPLE, PRIVACY_NOTICE_VERSION, type City } from '#shared/constants.ts'
import { localePath } from '#shared/routes.ts'
import { PhoneCodeRequestSchema, PhoneCodeSchema, PhoneSignUpProfileSchema } from '#shared/schemas/auth-phone.ts'
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
    const parsed = PhoneCodeRequestSchema.safeParse({ phoneNumber: step === 'number' ? typed : phone })
    if (!parsed.success) return setErrors({ phone: fieldMessage(parsed.error.issues[0]?.message) })
    setErrors({})
    setIsBusy(true)
    const result = await sendPhoneCode(parsed.data.phoneNumber, lang)
    if (!result.ok) return stop(result.failure)
    setIsBusy(false)
    setPhone(parsed.data.phoneNumber)
    setCode('')
    setStep('code')
    setMessage({ tone: 'success', text: t('phone.codeSent', { phone: parsed.data.phoneNumber }) })
  }

  const verify = async (event: FormEvent) => {
    event.preventDefault()
    setMessage(null)
    const parsedCode = PhoneCodeSchema.safeParse(code)
    if (!parsedCode.success) return setErrors({ code: t('phone.errors.invalidCode') })
    const signUp = checkProfile(step, profile, fieldMessage)
    if (!signUp.ok) return setErrors(signUp.errors)
    setErrors({})
    setIsBusy(true)
    if (isSigningIn) isSigningIn.current = true
    const result = await verifyPhoneCode({ phoneNumber: phone, code: parsedCode.data, profile: signUp.profile }, lang)
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
) {
  if (step !== 'profile') return { ok: true as const, profile: undefined }
  const parsed = PhoneSignUpProfileSchema.safeParse({ ...profile, privacyNoticeVersion: PRIVACY_NOTICE_VERSION })
  if (parsed.success) return { ok: true as const, profile: parsed.data }
  const found: PhoneFieldErrors = {}
  for (const issue of parsed.error.issues)
    found[issue.path[0] as keyof PhoneFieldErrors] ??= fieldMessage(issue.message)
  return { ok: false as const, errors: found }
}
