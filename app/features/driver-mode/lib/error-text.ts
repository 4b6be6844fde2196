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

/** Why an accept can fail because the ride is no longer this driver's to take (taken, withdrawn, ended). */
const OFFER_GONE = new Set(['RIDE_ALREADY_TAKEN', 'NO_OFFER', 'ILLEGAL_TRANSITION', 'RIDE_NOT_FOUND'])

/** The loser of a race for an offer (or a late tap): the page says another taxi took it. */
export function isOfferGone(error: unknown): boolean {
  return error instanceof ApiRequestError && OFFER_GONE.has(error.code)
}
