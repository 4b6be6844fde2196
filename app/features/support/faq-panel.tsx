import { CITIES, CITY_NAMES_TR, FREE_CANCELLATION_MINUTES_AFTER_ASSIGNMENT } from '#shared/constants.ts'
import { SITE } from '#shared/site-config.ts'
import { RichText } from '#app/components/rich-text.tsx'
import { useLang, useTranslation } from '#app/lib/i18n.ts'

const QUESTIONS = [
  'register',
  'callTaxi',
  'payments',
  'driverApplication',
  'premium',
  'security',
  'cancellation',
  'cities',
] as const

/** The spec's 8 questions as a native disclosure list (keyboard and screen readers for free). */
export function FaqPanel() {
  const lang = useLang()
  const { t } = useTranslation('support')
  const cities = CITIES.map((city) => (lang === 'tr' ? CITY_NAMES_TR[city] : city)).join(', ')
  const values = {
    phone: SITE.supportPhone,
    minutes: FREE_CANCELLATION_MINUTES_AFTER_ASSIGNMENT,
    count: CITIES.length,
    cities,
  }
  return (
    <>
      <h2 className="support-panel__title">{t('faq.title')}</h2>
      <div className="faq">
        {QUESTIONS.map((key) => (
          <details key={key} className="faq__item" id={`faq-${key}`}>
            <summary className="faq__question">{t(`faq.items.${key}.q`)}</summary>
            <div className="faq__answer">
              <p>
                <RichText text={t(`faq.items.${key}.a`, values)} lang={lang} />
              </p>
            </div>
          </details>
        ))}
      </div>
    </>
  )
}
