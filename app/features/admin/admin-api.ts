import type { Lang } from '#shared/routes.ts'
import { apiFetch } from '#app/lib/api.ts'

/** Query-string values of a list: empty ones left out. */
export type ListParams = Record<string, string | number | null | undefined>

/** `path?a=1&b=2` without the empty values. */
export function withQuery(path: string, params: ListParams = {}): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  }
  const query = search.toString()
  return query ? `${path}?${query}` : path
}

/** GET a staff API path in the page's language. */
export function adminGet<T>(path: string, params: ListParams, lang: Lang, signal?: AbortSignal): Promise<T> {
  return apiFetch<T>(withQuery(path, params), { lang, signal })
}

/** POST to a staff API path (the cross-site guard lets same-origin calls through). */
export function adminPost<T>(path: string, body: unknown, lang: Lang): Promise<T> {
  return apiFetch<T>(path, { method: 'POST', body, lang })
}
