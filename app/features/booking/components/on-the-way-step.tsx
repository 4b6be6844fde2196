import { lazy, Suspense, useEffect, useState } from 'react'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import { useTranslation } from '#app/lib/i18n.ts'
import type { CurrentRide } from '../api/get-current-ride.ts'
import { alertArrival, isArrivalSoundOn, setArrivalSound } from '../lib/arrival-alert.ts'
import { CancelRide } from './cancel-ride.tsx'
import { DriverCard } from './driver-card.tsx'
import { MapSlot } from './map-slot.tsx'
import { placeMarkers } from './place-markers.ts'
import { ShareTrip } from './share-trip.tsx'

// the report form and its category names load only when the passenger opens it
const ProblemReport = lazy(() => import('./problem-report.tsx'))

/**
 * A driver has the ride: on the way (ASSIGNED), waiting at the pickup (ARRIVED), or driving
 * (IN_PROGRESS). One screen with the parts each step needs, so the map stays in place between them.
 */
export function OnTheWayStep({
  ride,
  onCancelled,
  onChanged,
}: {
  ride: CurrentRide
  onCancelled: (ride: RideDetail) => void
  onChanged: () => void
}) {
  const { t } = useTranslation('booking')
  const [isReporting, setReporting] = useState(false)
  const isArrived = ride.status === 'ARRIVED'
  const isDriving = ride.status === 'IN_PROGRESS'
  useEffect(() => {
    if (isArrived) alertArrival(ride.id)
  }, [isArrived, ride.id])

  const title = isDriving ? t('inProgress.title') : isArrived ? t('arrived.title') : t('assigned.title')
  return (
    <div className="booking">
      <MapSlot markers={placeMarkers(ride, t)} />
      <div className="booking__panel">
        <h1>{title}</h1>
        {isArrived && (
          <p role="alert" className="alert alert--success booking-arrived">
            {t('arrived.text', { plate: ride.driver?.vehicle.plate ?? '—' })}
          </p>
        )}
        {ride.status === 'ASSIGNED' && (
          <p className="booking-eta" role="status">
            {ride.etaSeconds == null
              ? t('assigned.etaUnknown')
              : t('assigned.eta', { count: Math.max(1, Math.ceil(ride.etaSeconds / 60)) })}
          </p>
        )}
        {isDriving && (
          <p>
            {ride.dropoff?.address
              ? t('inProgress.destination', { address: ride.dropoff.address })
              : t('inProgress.noDestination')}
          </p>
        )}
        {ride.driver && <DriverCard driver={ride.driver} />}
        {/* once the taxi is there, a sound for its arrival has nothing left to announce */}
        {ride.status === 'ASSIGNED' && <ArrivalSoundToggle />}
        <ShareTrip ride={ride} onChanged={onChanged} />
        {isReporting && (
          <Suspense fallback={null}>
            <ProblemReport rideId={ride.id} onClose={() => setReporting(false)} />
          </Suspense>
        )}
        {/* in the flow, not stuck to the screen's bottom: it covered the share button at 375 px */}
        <div className="booking-actions booking-actions--in-flow">
          {!isDriving ? (
            <CancelRide ride={ride} onCancelled={onCancelled} onFreeTimeOver={onChanged} />
          ) : (
            !isReporting && (
              <button
                type="button"
                className="button button--secondary booking-actions__main"
                onClick={() => setReporting(true)}
              >
                {t('problem.open')}
              </button>
            )
          )}
        </div>
      </div>
    </div>
  )
}

/** The arrival sound, on unless the passenger turns it off here; remembered on this device. */
function ArrivalSoundToggle() {
  const { t } = useTranslation('booking')
  const [isOn, setOn] = useState(isArrivalSoundOn)
  return (
    <label className="booking-toggle">
      <input
        type="checkbox"
        checked={isOn}
        onChange={(event) => {
          setOn(event.target.checked)
          setArrivalSound(event.target.checked)
        }}
      />
      {t('arrived.sound')}
    </label>
  )
}
