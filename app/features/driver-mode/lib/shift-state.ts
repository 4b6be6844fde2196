import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { Dispatch, RefObject, SetStateAction } from 'react'
import type { Lang } from '#shared/routes.ts'
import type { MyVerification } from '#shared/schemas/driver-verification.ts'
import type { Offer, RideDetail } from '#shared/schemas/rides-api.ts'
import type { TFunction } from '#app/lib/i18n.ts'
import { retryTransient } from '#app/lib/query-retry.ts'
import { currentRideQueryOptions } from '../api/get-current-ride.ts'
import { driverProfileQueryOptions } from '../api/get-driver-profile.ts'
import { offersQueryOptions } from '../api/get-offers.ts'
import { verificationQueryOptions } from '../api/get-verification.ts'
import { declinedOffers } from './declined-offers.ts'

export type Shift = {
  phase: 'loading' | 'failed' | 'ready'
  isOnline: boolean
  canGoOnline: boolean
  verification: MyVerification | null
  /** The open ride, or a completed one the driver has not rated yet. */
  ride: RideDetail | null
  offers: Offer[]
  positionIntervalMs?: number
  /** One line about what just happened (a lost race, a cancellation), in the page's language. */
  notice: string | null
  error: string | null
  busy: boolean
}

export const INITIAL_SHIFT: Shift = {
  phase: 'loading',
  isOnline: false,
  canGoOnline: false,
  verification: null,
  ride: null,
  offers: [],
  notice: null,
  error: null,
  busy: false,
}

/** What the shift hooks share: the state's setter, the ride now shown, and the page's language. */
export type ShiftContext = {
  setShift: Dispatch<SetStateAction<Shift>>
  patch: (next: Partial<Shift>) => void
  rideRef: RefObject<RideDetail | null>
  t: TFunction<'driverMode'>
  lang: Lang
  queryClient: QueryClient
}

/** A ride the page shows: under way, or completed and waiting for the driver's rating. */
export function shownRide(ride: RideDetail | null): RideDetail | null {
  if (!ride) return null
  if (['ASSIGNED', 'ARRIVED', 'IN_PROGRESS'].includes(ride.status)) return ride
  return ride.status === 'COMPLETED' && !ride.ratingForPassenger ? ride : null
}

/** The open offers, without those declined on this tab. */
export async function openOffers(queryClient: QueryClient, lang: Lang): Promise<Offer[]> {
  return (await queryClient.fetchQuery(offersQueryOptions(lang))).filter((offer) => !declinedOffers.has(offer))
}

/** Everything the server knows of the shift: online or not, allowed online or not, the ride, the offers. */
export async function loadShift(queryClient: QueryClient, lang: Lang): Promise<Partial<Shift>> {
  const [profile, verification, ride] = await Promise.all([
    queryClient.fetchQuery(driverProfileQueryOptions(lang)),
    queryClient.fetchQuery(verificationQueryOptions(lang)),
    queryClient.fetchQuery(currentRideQueryOptions(lang)),
  ])
  const isOnline = profile.driver?.isOnline ?? false
  const canGoOnline =
    Boolean(profile.driver?.isVerified) && verification.status === 'VERIFIED' && !verification.suspended
  const offers = isOnline ? await openOffers(queryClient, lang) : []
  return { phase: 'ready', isOnline, canGoOnline, verification, ride: shownRide(ride), offers, error: null }
}

export const SHIFT_KEY = ['driver', 'shift'] as const

/**
 * The shift as one query (decision 078): read on load, when the screen is shown again, when the
 * network returns, and while a stream is down; its parts are queries of their own.
 */
export function shiftQueryOptions(queryClient: QueryClient, lang: Lang) {
  return queryOptions({
    queryKey: SHIFT_KEY,
    queryFn: () => loadShift(queryClient, lang),
    retry: retryTransient,
    staleTime: 0,
    refetchOnWindowFocus: true,
  })
}
