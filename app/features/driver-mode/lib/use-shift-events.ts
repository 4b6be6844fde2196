import { useCallback } from 'react'
import type { LiveEvent } from '#shared/schemas/rides-api.ts'
import { getRide } from '../api/get-ride.ts'
import { declinedOffers } from './declined-offers.ts'
import { alertOffer } from './offer-alert.ts'
import { shownRide, type ShiftContext } from './shift-state.ts'

const CLOSED_NOTICE = {
  TAKEN: 'offer.taken',
  EXPIRED: 'offer.expired',
  WITHDRAWN: 'offer.expired',
  DECLINED: 'offer.declinedElsewhere',
} as const

/** What the live stream changes: a new offer (with its sound), a closed one, the ride's status. */
export function useShiftEvents({ setShift, patch, rideRef, t, lang }: ShiftContext) {
  return useCallback(
    (event: LiveEvent) => {
      if (event.type === 'offer') {
        if (declinedOffers.has(event.offer)) return
        setShift((s) =>
          s.offers.some((o) => o.rideId === event.offer.rideId) ? s : { ...s, offers: [...s.offers, event.offer] },
        )
        alertOffer()
      } else if (event.type === 'offer-closed') {
        setShift((s) => {
          const wasShown = s.offers[0]?.rideId === event.rideId && rideRef.current?.id !== event.rideId
          const notice = wasShown ? t(CLOSED_NOTICE[event.reason]) : s.notice
          return { ...s, offers: s.offers.filter((o) => o.rideId !== event.rideId), notice }
        })
      } else if (event.type === 'status' && event.rideId === rideRef.current?.id) {
        // the stream says a step happened; the ride itself says who did it
        void getRide(event.rideId, lang).then(
          (ride) => {
            const byOthers = ride.status === 'CANCELLED' && ride.cancellation?.by !== 'driver'
            patch({ ride: shownRide(ride), ...(byOthers ? { notice: t('ride.cancelledByPassenger') } : {}) })
          },
          () => undefined,
        )
      }
    },
    [lang, patch, rideRef, setShift, t],
  )
}
