import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { VALIDATION_KEYS, type ValidationKey } from '#shared/forms/validation-keys.ts'
import { validation as en } from '#shared/i18n/en/validation.ts'
import { validation as tr } from '#shared/i18n/tr/validation.ts'
import { registerNamespace, useTranslation } from '#app/lib/i18n.ts'

// The field checks' messages come with the fields, not with every page's shell
// (docs/performance-history/2026-11-27-page-weight-fewer-chunks.md)
registerNamespace('validation', { en, tr })

/** What a field hands its control: the id its label points at, and the hint and error wired for screen readers. */
export type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }

/** The text around a control: label, optional hint, and the translated error when there is one. */
export type FieldText = { label: string; hint?: ReactNode; error?: string | null }

type InputProps = InputHTMLAttributes<HTMLInputElement> & { name: string; ref?: Ref<HTMLInputElement> }
type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { name: string; ref?: Ref<HTMLSelectElement> }
type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { name: string; ref?: Ref<HTMLTextAreaElement> }

/** An e-mail input: no autocapitalising or spell-checking of an address. */
export const EMAIL_INPUT = {
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
} as const satisfies InputHTMLAttributes<HTMLInputElement>

/**
 * Every form field of the app: a label, the control (from `children`), a hint and an error, with
 * `aria-describedby` naming exactly the hint and error that are shown.
 */
export function Field({
  label,
  hint,
  hintAbove = false,
  error,
  children,
}: FieldText & {
  /** Show the hint between label and control (read before writing a long text); below by default. */
  hintAbove?: boolean
  children: (control: ControlProps) => ReactNode
}) {
  const id = useId()
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  const hintText = hint ? (
    <p id={`${id}-hint`} className="field-hint">
      {hint}
    </p>
  ) : null
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hintAbove && hintText}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {!hintAbove && hintText}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

export function TextField({ input, ...text }: FieldText & { input: InputProps }) {
  return <Field {...text}>{(control) => <input {...control} {...input} />}</Field>
}

/** A select; `children` are its options. */
export function SelectField({ select, children, ...text }: FieldText & { select: SelectProps; children: ReactNode }) {
  return (
    <Field {...text}>
      {(control) => (
        <select {...control} {...select}>
          {children}
        </select>
      )}
    </Field>
  )
}

export function TextAreaField({
  textarea,
  hintAbove,
  ...text
}: FieldText & { textarea: TextAreaProps; hintAbove?: boolean }) {
  return (
    <Field {...text} hintAbove={hintAbove}>
      {(control) => <textarea {...control} {...textarea} />}
    </Field>
  )
}

/** Two fields side by side from 560 px, stacked below. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="field-row">{children}</div>
}

/** The message of a field error: our zod schemas and the API both give `validation` keys. */
export function useFieldMessage(): (key: string | undefined) => string | undefined {
  const { t } = useTranslation('validation')
  return (key) => {
    if (!key) return undefined
    return (VALIDATION_KEYS as readonly string[]).includes(key) ? t(key as ValidationKey) : t('invalid')
  }
}
