import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from '#app/lib/i18n.ts'

const REASONS = ['noShow', 'passengerAsked', 'vehicle', 'other'] as const

/** Cancel with a reason (sent in the page's language); the ride goes back to the other drivers. */
export function CancelForm({
  busy,
  onCancel,
  onBack,
}: {
  busy: boolean
  onCancel: (reason: string) => void
  onBack: () => void
}) {
  const { t } = useTranslation('driverMode')
  const id = useId()
  const [choice, setChoice] = useState<(typeof REASONS)[number] | null>(null)
  const [other, setOther] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const reason = choice === 'other' ? other.trim() : choice ? t(`cancel.reasons.${choice}`) : ''
    if (!reason) return setError(t('cancel.reasonRequired'))
    onCancel(reason)
  }
  return (
    <form className="driver-form" onSubmit={submit} noValidate>
      <fieldset aria-describedby={`${id}-note${error ? ` ${id}-error` : ''}`}>
        <legend>{t('cancel.heading')}</legend>
        {REASONS.map((reason) => (
          <label key={reason} className="driver-choice">
            <input type="radio" name={`${id}-reason`} checked={choice === reason} onChange={() => setChoice(reason)} />
            {t(`cancel.reasons.${reason}`)}
          </label>
        ))}
      </fieldset>
      {choice === 'other' && (
        <>
          <label htmlFor={`${id}-other`}>{t('cancel.otherLabel')}</label>
          <textarea
            id={`${id}-other`}
            rows={2}
            maxLength={500}
            value={other}
            onChange={(event) => setOther(event.target.value)}
          />
        </>
      )}
      <p id={`${id}-note`} className="driver-hint">
        {t('cancel.note')}
      </p>
      {error && (
        <p id={`${id}-error`} className="driver-field-error">
          {error}
        </p>
      )}
      <div className="driver-actions">
        <button type="submit" className="button button--dark driver-big" disabled={busy}>
          {t('cancel.submit')}
        </button>
        <button type="button" className="button button--secondary driver-big" onClick={onBack}>
          {t('cancel.back')}
        </button>
      </div>
    </form>
  )
}
