import { useCallback } from 'react'
import type { LiveEvent } from '#shared/schemas/rides-api.ts'
import { getCurrentRide } from '../api/get-current-ride.ts'
import { declinedOffers } from './declined-offers.ts'
import { alertOffer } from './offer-alert.ts'
import { shownRide, type ShiftContext } from './shift-state.ts'

const CLOSED_NOTICE = {
  TAKEN: 'offer.taken',
  EXPIRED: 'offer.expired',
  WITHDRAWN: 'offer.expired',
  DECLINED: 'offer.declinedElsewhere',
} as const

type StatusEvent = Extract<LiveEvent, { type: 'status' }>

/**
 * The steps after which the driver is no longer on the ride: back to the queue (he or operations
 * gave it up), or ended without completion. The server then answers `GET /rides/:id` with 404.
 */
const OFF_THE_RIDE = ['REQUESTED', 'CANCELLED', 'EXPIRED']

/** What to tell the driver when he is off the ride, from who moved it: the event carries both. */
export function offRideNotice(event: StatusEvent) {
  if (event.actor === 'driver') return 'cancel.done' as const
  if (event.status === 'REQUESTED') return 'ride.reassigned' as const
  return event.actor === 'passenger' ? ('ride.cancelledByPassenger' as const) : ('ride.cancelledByOthers' as const)
}

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
        if (OFF_THE_RIDE.includes(event.status)) {
          // the event says all there is to say; reading the ride would be refused (a 404 in the console)
          patch({ ride: null, notice: t(offRideNotice(event)) })
          return
        }
        // a step of the ride he is on (operations may have made it): the driver's current ride, never a 404
        void getCurrentRide(lang).then(
          (ride) => patch({ ride: shownRide(ride) }),
          () => undefined,
        )
      }
    },
    [lang, patch, rideRef, setShift, t],
  )
}
