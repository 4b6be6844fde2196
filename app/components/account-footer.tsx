import { Link } from 'react-router'
import { localePath, PAGES } from '#shared/routes.ts'
import { copyrightYears, SITE } from '#shared/site-config.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'

/** The footer of every signed-in page: the way to support, the privacy policy and the terms, and who runs Durak. */
export function AccountFooter() {
  const lang = useLang()
  const { t } = useTranslation()
  return (
    <footer className="dash-footer">
      <div className="container dash-footer__bar">
        <nav aria-label={t('footer.help')}>
          <ul>
            <li>
              <Link to={localePath(PAGES.support, lang)}>{t('footer.supportCenter')}</Link>
            </li>
            <li>
              <Link to={localePath(PAGES.privacyPolicy, lang)}>{t('nav.privacyPolicy')}</Link>
            </li>
            <li>
              <Link to={localePath(PAGES.termsOfService, lang)}>{t('nav.termsOfService')}</Link>
            </li>
          </ul>
        </nav>
        <p suppressHydrationWarning>
          {t('footer.copyright', { year: copyrightYears() })} {SITE.company.tradeName.value}
        </p>
      </div>
    </footer>
  )
}
