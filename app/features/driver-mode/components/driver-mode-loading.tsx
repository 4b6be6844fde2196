import { useTranslation } from '#app/lib/i18n.ts'
import { DriverModeHeader } from './driver-mode-header.tsx'

/**
 * Driver mode's frame before the session and the shift are read, prerendered into the page's shell
 * (decision 037): the title and the presence card's heading and note, so the page's largest text
 * paints with the HTML. Names no one, holds no data.
 */
export function DriverModeLoading() {
  const { t } = useTranslation('driverMode')
  return (
    <main id="main" className="driver-mode">
      <DriverModeHeader />
      <p role="status">{t('loading')}</p>
      <section className="driver-card" aria-hidden="true">
        <div className="driver-presence__head">
          <h2>{t('presence.heading')}</h2>
        </div>
        <p className="driver-note">{t('presence.offlineNote')}</p>
      </section>
    </main>
  )
}
