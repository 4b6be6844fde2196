import { Link } from 'react-router'
import { localePath, PAGES } from '#shared/routes.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { StoreLinks } from './store-links.tsx'

/** App download: the app is coming soon (store links in a new tab); the web app works today. */
export function AppDownload() {
  const lang = useLang()
  const { t } = useTranslation('landing')
  return (
    <section className="section section--download" aria-labelledby="download-title" data-reveal>
      <div className="container">
        <div className="download">
          <div>
            <span className="download__badge">{t('download.badge')}</span>
            <h2 id="download-title">{t('download.title')}</h2>
            <p>{t('download.text')}</p>
            <p>{t('download.webText')}</p>
            <p className="download__web">
              <Link to={localePath(PAGES.callTaxi, lang)} className="button button--dark">
                {t('download.callTaxi')}
              </Link>
              <Link to={localePath(PAGES.driverMode, lang)} className="button button--secondary">
                {t('download.driverMode')}
              </Link>
            </p>
          </div>
          <StoreLinks />
        </div>
      </div>
    </section>
  )
}
