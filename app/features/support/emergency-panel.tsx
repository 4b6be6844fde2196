import { SITE, supportPhoneHref } from '#shared/site-config.ts'
import { useTranslation } from '#app/lib/i18n.ts'
import { Icon } from './icons.tsx'

const WHEN = ['accident', 'unsafe', 'route', 'mismatch', 'lost'] as const
const PROVIDE = ['where', 'ride', 'what', 'contact'] as const

/** Emergency: the 24/7 hotline, 112 for danger to life, when to call and what to have ready. */
export function EmergencyPanel() {
  const { t } = useTranslation('support')
  return (
    <>
      <h2 className="support-panel__title">{t('emergency.title')}</h2>
      <div className="emergency__danger" role="note">
        <Icon name="alert" />
        <p>
          <strong>{t('emergency.danger')}</strong>
        </p>
        <a className="button emergency__112" href="tel:112">
          {t('emergency.call112')}
        </a>
      </div>
      <div className="emergency__hotline">
        <p className="emergency__hotline-label">{t('emergency.hotline')}</p>
        <a className="emergency__number" href={supportPhoneHref()}>
          <Icon name="phone" size={28} />
          {SITE.supportPhone}
        </a>
      </div>
      <div className="emergency__grid">
        <section aria-labelledby="emergency-when">
          <h3 id="emergency-when">{t('emergency.whenTitle')}</h3>
          <ul className="check-list">
            {WHEN.map((key) => (
              <li key={key}>{t(`emergency.when.${key}`)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="emergency-provide">
          <h3 id="emergency-provide">{t('emergency.provideTitle')}</h3>
          <ol className="number-list">
            {PROVIDE.map((key) => (
              <li key={key}>{t(`emergency.provide.${key}`)}</li>
            ))}
          </ol>
        </section>
      </div>
    </>
  )
}
