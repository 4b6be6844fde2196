import { useState, type InputHTMLAttributes, type Ref } from 'react'
import { useTranslation } from '#app/lib/i18n.ts'
import { Field, type FieldText } from './field.tsx'

type InputProps = InputHTMLAttributes<HTMLInputElement> & { name: string; ref?: Ref<HTMLInputElement> }

/** A password input with a real show/hide toggle (aria-pressed; its label stays the same). */
export function PasswordField({ input, ...text }: FieldText & { input: InputProps }) {
  const { t } = useTranslation()
  const [isVisible, setIsVisible] = useState(false)
  return (
    <Field {...text}>
      {(control) => (
        <div className="password-input">
          <input
            {...control}
            type={isVisible ? 'text' : 'password'}
            autoCapitalize="none"
            spellCheck={false}
            {...input}
          />
          <button
            type="button"
            className="password-input__toggle"
            aria-pressed={isVisible}
            aria-controls={control.id}
            onClick={() => setIsVisible((value) => !value)}
          >
            <EyeIcon isOpen={!isVisible} />
            <span className="visually-hidden">{t('form.showPassword')}</span>
          </button>
        </div>
      )}
    </Field>
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
