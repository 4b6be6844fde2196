import { Link } from 'react-router'
import { localePath, PAGES } from '#shared/routes.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { Icon, type IconName } from './icons.tsx'

const STEPS: { key: 'one' | 'two' | 'three'; icon: IconName }[] = [
  { key: 'one', icon: 'pin' },
  { key: 'two', icon: 'taxi' },
  { key: 'three', icon: 'shield' },
]

/** How it works: three numbered steps. */
export function HowItWorks() {
  const { t } = useTranslation('landing')
  const lang = useLang()
  return (
    <section className="section section--steps" aria-labelledby="steps-title" data-reveal>
      <div className="container">
        <header className="section__head">
          <h2 id="steps-title">{t('steps.title')}</h2>
          <p>{t('steps.intro')}</p>
        </header>
        <ol className="steps">
          {STEPS.map(({ key, icon }, index) => (
            <li key={key} className="step">
              <span className="step__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="step__icon">
                <Icon name={icon} size={26} />
              </span>
              <h3>{t(`steps.${key}.title`)}</h3>
              <p>{t(`steps.${key}.text`)}</p>
              {key === 'one' && (
                <p className="step__link">
                  <Link to={localePath(PAGES.fareEstimate, lang)}>{t('steps.one.link')}</Link>
                </p>
              )}
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
