import { useTranslation } from '#app/lib/i18n.ts'
import { NAVIGATION_APPS, navigationHref } from '../lib/navigation-links.ts'
import type { MaybePlace } from '../lib/ride-track.ts'

/** Open the driver's navigation app at the coordinates: Google Maps, Yandex Navigasyon or Apple Maps. */
export function NavigationLinks({ to, heading }: { to: MaybePlace; heading: 'toPickup' | 'toDestination' }) {
  const { t } = useTranslation('driverMode')
  if (to.lat == null || to.lng == null) return null
  const target = { lat: to.lat, lng: to.lng }
  return (
    <nav className="driver-navigate" aria-label={t(`navigate.${heading}`)}>
      <h3>{t(`navigate.${heading}`)}</h3>
      <ul>
        {NAVIGATION_APPS.map((app) => (
          <li key={app}>
            <a
              className="button button--secondary driver-nav-link"
              href={navigationHref(app, target)}
              target="_blank"
              rel="noreferrer"
            >
              {t(`navigate.${app}`)}
              <span className="visually-hidden"> {t('navigate.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
