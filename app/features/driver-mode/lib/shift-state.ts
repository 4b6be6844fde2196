import type { Dispatch, RefObject, SetStateAction } from 'react'
import type { Lang } from '#shared/routes.ts'
import type { MyVerification } from '#shared/schemas/driver-verification.ts'
import type { Offer, RideDetail } from '#shared/schemas/rides-api.ts'
import type { TFunction } from '#app/lib/i18n.ts'
import { getCurrentRide } from '../api/get-current-ride.ts'
import { getDriverProfile } from '../api/get-driver-profile.ts'
import { getOffers } from '../api/get-offers.ts'
import { getVerification } from '../api/get-verification.ts'
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
}

/** A ride the page shows: under way, or completed and waiting for the driver's rating. */
export function shownRide(ride: RideDetail | null): RideDetail | null {
  if (!ride) return null
  if (['ASSIGNED', 'ARRIVED', 'IN_PROGRESS'].includes(ride.status)) return ride
  return ride.status === 'COMPLETED' && !ride.ratingForPassenger ? ride : null
}

/** The open offers, without those declined on this tab. */
export async function openOffers(lang: Lang): Promise<Offer[]> {
  return (await getOffers(lang)).filter((offer) => !declinedOffers.has(offer))
}

/** Everything the server knows of the shift: online or not, allowed online or not, the ride, the offers. */
export async function loadShift(lang: Lang): Promise<Partial<Shift>> {
  const [profile, verification, ride] = await Promise.all([
    getDriverProfile(lang),
    getVerification(lang),
    getCurrentRide(lang),
  ])
  const isOnline = profile.driver?.isOnline ?? false
  const canGoOnline =
    Boolean(profile.driver?.isVerified) && verification.status === 'VERIFIED' && !verification.suspended
  const offers = isOnline ? await openOffers(lang) : []
  return { phase: 'ready', isOnline, canGoOnline, verification, ride: shownRide(ride), offers, error: null }
}
