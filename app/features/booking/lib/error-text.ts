import { ApiRequestError } from '#app/lib/api.ts'
import type { TFunction } from '#app/lib/i18n.ts'

/**
 * What to tell the passenger about a failed call, in the page's language: the server's own message
 * (it answers in the page's language), or ours when it could not be reached or said nothing readable.
 * Never a status code.
 */
export function errorText(error: unknown, t: TFunction<'booking'>): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return t('errors.network')
    if (error.code.startsWith('HTTP_') || !error.message) return t('errors.generic')
    return error.message
  }
  return t('errors.generic')
}
