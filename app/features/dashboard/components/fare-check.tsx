import { Link } from 'react-router'
import { formatLiraRange } from '#shared/format.ts'
import { localePath, PAGES } from '#shared/routes.ts'
import type { Ride } from '#shared/schemas/api-responses.ts'
import { cityLabel } from '#shared/tariffs/labels.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { Badge, type Tone } from './status-badge.tsx'

const TONE = { within: 'success', above: 'warning', below: 'neutral' } as const satisfies Record<string, Tone>

/** The support centre's contact tab with the payment category chosen and the ride named in the message. */
export function reportRideHref(rideId: string, lang: 'tr' | 'en'): string {
  const params = new URLSearchParams({ tab: 'contact', category: 'payment', ride: rideId })
  return `${localePath(PAGES.support, lang)}?${params.toString()}`
}

/**
 * Whether a completed ride's fare fits the tariff of its time (computed by the API, see
 * docs/tariffs.md); a fare above the tariff's upper bound gets a link to report the ride.
 */
export function FareCheckNote({ ride }: { ride: Ride }) {
  const lang = useLang()
  const { t } = useTranslation('dashboard')
  const check = ride.fareCheck
  if (!check) return null
  if (check.status === 'noTariff') {
    return <p className="fare-check fare-check--unknown">{t('fareCheck.noTariff')}</p>
  }
  const values = {
    city: cityLabel(check.city, lang),
    range: formatLiraRange(check.lowerKurus, check.upperKurus, lang),
  }
  return (
    <div className={`fare-check fare-check--${check.status}`}>
      <Badge tone={TONE[check.status]}>{t(`fareCheck.${check.status}`)}</Badge>
      <p className="fare-check__range">{t('fareCheck.range', values)}</p>
      {check.status === 'above' && (
        <Link className="fare-check__report" to={reportRideHref(ride.id, lang)}>
          {t('fareCheck.report')}
        </Link>
      )}
    </div>
  )
}
