import type { ReactNode } from 'react'

type Props = {
  id: string
  label: string
  hint: string
  value: string
  error?: string
  onChange: (value: string) => void
  /** Said after the hint (the tariff's range beside the fare). */
  extra?: ReactNode
  extraId?: string
}

/** A lira amount as typed ("245,50" or "245.50"), with its hint and its error read with it. */
export function LiraField({ id, label, hint, value, error, onChange, extra, extraId }: Props) {
  const describedBy = [`${id}-hint`, extraId, error ? `${id}-error` : undefined].filter(Boolean).join(' ')
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <p id={`${id}-hint`} className="driver-hint">
        {hint}
      </p>
      {extra}
      {error && (
        <p id={`${id}-error`} className="driver-field-error">
          {error}
        </p>
      )}
    </>
  )
}
