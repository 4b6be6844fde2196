import { useEffect, useState } from 'react'
import { formatKm } from '#shared/format.ts'
import type { Offer } from '#shared/schemas/rides-api.ts'
import { useTranslation } from '#app/lib/i18n.ts'

function secondsLeft(expiresAt: string): number {
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - Date.now()) / 1000))
}

/** A ride offered to this driver: how far the pickup is, where, the time left to answer; accept or decline. */
export function OfferCard({
  offer,
  busy,
  onAccept,
  onDecline,
}: {
  offer: Offer
  busy: boolean
  onAccept: () => void
  onDecline: () => void
}) {
  const { t, lang } = useTranslation('driverMode')
  const [left, setLeft] = useState(() => secondsLeft(offer.expiresAt))
  useEffect(() => {
    setLeft(secondsLeft(offer.expiresAt))
    const timer = setInterval(() => setLeft(secondsLeft(offer.expiresAt)), 1000)
    return () => clearInterval(timer)
  }, [offer.expiresAt])
  return (
    <section className="driver-card driver-offer" aria-labelledby="driver-offer-heading" role="region">
      <h2 id="driver-offer-heading">{t('offer.heading')}</h2>
      <p className="driver-offer__distance">
        {t('offer.distance', { distance: formatKm(offer.distanceMetres, lang) })}
      </p>
      <dl className="driver-places">
        <dt>{t('offer.pickup')}</dt>
        <dd>{offer.pickup.address}</dd>
        <dt>{t('offer.dropoff')}</dt>
        <dd>{offer.dropoff?.address ?? t('offer.noDestination')}</dd>
        {offer.paymentMethod && (
          <>
            <dt>{t('offer.payment')}</dt>
            <dd>{t(`payment.${offer.paymentMethod}`)}</dd>
          </>
        )}
      </dl>
      {/* role=timer is not announced each second (its live region is off by default) */}
      <p className="driver-offer__countdown" role="timer">
        {t('offer.countdown', { count: left })}
      </p>
      <div className="driver-actions">
        <button type="button" className="button driver-big" disabled={busy || left === 0} onClick={onAccept}>
          {t('offer.accept')}
        </button>
        <button type="button" className="button button--secondary driver-big" disabled={busy} onClick={onDecline}>
          {t('offer.decline')}
        </button>
      </div>
    </section>
  )
}
