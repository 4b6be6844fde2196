import { useId, type FormEvent } from 'react'
import { useTranslation } from '#app/lib/i18n.ts'

export type FilterField = {
  name: string
  label: string
  type?: 'text' | 'search' | 'date'
  /** A select instead of a text input: value → label (the first option, "Any", is empty). */
  options?: Record<string, string>
}

/** The filters above a list: labelled inputs and an Apply button; the list reloads from page one. */
export function FilterForm({
  fields,
  onApply,
}: {
  fields: FilterField[]
  onApply: (values: Record<string, string>) => void
}) {
  const { t } = useTranslation('admin')
  const id = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    onApply(Object.fromEntries(fields.map((f) => [f.name, String(data.get(f.name) ?? '').trim()])))
  }
  return (
    <form className="admin-filters" onSubmit={submit} aria-label={t('table.filters')}>
      {fields.map((field) => (
        <div className="admin-filters__field" key={field.name}>
          <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
          {field.options ? (
            <select id={`${id}-${field.name}`} name={field.name} defaultValue="">
              <option value="">{t('table.any')}</option>
              {Object.entries(field.options).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          ) : (
            <input id={`${id}-${field.name}`} name={field.name} type={field.type ?? 'text'} />
          )}
        </div>
      ))}
      <button type="submit" className="button">
        {t('table.apply')}
      </button>
    </form>
  )
}
