import { useCallback } from 'react'
import type { LatLng } from '#shared/ride-lifecycle/geo.ts'
import { useTranslation } from '#app/lib/i18n.ts'
import { addFix } from '../lib/ride-track.ts'
import { useDriverEvents } from '../lib/use-driver-events.ts'
import { useDriverShift } from '../lib/use-driver-shift.ts'
import type { Shift } from '../lib/shift-state.ts'
import { usePositionReporter, type ReporterState } from '../lib/use-position-reporter.ts'
import { useWakeLock } from '../lib/use-wake-lock.ts'
import { DriverModeHeader } from './driver-mode-header.tsx'
import { OfferCard } from './offer-card.tsx'
import { PresencePanel } from './presence-panel.tsx'
import { RidePanel } from './ride-panel.tsx'
import { TodayFigures } from './today-figures.tsx'
import { VerificationBlock } from './verification-block.tsx'

/** The driver's screen in the car: status, the offer, the ride's steps, and today's figures. */
export function DriverModePage() {
  const { t, lang } = useTranslation('driverMode')
  const { shift, actions, onEvent, onStreamOpen } = useDriverShift()
  const ride = shift.ride
  const isRideUnderWay = ride !== null && ride.status !== 'COMPLETED'
  // a ride under way keeps reporting even if the toggle says offline: the passenger follows the taxi
  const isReporting = shift.phase === 'ready' && (shift.isOnline || isRideUnderWay)
  const onFix = useCallback(
    (fix: LatLng) => {
      if (ride?.status === 'IN_PROGRESS') addFix(ride.id, fix)
    },
    [ride?.id, ride?.status],
  )
  const reporter = usePositionReporter(isReporting, shift.positionIntervalMs, lang, onFix, actions.refresh)
  const { isSupported: canKeepScreenOn } = useWakeLock(isReporting)
  useDriverEvents(shift.phase === 'ready' && shift.isOnline, isRideUnderWay ? ride.id : null, {
    onEvent,
    onOpen: onStreamOpen,
    onPoll: actions.refresh,
  })

  return (
    <main id="main" className="driver-mode">
      <DriverModeHeader />
      {shift.phase === 'loading' && <p role="status">{t('loading')}</p>}
      {shift.phase === 'failed' && (
        <div role="alert" className="alert alert--error">
          <p>{shift.error ?? t('loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={actions.retry}>
            {t('retry')}
          </button>
        </div>
      )}
      {shift.phase === 'ready' && (
        <ShiftBody shift={shift} actions={actions} reporter={reporter} canKeepScreenOn={canKeepScreenOn} />
      )}
    </main>
  )
}

type BodyProps = {
  shift: Shift
  actions: ReturnType<typeof useDriverShift>['actions']
  reporter: ReporterState
  canKeepScreenOn: boolean
}

/** The loaded shift: why not online, or the toggle; the ride or the offer; today's figures. */
function ShiftBody({ shift, actions, reporter, canKeepScreenOn }: BodyProps) {
  const { t } = useTranslation('driverMode')
  const ride = shift.ride
  const isRideUnderWay = ride !== null && ride.status !== 'COMPLETED'
  const offer = ride ? undefined : shift.offers[0]
  return (
    <>
      <div aria-live="polite" className="driver-live">
        {shift.notice && <p className="alert alert--info">{shift.notice}</p>}
      </div>
      {shift.error && (
        <p role="alert" className="alert alert--error">
          {shift.error}
        </p>
      )}
      {!shift.canGoOnline && !shift.isOnline && !ride ? (
        <VerificationBlock verification={shift.verification} />
      ) : (
        <PresencePanel
          isOnline={shift.isOnline}
          hasRide={isRideUnderWay}
          busy={shift.busy}
          reporter={reporter}
          canKeepScreenOn={canKeepScreenOn}
          onGoOnline={() => void actions.goOnline()}
          onGoOffline={() => void actions.goOffline()}
        />
      )}
      {ride && (
        <RidePanel
          ride={ride}
          me={reporter.position}
          busy={shift.busy}
          onStep={(step) => void actions.step(step)}
          onComplete={(body) => void actions.complete(body)}
          onCancel={(reason) => void actions.cancel(reason)}
          onRate={(rating, comment) => void actions.rate(rating, comment)}
        />
      )}
      {offer && (
        <OfferCard
          key={offer.rideId}
          offer={offer}
          busy={shift.busy}
          onAccept={() => void actions.accept(offer)}
          onDecline={() => actions.decline(offer)}
        />
      )}
      {shift.isOnline && !ride && !offer && <p className="driver-waiting">{t('presence.waiting')}</p>}
      <TodayFigures refreshKey={`${ride?.id ?? ''}:${ride?.status ?? ''}`} />
    </>
  )
}
