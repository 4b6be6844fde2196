import { useEffect, useRef, useState } from 'react'
import { DELETION_CONFIRMATION_CLEAR_MS } from '#shared/constants.ts'
import { checkDeletionRequest } from '#shared/forms/form-checks.ts'
import type { DeletionRequestInput } from '#shared/schemas/deletion-request.ts'
import { ApiRequestError } from '#app/lib/api.ts'
import { useLang, useTranslation, type TFunction } from '#app/lib/i18n.ts'
import { useForm, type FieldErrors } from '#app/lib/use-form.ts'
import { createDeletionRequest } from './create-deletion-request.ts'

export const DELETION_FIELDS = ['email', 'firstName', 'lastName', 'reason'] as const
type Field = (typeof DELETION_FIELDS)[number]
const EMPTY: DeletionRequestInput = { email: '', firstName: '', lastName: '', reason: '' }

export type DeletionStatus = { kind: 'success'; reference: string } | { kind: 'error'; text: string } | null

/** True when at least one field is blank: the spec's 'Please fill in all fields.' case. */
export function hasBlankField(values: Partial<Record<Field, string>>): boolean {
  return DELETION_FIELDS.some((field) => !values[field]?.trim())
}

function describeError(error: unknown, tc: TFunction<'common'>): string {
  if (!(error instanceof ApiRequestError)) return tc('errors.server')
  if (error.status === 0) return tc('errors.network')
  if (error.status === 429) return error.message || tc('api.tooManyRequests', { minutes: 60 })
  if (error.status === 400) return tc('api.invalidInput')
  return tc('errors.server')
}

/**
 * The deletion form's state: spec §2 messages on submit, the API call, and spec §9's clearing of
 * the confirmation and the form after 3000 ms. `sentReference` (the KVKK reference of the last
 * request sent) is not cleared with them: the page keeps showing it.
 */
export function useDeletionRequest() {
  const lang = useLang()
  const { t } = useTranslation('deletion')
  const { t: tc } = useTranslation('common')
  const [status, setStatus] = useState<DeletionStatus>(null)
  const [sentReference, setSentReference] = useState<string | null>(null)
  const abortRef = useRef<AbortController | null>(null)
  const form = useForm({ validate: checkDeletionRequest, defaultValues: EMPTY, shouldFocusError: true })
  const { reset, setError, getValues } = form

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
      const receipt = await createDeletionRequest(input, lang, abortRef.current.signal)
      setStatus({ kind: 'success', reference: receipt.reference })
      setSentReference(receipt.reference)
    } catch (error) {
      if ((error as Error).name === 'AbortError') return
      setStatus({ kind: 'error', text: describeError(error, tc) })
      if (error instanceof ApiRequestError && error.status === 400) {
        for (const [field, key] of Object.entries(error.fields)) {
          if ((DELETION_FIELDS as readonly string[]).includes(field))
            setError(field as Field, { message: key }, { shouldFocus: true })
        }
      }
    }
  }

  const onInvalid = (fieldErrors: FieldErrors<DeletionRequestInput>) => {
    const isBlank = hasBlankField(getValues()) && DELETION_FIELDS.some((field) => fieldErrors[field])
    setStatus({ kind: 'error', text: isBlank ? t('missingFields') : t('fixFields') })
  }

  return { form, status, sentReference, onSubmit: form.handleSubmit(onValid, onInvalid) }
}
