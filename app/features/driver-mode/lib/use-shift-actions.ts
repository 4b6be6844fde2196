import { useCallback } from 'react'
import type { CompleteRide, Offer } from '#shared/schemas/rides-api.ts'
import { ApiRequestError } from '#app/lib/api.ts'
import { cancelRide } from '../api/cancel-ride.ts'
import { completeRide } from '../api/complete-ride.ts'
import { declineOffer } from '../api/decline-offer.ts'
import { goOffline } from '../api/go-offline.ts'
import { goOnline } from '../api/go-online.ts'
import { ratePassenger } from '../api/rate-passenger.ts'
import { takeRideStep } from '../api/ride-steps.ts'
import { declinedOffers } from './declined-offers.ts'
import { errorText, isOfferGone } from './error-text.ts'
import { unlockOfferSound } from './offer-alert.ts'
import { forgetTrack } from './ride-track.ts'
import { openOffers, shownRide, type ShiftContext } from './shift-state.ts'
import { currentPosition, withPositionReportsHeld } from './use-position-reporter.ts'

/** The driver's moves; each answer from the server replaces the local state, each failure is said in words. */
export function useShiftActions(ctx: ShiftContext) {
  const { setShift, patch, rideRef, t, lang } = ctx
  const run = useCallback(
    async (action: () => Promise<void>) => {
      patch({ busy: true, error: null, notice: null })
      try {
        await action()
        patch({ busy: false })
      } catch (error) {
        patch({ busy: false, error: errorText(error, t) })
      }
    },
    [patch, t],
  )
  const withRide = (action: (rideId: string) => Promise<void>) =>
    run(async () => {
      const ride = rideRef.current
      if (ride) await action(ride.id)
    })
  const dropOffer = (rideId: string) => setShift((s) => ({ ...s, offers: s.offers.filter((o) => o.rideId !== rideId) }))

  return {
    goOnline: () =>
      run(async () => {
        unlockOfferSound() // inside the tap: browsers allow sound only after one
        const position = await currentPosition().catch((error: Error) => {
          const key = error.message === 'denied' ? 'presence.locationDenied' : 'presence.locationUnavailable'
          throw new ApiRequestError(400, 'LOCATION', t(key))
        })
        const answer = await goOnline(position, lang)
        patch({ isOnline: answer.isOnline, positionIntervalMs: answer.positionIntervalMs })
        patch({ offers: await openOffers(lang).catch(() => []) })
      }),
    goOffline: () =>
      run(async () => {
        const answer = await withPositionReportsHeld(() => goOffline(lang))
        patch({ isOnline: answer.isOnline, offers: [] })
      }),
    accept: (offer: Offer) =>
      run(async () => {
        try {
          const ride = await takeRideStep(offer.rideId, 'accept', lang)
          dropOffer(offer.rideId)
          patch({ ride: shownRide(ride) })
        } catch (error) {
          if (!isOfferGone(error)) throw error
          dropOffer(offer.rideId)
          patch({ notice: t('offer.taken') })
        }
      }),
    decline: (offer: Offer) => {
      declinedOffers.add(offer)
      dropOffer(offer.rideId)
      // the server passes the ride on at once; if this fails (expired, offline) the offer times out anyway
      void declineOffer(offer.rideId, lang).catch(() => {})
    },
    step: (step: 'arrive' | 'start') =>
      withRide(async (rideId) => patch({ ride: shownRide(await takeRideStep(rideId, step, lang)) })),
    complete: (body: CompleteRide) =>
      withRide(async (rideId) => {
        const done = await completeRide(rideId, body, lang)
        forgetTrack(rideId)
        patch({ ride: shownRide(done) })
      }),
    cancel: (reason: string) =>
      withRide(async (rideId) => {
        await cancelRide(rideId, reason, lang)
        forgetTrack(rideId)
        patch({ ride: null, notice: t('cancel.done') })
      }),
    rate: (rating: number, comment: string) =>
      withRide(async (rideId) => {
        await ratePassenger(rideId, rating, comment, lang)
        patch({ ride: null, notice: t('rating.done') })
      }),
  }
}
