import { formatRating } from '#shared/format.ts'
import type { RideDetail } from '#shared/schemas/rides-api.ts'
import { vehicleColorName } from '#shared/vehicle-colors.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'

/** "Deniz K.": a passenger sees the driver's first name and initial only. */
export function driverShortName(driver: { firstName: string; lastName: string }): string {
  const initial = driver.lastName.trim().charAt(0)
  return initial ? `${driver.firstName} ${initial}.` : driver.firstName
}

/** Who is coming and in which car: what the passenger checks before getting in. */
export function DriverCard({ driver }: { driver: NonNullable<RideDetail['driver']> }) {
  const { t } = useTranslation('booking')
  const lang = useLang()
  const { brand, model, color, plate } = driver.vehicle
  const car = [brand, model].filter(Boolean).join(' ') + (color ? ` · ${vehicleColorName(color, lang)}` : '')
  return (
    <dl className="booking-driver">
      <div>
        <dt>{t('assigned.driver')}</dt>
        <dd>{driverShortName(driver)}</dd>
      </div>
      <div>
        <dt>{t('assigned.rating')}</dt>
        <dd>{driver.ratingCenti === null ? t('assigned.noRating') : `★ ${formatRating(driver.ratingCenti, lang)}`}</dd>
      </div>
      <div>
        <dt>{t('assigned.plate')}</dt>
        <dd className="booking-driver__plate">{plate ?? '—'}</dd>
      </div>
      <div>
        <dt>{t('assigned.car')}</dt>
        <dd>{car || '—'}</dd>
      </div>
    </dl>
  )
}
