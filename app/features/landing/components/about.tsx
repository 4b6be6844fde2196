import { useTranslation } from '#app/lib/i18n.ts'
import { ContactBlock } from './contact-block.tsx'

/** About us (#about) with the contact block. */
export function About() {
  const { t } = useTranslation('landing')
  return (
    <section id="about" className="section section--about" aria-labelledby="about-title" data-reveal>
      <div className="container about">
        <div className="about__text">
          <h2 id="about-title">{t('about.title')}</h2>
          <p className="about__lead">{t('about.text1')}</p>
          <p>{t('about.text2')}</p>
        </div>
        <ContactBlock />
      </div>
    </section>
  )
}
