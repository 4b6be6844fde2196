import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { localePath, PAGES } from '#shared/routes.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { HERO_MEDIA } from '../media.ts'
import { Icon } from './icons.tsx'

const MOTION_OK = '(prefers-reduced-motion: no-preference)'

/** The background loop follows prefers-reduced-motion; the visitor can also pause and resume it. */
function useHeroVideo() {
  const videoRef = useRef<HTMLVideoElement>(null)
  const [isMotionOk, setIsMotionOk] = useState(true)
  const [isPaused, setIsPaused] = useState(false)

  useEffect(() => {
    const query = window.matchMedia(MOTION_OK)
    const sync = () => {
      setIsMotionOk(query.matches)
      const video = videoRef.current
      if (!video) return
      // React sets `muted` as a property, which the prerendered HTML cannot carry: make sure.
      video.muted = true
      if (query.matches) {
        // Media queries on <source> are read at load time: reload when the preference changes.
        if (video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) video.load()
        void video.play().catch(() => setIsPaused(true))
      } else {
        video.pause()
      }
    }
    sync()
    query.addEventListener('change', sync)
    return () => query.removeEventListener('change', sync)
  }, [])

  function togglePlayback() {
    const video = videoRef.current
    if (!video) return
    if (video.paused) {
      void video.play()
      setIsPaused(false)
    } else {
      video.pause()
      setIsPaused(true)
    }
  }

  return { videoRef, isMotionOk, isPaused, togglePlayback }
}

/**
 * The hero (#home): a muted background loop behind the headline and the two sign-up buttons.
 * The sources only match when motion is welcome, so under prefers-reduced-motion the browser
 * never loads the video and the poster stands still, even before JavaScript runs.
 */
export function Hero() {
  const lang = useLang()
  const { t } = useTranslation('landing')
  const { videoRef, isMotionOk, isPaused, togglePlayback } = useHeroVideo()

  return (
    <section id="home" className="hero" aria-labelledby="hero-title">
      <video
        ref={videoRef}
        className="hero__video"
        autoPlay
        muted
        loop
        playsInline
        preload="auto"
        poster={HERO_MEDIA.poster}
        width={HERO_MEDIA.width}
        height={HERO_MEDIA.height}
        aria-hidden="true"
        tabIndex={-1}
      >
        <source src={HERO_MEDIA.webm} type="video/webm" media={MOTION_OK} />
        <source src={HERO_MEDIA.mp4} type="video/mp4" media={MOTION_OK} />
        {t('hero.videoFallback')}
      </video>
      <div className="hero__shade" />
      <div className="container hero__content">
        <p className="hero__eyebrow">{t('hero.eyebrow')}</p>
        <h1 id="hero-title" className="hero__title">
          {t('hero.title')}
        </h1>
        <p className="hero__text">{t('hero.text')}</p>
        <div className="hero__actions">
          <Link to={localePath(PAGES.driverRegistration, lang)} className="button button--lg">
            {t('hero.registerDriver')}
            <Icon name="arrow" size={20} />
          </Link>
          <Link to={localePath(PAGES.passengerRegistration, lang)} className="button button--lg button--glass">
            {t('hero.registerPassenger')}
          </Link>
          <Link to={localePath(PAGES.callTaxi, lang)} className="button button--lg button--glass">
            {t('hero.callTaxi')}
          </Link>
        </div>
        <ul className="hero__highlights">
          <li>
            <Icon name="shield" size={20} />
            {t('hero.highlights.drivers')}
          </li>
          <li>
            <Icon name="clock" size={20} />
            {t('hero.highlights.support')}
          </li>
          <li>
            <Icon name="city" size={20} />
            {t('hero.highlights.cities')}
          </li>
        </ul>
      </div>
      {isMotionOk && (
        <button type="button" className="hero__playback" onClick={togglePlayback}>
          <Icon name={isPaused ? 'play' : 'pause'} size={18} />
          <span className="visually-hidden">{isPaused ? t('hero.playVideo') : t('hero.pauseVideo')}</span>
        </button>
      )}
    </section>
  )
}
