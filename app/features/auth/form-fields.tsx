import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { useTranslation } from '#app/lib/i18n.ts'

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }

/** The message of a field error: our zod schemas and the API both give `validation` keys. */
export function useFieldMessage() {
  const { t } = useTranslation('validation')
  return (key: string | undefined) => (key ? t(key as 'invalid', { defaultValue: t('invalid') }) : undefined)
}

/** The ids of a field's hint and error, for aria-describedby (undefined when it has neither). */
function describedByOf(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
}

/** A field's hint and error under the input, with the ids `describedByOf` points at. */
function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </>
  )
}

/** A labelled input with its hint and error wired to it for screen readers. */
export function TextField({
  label,
  hint,
  error,
  input,
}: {
  label: string
  hint?: ReactNode
  error?: string
  input: InputProps & { name: string }
}) {
  const id = useId()
  const describedBy = describedByOf(id, hint, error)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  )
}

/** A password input with a real show/hide toggle (aria-pressed, label stays the same). */
export function PasswordField({
  label,
  hint,
  error,
  input,
}: {
  label: string
  hint?: ReactNode
  error?: string
  input: InputProps & { name: string }
}) {
  const { t } = useTranslation('auth')
  const id = useId()
  const [isVisible, setIsVisible] = useState(false)
  const describedBy = describedByOf(id, hint, error)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          id={id}
          type={isVisible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize="none"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className="password-input__toggle"
          aria-pressed={isVisible}
          aria-controls={id}
          onClick={() => setIsVisible((value) => !value)}
        >
          <EyeIcon isOpen={!isVisible} />
          <span className="visually-hidden">{t('signIn.showPassword')}</span>
        </button>
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  )
}

function EyeIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {!isOpen && <path d="M4 4l16 16" />}
    </svg>
  )
}
