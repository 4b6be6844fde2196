import { useEffect, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { localePath, PAGES } from '#shared/routes.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { LanguageSwitch } from './language-switch.tsx'
import './site-header.css'

/** The brand mark: a yellow taxi-roof sign with a D. */
export function BrandMark() {
  return (
    <svg className="brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#f5b700" />
      <path d="M9 8h7.5a8 8 0 0 1 0 16H9z" fill="#14161a" />
      <path d="M13 12h3.3a4 4 0 0 1 0 8H13z" fill="#f5b700" />
    </svg>
  )
}

const MENU_ID = 'site-menu'

/**
 * The site header of every public page: brand, main navigation, account buttons and TR | EN.
 * Below 1200 px the navigation folds behind a menu button; Escape or following a link closes it.
 */
export function SiteHeader() {
  const lang = useLang()
  const { t } = useTranslation()
  const location = useLocation()
  const [isOpen, setIsOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const home = localePath(PAGES.home, lang)
  const homeHash = (hash: string) => `${home}#${hash}`

  // A navigation (link, back button) always leaves the menu closed.
  useEffect(() => {
    setIsOpen(false)
  }, [location.pathname, location.hash])

  useEffect(() => {
    if (!isOpen) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      setIsOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [isOpen])

  const close = () => setIsOpen(false)
  const pageLink = (key: 'support' | 'privacyPolicy' | 'termsOfService') => (
    <li>
      <NavLink to={localePath(PAGES[key], lang)} className="site-nav__link" onClick={close}>
        {t(`nav.${key}`)}
      </NavLink>
    </li>
  )

  return (
    <header className={`site-header${isOpen ? ' is-open' : ''}`}>
      <div className="container site-header__bar">
        <Link to={home} className="brand">
          <BrandMark />
          <span className="brand__name">{t('productName')}</span>
        </Link>
        <div className="site-header__menu" id={MENU_ID}>
          <nav className="site-nav" aria-label={t('nav.label')}>
            <ul>
              <li>
                <Link to={homeHash('home')} className="site-nav__link" onClick={close}>
                  {t('nav.home')}
                </Link>
              </li>
              <li>
                <Link to={homeHash('about')} className="site-nav__link" onClick={close}>
                  {t('nav.about')}
                </Link>
              </li>
              {pageLink('support')}
              {pageLink('privacyPolicy')}
              {pageLink('termsOfService')}
            </ul>
          </nav>
          <div className="site-header__actions">
            <Link to={localePath(PAGES.login, lang)} className="button button--ghost" onClick={close}>
              {t('nav.signIn')}
            </Link>
            <Link to={localePath(PAGES.driverRegistration, lang)} className="button button--secondary" onClick={close}>
              {t('nav.becomeDriver')}
            </Link>
            <Link to={localePath(PAGES.passengerRegistration, lang)} className="button" onClick={close}>
              {t('nav.becomePassenger')}
            </Link>
          </div>
        </div>
        <div className="site-header__end">
          <LanguageSwitch />
          <button
            ref={toggleRef}
            type="button"
            className="menu-toggle"
            aria-expanded={isOpen}
            aria-controls={MENU_ID}
            onClick={() => setIsOpen((open) => !open)}
          >
            <span className="menu-toggle__icon" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="visually-hidden">{isOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
          </button>
        </div>
      </div>
    </header>
  )
}
