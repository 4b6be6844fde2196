import type { RideDetail } from '#shared/schemas/rides-api.ts'
import { useTranslation } from '#app/lib/i18n.ts'

/**
 * Where the shared map (`app/components/map/ride-map.tsx`, issue 23's map) shows the pickup and the
 * destination. Until it lands this is its text equivalent only; the addresses are above.
 */
export function RideMapSlot({ ride }: { ride: RideDetail }) {
  const { t } = useTranslation('driverMode')
  return (
    <div className="driver-map" role="img" aria-label={t('map.label')}>
      <p>{t('map.pickup', { address: ride.pickup.address })}</p>
      <p>{t('map.dropoff', { address: ride.dropoff.address })}</p>
    </div>
  )
}
