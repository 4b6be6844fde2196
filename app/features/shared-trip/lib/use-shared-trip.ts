import { useEffect, useState } from 'react'
import type { Lang } from '#shared/routes.ts'
import type { SharedTrip } from '#shared/schemas/trip-shares.ts'
import { ApiRequestError } from '#app/lib/api.ts'
import { viewSharedTrip } from '../api/view-shared-trip.ts'

/** How often the page asks again (the API allows 60 a minute per address). */
export const SHARED_TRIP_POLL_MS = 5000

export type SharedTripState =
  | { kind: 'missing' }
  | { kind: 'loading' }
  | { kind: 'active'; trip: SharedTrip; isStale: boolean; slowedForSeconds: number | null }
  | { kind: 'ended' }
  /** The ride was completed: the passenger (by first name, if the page had it) arrived. */
  | { kind: 'arrived'; name: string | null }

/** The token from the URL's fragment (`#<token>`): it never travels in a request line. */
export function tokenFromHash(hash: string): string | null {
  const token = decodeURIComponent(hash.replace(/^#/, '')).trim()
  return token ? token : null
}

/**
 * The shared trip, asked for at once and every 5 s after each answer. An unknown, revoked or ended
 * link (404) stops the polling and forgets the ride; a failed call keeps the last answer, marked
 * stale; 429 waits as long as the server says.
 */
export function useSharedTrip(token: string | null, lang: Lang): SharedTripState {
  const [state, setState] = useState<SharedTripState>(token ? { kind: 'loading' } : { kind: 'missing' })

  useEffect(() => {
    if (!token) {
      setState({ kind: 'missing' })
      return
    }
    setState({ kind: 'loading' })
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    const poll = async () => {
      let waitMs = SHARED_TRIP_POLL_MS
      try {
        const trip = await viewSharedTrip(token, lang, controller.signal)
        setState({ kind: 'active', trip, isStale: false, slowedForSeconds: null })
      } catch (error) {
        if (controller.signal.aborted) return
        const status = error instanceof ApiRequestError ? error.status : 0
        if (status === 404 || status === 400) {
          // ended, revoked or never valid: nothing of the ride stays on screen but, once it is
          // completed, that the passenger arrived
          const isArrived = error instanceof ApiRequestError && error.code === 'TRIP_SHARE_ARRIVED'
          setState((previous) =>
            isArrived
              ? { kind: 'arrived', name: previous.kind === 'active' ? previous.trip.passengerFirstName : null }
              : status === 404
                ? { kind: 'ended' }
                : { kind: 'missing' },
          )
          return
        }
        const retryAfter = error instanceof ApiRequestError ? error.retryAfterSeconds : null
        if (status === 429 && retryAfter) waitMs = retryAfter * 1000
        setState((previous) =>
          previous.kind === 'active'
            ? { ...previous, isStale: status !== 429, slowedForSeconds: status === 429 ? retryAfter : null }
            : previous,
        )
      }
      timer = setTimeout(() => void poll(), waitMs)
    }
    void poll()
    return () => {
      controller.abort()
      clearTimeout(timer)
    }
  }, [token, lang])

  return state
}
