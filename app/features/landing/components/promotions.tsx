import { DRIVER_FREE_CAR_YEARS, EARLY_REGISTRANT_FREE_YEARS } from '#shared/constants.ts'
import { useTranslation } from '#app/lib/i18n.ts'
import { Icon, type IconName } from './icons.tsx'

const CARDS: { key: 'driver' | 'early' | 'cashback'; icon: IconName; years: number }[] = [
  { key: 'driver', icon: 'car', years: DRIVER_FREE_CAR_YEARS },
  { key: 'early', icon: 'gift', years: EARLY_REGISTRANT_FREE_YEARS },
  { key: 'cashback', icon: 'coins', years: 0 },
]

/** The three promotions of the spec: a Fiat Egea for drivers, a free year, cashback points. */
export function Promotions() {
  const { t } = useTranslation('landing')
  return (
    <section className="section section--promotions" aria-labelledby="promotions-title" data-reveal>
      <div className="container">
        <header className="section__head">
          <h2 id="promotions-title">{t('promotions.title')}</h2>
          <p>{t('promotions.intro')}</p>
        </header>
        <ul className="promo-grid">
          {CARDS.map(({ key, icon, years }) => (
            <li key={key} className={`promo-card promo-card--${key}`}>
              <span className="promo-card__icon">
                <Icon name={icon} size={28} />
              </span>
              <span className="promo-card__badge">{t(`promotions.${key}.badge`)}</span>
              <h3>{t(`promotions.${key}.title`, { years })}</h3>
              <p>{t(`promotions.${key}.text`, { years })}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
