import { useTranslation } from '#app/lib/i18n.ts'
import { Icon } from './icons.tsx'

const POINTS = ['gps', 'price', 'cancel', 'support'] as const

/** Why choose us: set your location, call the taxi, and what every ride comes with. */
export function WhyChooseUs() {
  const { t } = useTranslation('landing')
  return (
    <section className="section section--why" aria-labelledby="why-title" data-reveal>
      <div className="container why">
        <div>
          <h2 id="why-title">{t('why.title')}</h2>
          <ul className="why__points">
            {POINTS.map((point) => (
              <li key={point}>
                <Icon name="check" size={20} />
                {t(`why.points.${point}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="why__features">
          <article className="feature">
            <span className="feature__icon">
              <Icon name="locate" size={28} />
            </span>
            <h3>{t('why.location.title')}</h3>
            <p>{t('why.location.text')}</p>
          </article>
          <article className="feature">
            <span className="feature__icon">
              <Icon name="taxi" size={28} />
            </span>
            <h3>{t('why.call.title')}</h3>
            <p>{t('why.call.text')}</p>
          </article>
        </div>
      </div>
    </section>
  )
}
