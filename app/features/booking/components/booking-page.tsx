import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useEffect, useState } from 'react'
import type { RequestedRide, RideDetail } from '#shared/schemas/rides-api.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { lazyWithPreload } from '#app/lib/lazy-with-preload.ts'
import { QueryProvider } from '#app/lib/query-client.tsx'
import { CURRENT_RIDE_KEY, type CurrentRide } from '../api/get-current-ride.ts'
import { requestRide } from '../api/request-ride.ts'
import { stepOf, type Step } from '../lib/booking-state.ts'
import { EMPTY_PLACE, saveDraft, type RideDraft } from '../lib/draft-storage.ts'
import { errorText } from '../lib/error-text.ts'
import { keepPageOffline } from '../lib/keep-offline.ts'
import { requestBodyOf } from '../lib/ride-draft.ts'
import type { RideSnapshot } from '../lib/ride-snapshot.ts'
import { useCurrentRide } from '../lib/use-current-ride.ts'
import { OfflineRide } from './offline-ride.tsx'
import { RideForm } from './ride-form.tsx'

// a first visit needs the form only: each later step is a chunk of its own, fetched when it comes or,
// once a ride is under way, while the step before it is on screen (NEXT_STEPS), so the driver's
// accept shows at once, not after a download and React's fallback
const SearchingStep = lazyWithPreload(() => import('./searching-step.tsx').then((m) => m.SearchingStep))
const OnTheWayStep = lazyWithPreload(() => import('./on-the-way-step.tsx').then((m) => m.OnTheWayStep))
const CompletedStep = lazyWithPreload(() => import('./completed-step.tsx').then((m) => m.CompletedStep))
const EndedStep = lazyWithPreload(() => import('./ended-step.tsx').then((m) => m.EndedStep))
const NEXT_STEPS: Partial<Record<Step, (() => Promise<unknown>)[]>> = {
  searching: [OnTheWayStep.preload, EndedStep.preload],
  assigned: [CompletedStep.preload],
  arrived: [CompletedStep.preload],
  inProgress: [CompletedStep.preload],
}

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
      dropoff?.address && dropoff.lat !== null
        ? { address: dropoff.address, lat: dropoff.lat, lng: dropoff.lng }
        : EMPTY_PLACE,
    paymentMethod: ride.paymentMethod ?? 'CASH',
  }
}

/**
 * `/taksi-cagir`: one screen per step of the passenger's ride, the step always the server's (see
 * useCurrentRide). Each step's buttons sit at the bottom of the panel, for a thumb on a phone.
 * Reloaded with no network, the ride kept on this device instead (`offline`), marked not live.
 */
export function BookingPage({
  userId = null,
  offline = null,
}: {
  userId?: string | null
  offline?: RideSnapshot | null
}) {
  return offline ? (
    <OfflineRide snapshot={offline} />
  ) : (
    <QueryProvider>
      <LiveBooking userId={userId} />
    </QueryProvider>
  )
}

function LiveBooking({ userId }: { userId: string | null }) {
  const { t } = useTranslation('booking')
  const lang = useLang()
  const queryClient = useQueryClient()
  const { state, dispatch, refresh } = useCurrentRide(lang, userId)
  const [retry, setRetry] = useState<{ isBusy: boolean; error: string | null; draft?: RideDraft }>({
    isBusy: false,
    error: null,
  })
  const step = stepOf(state)
  useStepPreload(step)

  const onRequested = (ride: RequestedRide | RideDetail) => {
    queryClient.setQueryData(CURRENT_RIDE_KEY, asCurrent(ride))
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
      <ConnectionNote step={step} error={state.error} isReconnecting={state.isReconnecting} />
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
      <Suspense fallback={<p className="booking-loading">{t('loading')}</p>}>
        {step === 'searching' && state.ride && <SearchingStep ride={state.ride} onCancelled={onCancelled} />}
        {(step === 'assigned' || step === 'arrived' || step === 'inProgress') && state.ride && (
          <OnTheWayStep ride={state.ride} onCancelled={onCancelled} onChanged={() => void refresh()} />
        )}
        {step === 'completed' && state.ride && (
          <CompletedStep
            ride={state.ride}
            onRated={() => dispatch({ type: 'restart', notice: t('completed.rated') })}
          />
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
      </Suspense>
    </div>
  )
}

/** After the step's own paint: the next steps' chunks, and what an offline reload needs. */
function useStepPreload(step: Step) {
  useEffect(() => {
    // after the step's own paint (a driver may accept within a second of the request)
    const timer = setTimeout(() => {
      NEXT_STEPS[step]?.forEach((load) => void load().catch(() => undefined))
      // a ride under way: what a reload with no network needs (its shell, the files loaded so far)
      if (step !== 'loading' && step !== 'form') keepPageOffline()
    }, 0)
    return () => clearTimeout(timer)
  }, [step])
}

/** Loading, a failed read or a dropped stream, said in words; the step on screen stays as it was. */
function ConnectionNote({
  step,
  error,
  isReconnecting,
}: {
  step: Step
  error: string | null
  isReconnecting: boolean
}) {
  const { t } = useTranslation('booking')
  if (step === 'loading')
    return error ? (
      <p role="alert" className="alert alert--error">
        {error}
      </p>
    ) : (
      <p className="booking-loading">{t('loading')}</p>
    )
  if (!error && !isReconnecting) return null
  return (
    <p role="status" className="alert alert--info booking-connection">
      {error ?? t('live.reconnecting')}
    </p>
  )
}
