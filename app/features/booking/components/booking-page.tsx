import { useState } from 'react'
import type { RequestedRide, RideDetail } from '#shared/schemas/rides-api.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import type { CurrentRide } from '../api/get-current-ride.ts'
import { requestRide } from '../api/request-ride.ts'
import { stepOf } from '../lib/booking-state.ts'
import { EMPTY_PLACE, saveDraft, type RideDraft } from '../lib/draft-storage.ts'
import { errorText } from '../lib/error-text.ts'
import { requestBodyOf } from '../lib/ride-draft.ts'
import { useCurrentRide } from '../lib/use-current-ride.ts'
import { CompletedStep } from './completed-step.tsx'
import { EndedStep } from './ended-step.tsx'
import { OnTheWayStep } from './on-the-way-step.tsx'
import { RideForm } from './ride-form.tsx'
import { SearchingStep } from './searching-step.tsx'

const asCurrent = (ride: RideDetail): CurrentRide => ({
  driverPosition: null,
  etaSeconds: null,
  share: null,
  ...ride,
})

/** The same places again, for "try again" and "change the ride" after a request ended. */
function draftOf(ride: RideDetail): RideDraft {
  const { pickup, dropoff } = ride
  return {
    pickup: { address: pickup.address, lat: pickup.lat, lng: pickup.lng },
    dropoff:
      dropoff.address && dropoff.lat !== null
        ? { address: dropoff.address, lat: dropoff.lat, lng: dropoff.lng }
        : EMPTY_PLACE,
    paymentMethod: ride.paymentMethod ?? 'CASH',
  }
}

/**
 * `/taksi-cagir`: one screen per step of the passenger's ride, the step always the server's (see
 * useCurrentRide). Each step's buttons sit at the bottom of the panel, for a thumb on a phone.
 */
export function BookingPage() {
  const { t } = useTranslation('booking')
  const lang = useLang()
  const { state, dispatch, refresh } = useCurrentRide(lang)
  const [retry, setRetry] = useState<{ isBusy: boolean; error: string | null; draft?: RideDraft }>({
    isBusy: false,
    error: null,
  })
  const step = stepOf(state)

  const onRequested = (ride: RequestedRide | RideDetail) => {
    dispatch({ type: 'loaded', ride: asCurrent(ride) })
    void refresh()
  }
  const onCancelled = (ride: RideDetail) => dispatch({ type: 'ended', ended: { kind: 'cancelled', ride } })
  const tryAgain = async () => {
    if (!state.ended) return
    const body = requestBodyOf(draftOf(state.ended.ride))
    if (!body) return
    setRetry({ isBusy: true, error: null })
    try {
      onRequested(await requestRide(lang, body, crypto.randomUUID()))
      setRetry({ isBusy: false, error: null })
    } catch (failure) {
      setRetry({ isBusy: false, error: errorText(failure, t) })
    }
  }
  const changeRide = () => {
    if (state.ended) {
      const draft = draftOf(state.ended.ride)
      saveDraft(draft)
      setRetry({ isBusy: false, error: null, draft })
    }
    dispatch({ type: 'restart', notice: null })
  }

  return (
    <div className="booking-page" data-step={step}>
      {(state.error || state.isReconnecting) && step !== 'loading' && (
        <p role="status" className="alert alert--info booking-connection">
          {state.error ?? t('live.reconnecting')}
        </p>
      )}
      {step === 'loading' &&
        (state.error ? (
          <p role="alert" className="alert alert--error">
            {state.error}
          </p>
        ) : (
          <p className="booking-loading">{t('loading')}</p>
        ))}
      {step === 'form' && (
        <>
          {state.notice && (
            <p role="status" className="alert alert--success booking-notice">
              {state.notice}
            </p>
          )}
          <RideForm initialDraft={retry.draft} onRequested={onRequested} />
        </>
      )}
      {step === 'searching' && state.ride && <SearchingStep ride={state.ride} onCancelled={onCancelled} />}
      {(step === 'assigned' || step === 'arrived' || step === 'inProgress') && state.ride && (
        <OnTheWayStep ride={state.ride} onCancelled={onCancelled} onChanged={() => void refresh()} />
      )}
      {step === 'completed' && state.ride && (
        <CompletedStep ride={state.ride} onRated={() => dispatch({ type: 'restart', notice: t('completed.rated') })} />
      )}
      {step === 'ended' && state.ended && (
        <EndedStep
          ended={state.ended}
          onRetry={tryAgain}
          onNewRide={changeRide}
          isRetrying={retry.isBusy}
          error={retry.error}
        />
      )}
    </div>
  )
}
