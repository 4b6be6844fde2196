import { Link } from 'react-router'
import { localePath, PAGES } from '#shared/routes.ts'
import { RichText } from '#app/components/rich-text.tsx'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { EstimateForm } from './estimate-form.tsx'
import { TariffTable } from './tariff-table.tsx'

/**
 * The public fare estimator (/ucret-hesapla, /en/fare-estimate): the form needs JavaScript, the
 * tariff table and the explanation below it are in the prerendered HTML.
 */
export function FareEstimatePage() {
  const { t } = useTranslation('fares')
  const lang = useLang()
  // The prerendered table knows no date; once running, it marks the rows in effect today.
  const isHydrated = useHydrated()
  return (
    <div className="fares">
      <header className="fares__hero">
        <h1>{t('title')}</h1>
        <p className="fares__lead">{t('lead')}</p>
      </header>
      <EstimateForm />
      <section className="fares-section" aria-labelledby="fares-how-title">
        <h2 id="fares-how-title">{t('how.title')}</h2>
        <ul className="fares-how">
          <li>{t('how.formula')}</li>
          <li>{t('how.minimum')}</li>
          <li>{t('how.rounding')}</li>
          <li>{t('how.extras')}</li>
          <li>
            <RichText text={t('how.check', { supportHref: PAGES.support })} lang={lang} />
          </li>
        </ul>
      </section>
      <TariffTable now={isHydrated ? new Date() : null} />
      <p>
        <Link to={localePath(PAGES.home, lang)}>{t('backToHome')}</Link>
      </p>
    </div>
  )
}
