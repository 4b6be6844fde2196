import { useSearchParams } from 'react-router'

/**
 * A list's filters kept in the page's address (`?status=ALL&q=…`), so a reload, a shared link and
 * the back button all keep them. Each filter name with its default (the list's own default view).
 */
export function useUrlFilters(
  defaults: Record<string, string>,
): [Record<string, string>, (next: Record<string, string>) => void] {
  const [params, setParams] = useSearchParams()
  const values = Object.fromEntries(
    Object.entries(defaults).map(([name, fallback]) => [name, params.get(name) ?? fallback]),
  )
  const apply = (next: Record<string, string>) => {
    const search = new URLSearchParams(params)
    search.delete('id')
    for (const name of Object.keys(defaults)) {
      const value = next[name] ?? ''
      if (value && value !== defaults[name]) search.set(name, value)
      else search.delete(name)
    }
    setParams(search)
  }
  return [values, apply]
}
