import { Link } from 'react-router'
import { localePath, PAGES } from '#shared/routes.ts'
import type { DeletionRequestInput } from '#shared/schemas/deletion-request.ts'
import { EMAIL_INPUT, FieldRow, TextAreaField, TextField, useFieldMessage } from '#app/components/field.tsx'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { useDeletionRequest } from './use-deletion-request.ts'

export { hasBlankField } from './use-deletion-request.ts'

/** Spec §2 account-deletion form: all four fields required, stored through the API. */
export function DeletionForm() {
  const lang = useLang()
  const { t } = useTranslation('deletion')
  const fieldMessage = useFieldMessage()
  // Until the page is interactive a click would submit the form to the page URL with its fields in it.
  const isHydrated = useHydrated()
  const { form, status, sentReference, onSubmit } = useDeletionRequest()
  const { errors, isSubmitting } = form.formState
  const text = (name: keyof DeletionRequestInput) => ({
    label: t(`fields.${name}`),
    error: fieldMessage(errors[name]?.message),
  })
  const field = (name: keyof DeletionRequestInput) => ({ required: true, ...form.register(name) })

  return (
    <form className="deletion-form card" noValidate aria-label={t('formLabel')} onSubmit={onSubmit}>
      <p className="deletion-form__note">{t('requiredNote')}</p>
      {status?.kind === 'error' && (
        <div className="alert alert--error" role="alert">
          {status.text}
        </div>
      )}
      <div aria-live="polite">
        {status?.kind === 'success' && (
          <div className="alert alert--success deletion-form__success">
            <p>{t('success')}</p>
          </div>
        )}
        {/* the reference stays after the spec's 3000 ms clearing of the confirmation and the form */}
        {sentReference && (
          <p className="alert alert--info deletion-form__reference" data-testid="deletion-reference">
            {t('reference', { reference: sentReference })}
          </p>
        )}
      </div>
      <TextField {...text('email')} input={{ ...EMAIL_INPUT, ...field('email') }} />
      <FieldRow>
        <TextField {...text('firstName')} input={{ type: 'text', autoComplete: 'given-name', ...field('firstName') }} />
        <TextField {...text('lastName')} input={{ type: 'text', autoComplete: 'family-name', ...field('lastName') }} />
      </FieldRow>
      <TextAreaField
        {...text('reason')}
        hint={t('fields.reasonHint')}
        hintAbove
        textarea={{ rows: 5, ...field('reason') }}
      />
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
