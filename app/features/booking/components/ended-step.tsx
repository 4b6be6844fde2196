import { formatLira } from '#shared/format.ts'
import { SITE, supportPhoneHref } from '#shared/site-config.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import type { EndedRide } from '../lib/booking-state.ts'

/** A request that ended without a trip: no taxi was found (try again), or it was cancelled. */
export function EndedStep({
  ended,
  onRetry,
  onNewRide,
  isRetrying,
  error,
}: {
  ended: EndedRide
  onRetry: () => void
  onNewRide: () => void
  isRetrying: boolean
  error: string | null
}) {
  const { t } = useTranslation('booking')
  const lang = useLang()
  const fee = ended.ride.cancellation?.feeKurus ?? 0
  return (
    <div className="booking booking--done">
      <div className="booking__panel">
        <h1>{t('title')}</h1>
        <p role="alert" className="alert alert--info">
          {ended.kind === 'expired'
            ? t('searching.expired')
            : fee > 0
              ? t('cancel.cancelledWithFee', { fee: formatLira(fee, lang) })
              : t('cancel.cancelled')}
        </p>
        {error && (
          <p role="alert" className="alert alert--error">
            {error}
          </p>
        )}
        <div className="booking-actions">
          {ended.kind === 'expired' && (
            <button type="button" className="button booking-actions__main" disabled={isRetrying} onClick={onRetry}>
              {t('searching.tryAgain')}
            </button>
          )}
          {ended.kind === 'expired' && (
            <a className="button button--secondary booking-actions__main" href={supportPhoneHref()}>
              {t('searching.support', { phone: SITE.supportPhone })}
            </a>
          )}
          <button type="button" className="button button--secondary booking-actions__main" onClick={onNewRide}>
            {ended.kind === 'expired' ? t('searching.newRide') : t('completed.newRide')}
          </button>
        </div>
      </div>
    </div>
  )
}
