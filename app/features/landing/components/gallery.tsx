import { useTranslation } from '#app/lib/i18n.ts'
import { galleryPicture, type GalleryName } from '../media.ts'
import { ResponsivePicture } from './responsive-picture.tsx'

const ITEMS: { key: 'safe' | 'comfortable' | 'modern'; picture: GalleryName }[] = [
  { key: 'safe', picture: 'safe-drivers' },
  { key: 'comfortable', picture: 'comfortable-vehicles' },
  { key: 'modern', picture: 'modern' },
]

/** Safety and comfort gallery: safe drivers, comfortable vehicles, modern. */
export function Gallery() {
  const { t } = useTranslation('landing')
  return (
    <section className="section section--gallery" aria-labelledby="gallery-title" data-reveal>
      <div className="container">
        <header className="section__head">
          <h2 id="gallery-title">{t('gallery.title')}</h2>
          <p>{t('gallery.intro')}</p>
        </header>
        <ul className="gallery-grid">
          {ITEMS.map(({ key, picture }) => (
            <li key={key}>
              <figure className="gallery-card">
                <ResponsivePicture
                  picture={galleryPicture(picture)}
                  alt={t(`gallery.${key}.alt`)}
                  sizes="(max-width: 720px) calc(100vw - 32px), 360px"
                  className="gallery-card__picture"
                />
                <figcaption>
                  <h3>{t(`gallery.${key}.title`)}</h3>
                  <p>{t(`gallery.${key}.text`)}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
