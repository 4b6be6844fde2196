import { useTranslation } from '#app/lib/i18n.ts'

/**
 * The booking page's frame before the session and the current ride are read, prerendered into the
 * page's shell (decision 037, as the panels): the map's place, the title, the lead and why the
 * location is asked, so the page's largest text paints with the HTML. Names no one, holds no data.
 */
export function BookingLoading() {
  const { t } = useTranslation('booking')
  return (
    <div className="booking-page" data-step="loading">
      <div className="booking">
        <div className="booking__map" aria-hidden="true" />
        <div className="booking__panel">
          <h1>{t('title')}</h1>
          <p className="booking-lead">{t('lead')}</p>
          <div className="booking-section">
            <p className="booking-locate__why">{t('from.whyLocation')}</p>
          </div>
          <p role="status" className="booking-loading">
            {t('loading')}
          </p>
        </div>
      </div>
    </div>
  )
}
