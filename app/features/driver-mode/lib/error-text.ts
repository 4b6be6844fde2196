import { ApiRequestError } from '#app/lib/api.ts'
import type { TFunction } from '#app/lib/i18n.ts'

/**
 * What to tell the driver about a failed call, in the page's language: the server's own message
 * (it answers in the page's language), or ours when the server could not be reached or said nothing
 * readable. Never a status code.
 */
export function errorText(error: unknown, t: TFunction<'driverMode'>): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return t('errors.network')
    if (error.code.startsWith('HTTP_') || !error.message) return t('errors.generic')
    return error.message
  }
  return t('errors.generic')
}

/** The loser of a race for an offer: the ride is no longer the driver's to take. */
export function isOfferGone(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    (error.code === 'RIDE_ALREADY_TAKEN' ||
      error.code === 'NO_OFFER' ||
      (error.status === 409 && error.code !== 'DRIVER_BUSY'))
  )
}
