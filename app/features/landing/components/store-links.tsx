import { SITE } from '#shared/site-config.ts'
import { ExternalLink } from '#app/components/site-footer.tsx'
import { useTranslation } from '#app/lib/i18n.ts'
import { AppStoreGlyph, GooglePlayGlyph } from './icons.tsx'

/** Google Play and App Store buttons; they open the store pages in a new tab. */
export function StoreLinks({ className = '' }: { className?: string }) {
  const { t } = useTranslation('landing')
  return (
    <ul className={`store-links ${className}`}>
      <li>
        <ExternalLink href={SITE.googlePlayUrl} className="store-link">
          <GooglePlayGlyph />
          <span>{t('download.googlePlay')}</span>
        </ExternalLink>
      </li>
      <li>
        <ExternalLink href={SITE.appStoreUrl} className="store-link">
          <AppStoreGlyph />
          <span>{t('download.appStore')}</span>
        </ExternalLink>
      </li>
    </ul>
  )
}
