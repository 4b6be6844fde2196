import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { screenPicture, SCREEN_SIZE, type ScreenName } from '../media.ts'
import { ResponsivePicture } from './responsive-picture.tsx'

const SCREENS: ScreenName[] = ['home', 'map', 'profile']

/** Three screenshots of the mobile app: home page, map view, profile page. */
export function AppPreview() {
  const lang = useLang()
  const { t } = useTranslation('landing')
  return (
    <section className="section section--preview" aria-labelledby="preview-title" data-reveal>
      <div className="container">
        <header className="section__head">
          <h2 id="preview-title">{t('preview.title')}</h2>
          <p>{t('preview.intro')}</p>
        </header>
        <ul className="preview-list" tabIndex={0} aria-labelledby="preview-title">
          {SCREENS.map((name) => (
            <li key={name} className="preview-item">
              <figure>
                <div className="phone">
                  <ResponsivePicture
                    picture={screenPicture(name, lang)}
                    alt={t(`preview.${name}.alt`)}
                    sizes={`${SCREEN_SIZE.width}px`}
                    className="phone__screen"
                  />
                </div>
                <figcaption>
                  <h3>{t(`preview.${name}.title`)}</h3>
                  <p>{t(`preview.${name}.text`)}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
