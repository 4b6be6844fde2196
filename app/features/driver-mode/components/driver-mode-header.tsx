import { Link } from 'react-router'
import { localePath, PAGES } from '#shared/routes.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'

/** Driver mode's title with the way back to the driver's panel: the same in the loading frame and the page. */
export function DriverModeHeader() {
  const { t } = useTranslation('driverMode')
  const lang = useLang()
  return (
    <header className="driver-mode__header">
      <h1>{t('title')}</h1>
      <Link to={localePath(PAGES.driverDashboard, lang)}>{t('dashboardLink')}</Link>
    </header>
  )
}
