import { Link } from 'react-router'
import { DRIVER_FREE_CAR_YEARS } from '#shared/constants.ts'
import { localePath, PAGES } from '#shared/routes.ts'
import { PageShell } from '#app/components/page-shell.tsx'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { ContactBlock } from './contact-block.tsx'
import { Icon } from './icons.tsx'
import { StoreLinks } from './store-links.tsx'

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const

/** /driver-registration: drivers register only in the mobile app; stores, support, back to sign-in. */
export function DriverInfoPage() {
  const lang = useLang()
  const { t } = useTranslation('landing')
  return (
    <PageShell>
      <div className="driver-info">
        <div className="driver-info__main">
          <p className="eyebrow">{t('driver.eyebrow')}</p>
          <h1>{t('driver.title')}</h1>
          <p className="driver-info__lead">{t('driver.lead')}</p>
          <p>{t('driver.text')}</p>
          <section aria-labelledby="driver-stores">
            <h2 id="driver-stores" className="driver-info__h2">
              {t('driver.storesTitle')}
            </h2>
            <StoreLinks className="store-links--light" />
          </section>
          <section aria-labelledby="driver-steps">
            <h2 id="driver-steps" className="driver-info__h2">
              {t('driver.stepsTitle')}
            </h2>
            <ol className="driver-steps">
              {STEPS.map((step) => (
                <li key={step}>{t(`driver.${step}`)}</li>
              ))}
            </ol>
          </section>
          <p className="driver-info__web">
            {t('driver.webText')}{' '}
            <Link to={localePath(PAGES.driverMode, lang)} className="button button--secondary">
              {t('driver.webLink')}
            </Link>
          </p>
          <p className="driver-info__signin">
            {t('driver.haveAccount')}{' '}
            <Link to={localePath(PAGES.login, lang)} className="text-link">
              {t('driver.backToSignIn')}
            </Link>
          </p>
        </div>
        <aside className="driver-info__aside">
          <div className="perk-card">
            <span className="perk-card__icon">
              <Icon name="car" size={32} />
            </span>
            <h2>{t('driver.perkTitle', { years: DRIVER_FREE_CAR_YEARS })}</h2>
            <p>{t('driver.perkText', { years: DRIVER_FREE_CAR_YEARS })}</p>
          </div>
          <ContactBlock headingLevel={2} title={t('driver.contactTitle')} />
        </aside>
      </div>
    </PageShell>
  )
}
