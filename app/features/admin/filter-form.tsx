import { useId, type FormEvent } from 'react'
import { useTranslation } from '#app/lib/i18n.ts'

export type FilterField = {
  name: string
  label: string
  type?: 'text' | 'search' | 'date'
  /**
   * A select instead of a text input: value → label. Without `noAny` its first option, "Any", is
   * empty and means every row; a list whose default view is narrower names its options itself
   * (its default first, then ALL), so "any" never hides rows.
   */
  options?: Record<string, string>
  noAny?: boolean
}

/**
 * The filters above a list: labelled inputs showing `values` (from the page's address) and an
 * Apply button; the list reloads from page one.
 */
export function FilterForm({
  fields,
  values = {},
  onApply,
}: {
  fields: FilterField[]
  values?: Record<string, string>
  onApply: (values: Record<string, string>) => void
}) {
  const { t } = useTranslation('admin')
  const id = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    onApply(Object.fromEntries(fields.map((f) => [f.name, String(data.get(f.name) ?? '').trim()])))
  }
  // a new address (back button, reload) shows its own values: the form is drawn anew
  return (
    <form key={JSON.stringify(values)} className="admin-filters" onSubmit={submit} aria-label={t('table.filters')}>
      {fields.map((field) => (
        <div className="admin-filters__field" key={field.name}>
          <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
          {field.options ? (
            <select id={`${id}-${field.name}`} name={field.name} defaultValue={values[field.name] ?? ''}>
              {!field.noAny && <option value="">{t('table.any')}</option>}
              {Object.entries(field.options).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              type={field.type ?? 'text'}
              defaultValue={values[field.name] ?? ''}
            />
          )}
        </div>
      ))}
      <button type="submit" className="button">
        {t('table.apply')}
      </button>
    </form>
  )
}
