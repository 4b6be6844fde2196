import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import { Link } from 'react-router'
import { ApiError } from '#app/lib/api.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { DELETION_CONFIRMATION_CLEAR_MS } from '#shared/constants.ts'
import { localePath, PAGES } from '#shared/routes.ts'
import { DeletionRequestSchema, type DeletionRequestInput } from '#shared/schemas/deletion-request.ts'
import { VALIDATION_KEYS, type ValidationKey } from '#shared/schemas/fields.ts'
import { useHydrated } from '#app/features/support/use-hydrated.ts'
import { createDeletionRequest } from './create-deletion-request.ts'

const FIELDS = ['email', 'firstName', 'lastName', 'reason'] as const
type Field = (typeof FIELDS)[number]
const EMPTY: DeletionRequestInput = { email: '', firstName: '', lastName: '', reason: '' }

type Status = { kind: 'success' } | { kind: 'error'; text: string } | null

/** True when at least one field is blank: the spec's 'Please fill in all fields.' case. */
export function hasBlankField(values: Partial<Record<Field, string>>): boolean {
  return FIELDS.some((field) => !values[field]?.trim())
}

/** Spec §2 account-deletion form: all four fields required, stored through the API. */
export function DeletionForm() {
  const lang = useLang()
  const { t } = useTranslation('deletion')
  const { t: tc } = useTranslation('common')
  const { t: tv } = useTranslation('validation')
  // Until the page is interactive a click would submit the form to the page URL with its fields in it.
  const isHydrated = useHydrated()
  const [status, setStatus] = useState<Status>(null)
  const abortRef = useRef<AbortController | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(DeletionRequestSchema),
    defaultValues: EMPTY,
    shouldFocusError: true,
  })

  // Spec §9: the confirmation and the form clear after 3000 ms.
  useEffect(() => {
    if (status?.kind !== 'success') return
    const timer = setTimeout(() => {
      reset(EMPTY)
      setStatus(null)
    }, DELETION_CONFIRMATION_CLEAR_MS)
    return () => clearTimeout(timer)
  }, [status, reset])

  useEffect(() => () => abortRef.current?.abort(), [])

  const onValid = async (input: DeletionRequestInput) => {
    if (status?.kind === 'success') return // the same request is already on its way to being cleared
    setStatus(null)
    abortRef.current = new AbortController()
    try {
      await createDeletionRequest(input, lang, abortRef.current.signal)
      setStatus({ kind: 'success' })
    } catch (error) {
      if ((error as Error).name === 'AbortError') return
      setStatus({ kind: 'error', text: describeError(error) })
      if (error instanceof ApiError && error.status === 400) {
        for (const [field, key] of Object.entries(error.fields)) {
          if ((FIELDS as readonly string[]).includes(field)) setError(field as Field, { message: key }, { shouldFocus: true })
        }
      }
    }
  }

  const onInvalid = (fieldErrors: FieldErrors<DeletionRequestInput>) => {
    const blank = hasBlankField(getValues()) && FIELDS.some((field) => fieldErrors[field])
    setStatus({ kind: 'error', text: blank ? t('missingFields') : t('fixFields') })
  }

  function describeError(error: unknown): string {
    if (!(error instanceof ApiError)) return tc('errors.server')
    if (error.status === 0) return tc('errors.network')
    if (error.status === 429) return error.message || tc('api.tooManyRequests', { minutes: 60 })
    if (error.status === 400) return tc('api.invalidInput')
    return tc('errors.server')
  }

  const message = (field: Field) => {
    const key = errors[field]?.message
    if (!key) return null
    return (VALIDATION_KEYS as readonly string[]).includes(key) ? tv(key as ValidationKey) : tv('invalid')
  }

  const fieldProps = (field: Field) => {
    const error = message(field)
    const describedBy = [field === 'reason' ? 'deletion-reason-hint' : null, error ? `deletion-${field}-error` : null]
      .filter(Boolean)
      .join(' ')
    return {
      id: `deletion-${field}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      required: true,
      ...register(field),
    }
  }

  const errorText = (field: Field) => {
    const error = message(field)
    return error ? (
      <p className="field-error" id={`deletion-${field}-error`}>
        {error}
      </p>
    ) : null
  }

  return (
    <form className="deletion-form card" noValidate aria-label={t('formLabel')} onSubmit={handleSubmit(onValid, onInvalid)}>
      <p className="deletion-form__note">{t('requiredNote')}</p>
      {status?.kind === 'error' && (
        <div className="alert alert--error" role="alert">
          {status.text}
        </div>
      )}
      <div aria-live="polite" aria-atomic="true">
        {status?.kind === 'success' && (
          <div className="alert alert--success deletion-form__success">{t('success')}</div>
        )}
      </div>
      <div className="field">
        <label htmlFor="deletion-email">{t('fields.email')}</label>
        <input type="email" autoComplete="email" inputMode="email" {...fieldProps('email')} />
        {errorText('email')}
      </div>
      <div className="deletion-form__row">
        <div className="field">
          <label htmlFor="deletion-firstName">{t('fields.firstName')}</label>
          <input type="text" autoComplete="given-name" {...fieldProps('firstName')} />
          {errorText('firstName')}
        </div>
        <div className="field">
          <label htmlFor="deletion-lastName">{t('fields.lastName')}</label>
          <input type="text" autoComplete="family-name" {...fieldProps('lastName')} />
          {errorText('lastName')}
        </div>
      </div>
      <div className="field">
        <label htmlFor="deletion-reason">{t('fields.reason')}</label>
        <p className="field-hint" id="deletion-reason-hint">
          {t('fields.reasonHint')}
        </p>
        <textarea rows={5} {...fieldProps('reason')} />
        {errorText('reason')}
      </div>
      <div className="deletion-form__actions">
        <Link className="button button--secondary" to={localePath(PAGES.home, lang)}>
          {t('backToHome')}
        </Link>
        <button type="submit" className="button" disabled={!isHydrated || isSubmitting}>
          {isSubmitting ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  )
}
