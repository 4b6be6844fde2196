import { useTranslation } from '#app/lib/i18n.ts'
import { StoreLinks } from './store-links.tsx'

/** App download: the app is coming soon; the store links open in a new tab. */
export function AppDownload() {
  const { t } = useTranslation('landing')
  return (
    <section className="section section--download" aria-labelledby="download-title" data-reveal>
      <div className="container">
        <div className="download">
          <div>
            <span className="download__badge">{t('download.badge')}</span>
            <h2 id="download-title">{t('download.title')}</h2>
            <p>{t('download.text')}</p>
          </div>
          <StoreLinks />
        </div>
      </div>
    </section>
  )
}
