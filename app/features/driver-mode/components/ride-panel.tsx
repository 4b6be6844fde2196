import { useState } from 'react'
import type { LatLng } from '#shared/ride-lifecycle/geo.ts'
import type { CompleteRide, RideDetail } from '#shared/schemas/rides-api.ts'
import { useTranslation } from '#app/lib/i18n.ts'
import { CancelForm } from './cancel-form.tsx'
import { CompleteForm } from './complete-form.tsx'
import { NavigationLinks } from './navigation-links.tsx'
import { RatingForm } from './rating-form.tsx'
import { RideMapSlot } from './ride-map-slot.tsx'

type Props = {
  ride: RideDetail
  /** The taxi's newest position, for the map. */
  me: LatLng | null
  busy: boolean
  onStep: (step: 'arrive' | 'start') => void
  onComplete: (body: CompleteRide) => void
  onCancel: (reason: string) => void
  onRate: (rating: number, comment: string) => void
}

/** The accepted ride, one step at a time: to the pickup → arrived → passenger aboard → complete → rate. */
export function RidePanel({ ride, me, busy, onStep, onComplete, onCancel, onRate }: Props) {
  const { t } = useTranslation('driverMode')
  const [isCancelling, setCancelling] = useState(false)
  const status = ride.status as 'ASSIGNED' | 'ARRIVED' | 'IN_PROGRESS' | 'COMPLETED'
  const canCancel = status === 'ASSIGNED' || status === 'ARRIVED'
  return (
    <section className="driver-card driver-ride" aria-labelledby="driver-ride-heading">
      <h2 id="driver-ride-heading">{t(`ride.steps.${status}`)}</h2>
      <p>{t('ride.passenger', { name: ride.passenger.firstName })}</p>
      <dl className="driver-places">
        <dt>{t('offer.pickup')}</dt>
        <dd>{ride.pickup.address}</dd>
        <dt>{t('offer.dropoff')}</dt>
        <dd>{ride.dropoff?.address ?? t('offer.noDestination')}</dd>
        {ride.paymentMethod && (
          <>
            <dt>{t('offer.payment')}</dt>
            <dd>{t(`payment.${ride.paymentMethod}`)}</dd>
          </>
        )}
      </dl>
      {status !== 'COMPLETED' && <RideMapSlot ride={ride} me={me} />}
      {isCancelling && canCancel ? (
        <CancelForm busy={busy} onCancel={onCancel} onBack={() => setCancelling(false)} />
      ) : (
        <>
          {status === 'ASSIGNED' && (
            <>
              <NavigationLinks to={ride.pickup} heading="toPickup" />
              <button type="button" className="button driver-big" disabled={busy} onClick={() => onStep('arrive')}>
                {t('ride.arrived')}
              </button>
            </>
          )}
          {status === 'ARRIVED' && (
            <button type="button" className="button driver-big" disabled={busy} onClick={() => onStep('start')}>
              {t('ride.start')}
            </button>
          )}
          {status === 'IN_PROGRESS' && (
            <>
              {/* no destination given: nothing to navigate to, the passenger says the way */}
              {ride.dropoff && <NavigationLinks to={ride.dropoff} heading="toDestination" />}
              <CompleteForm ride={ride} busy={busy} onComplete={onComplete} />
            </>
          )}
          {status === 'COMPLETED' && <RatingForm ride={ride} busy={busy} onRate={onRate} />}
          {canCancel && (
            <button type="button" className="button button--ghost driver-big" onClick={() => setCancelling(true)}>
              {t('ride.cancel')}
            </button>
          )}
        </>
      )}
    </section>
  )
}
