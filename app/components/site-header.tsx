import { useEffect, useRef, useState, type Ref } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { localePath, PAGES } from '#shared/routes.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { LanguageSwitch } from './language-switch.tsx'

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

/** The element that folds open: the whole menu on phones, only the navigation where the account buttons stay in the bar. */
function foldingPanel(menu: HTMLElement): HTMLElement {
  return getComputedStyle(menu).display === 'contents' ? (menu.querySelector('nav') ?? menu) : menu
}

/**
 * The folding menu's state. Opening moves focus to its first link; Escape, a click outside or
 * Tab past its end closes it (Escape returns focus to the button); any navigation closes it too.
 */
function useFoldingMenu() {
  const location = useLocation()
  const [isOpen, setIsOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)

  // A navigation (link, back button) always leaves the menu closed.
  useEffect(() => {
    setIsOpen(false)
  }, [location.pathname, location.hash])

  useEffect(() => {
    const menu = menuRef.current
    if (!isOpen || !menu) return
    foldingPanel(menu).querySelector<HTMLElement>('a[href]')?.focus()
    const isInside = (node: EventTarget | null) =>
      node instanceof Node && (foldingPanel(menu).contains(node) || !!toggleRef.current?.contains(node))
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      setIsOpen(false)
      toggleRef.current?.focus()
    }
    function onFocusIn(event: FocusEvent) {
      if (!isInside(event.target)) setIsOpen(false)
    }
    function onPointerDown(event: PointerEvent) {
      if (!isInside(event.target)) setIsOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [isOpen])

  return { isOpen, toggleRef, menuRef, toggle: () => setIsOpen((open) => !open), close: () => setIsOpen(false) }
}

/**
 * The site header of every public page: brand, main navigation, account buttons and TR | EN.
 * From 1280 px everything sits in one row; from 1024 px the account buttons stay in the bar and the
 * navigation folds behind the menu button; below that the button folds both. The button comes
 * before the menu in the DOM, so Tab goes from it straight into the open menu.
 */
export function SiteHeader() {
  const lang = useLang()
  const { t } = useTranslation()
  const menu = useFoldingMenu()
  // data-hydrated: the menu button answers from here on (browser tests wait for it).
  const isHydrated = useHydrated()
  return (
    <header className={`site-header${menu.isOpen ? ' is-open' : ''}`} data-hydrated={isHydrated ? 'true' : undefined}>
      <div className="container site-header__bar">
        <Link to={localePath(PAGES.home, lang)} className="brand">
          <BrandMark />
          <span className="brand__name">{t('productName')}</span>
        </Link>
        <button
          ref={menu.toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menu.isOpen}
          aria-controls={MENU_ID}
          onClick={menu.toggle}
        >
          <span className="menu-toggle__icon" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className="visually-hidden">{menu.isOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        </button>
        <SiteMenu menuRef={menu.menuRef} onFollow={menu.close} />
        <LanguageSwitch />
      </div>
    </header>
  )
}

/** The navigation and account buttons; following any of them closes the folded menu. */
function SiteMenu({ menuRef, onFollow }: { menuRef: Ref<HTMLDivElement>; onFollow: () => void }) {
  const lang = useLang()
  const { t } = useTranslation()
  const homeHash = (hash: string) => `${localePath(PAGES.home, lang)}#${hash}`
  const pageLink = (key: 'fareEstimate' | 'support' | 'privacyPolicy' | 'termsOfService') => (
    <li>
      <NavLink to={localePath(PAGES[key], lang)} end className="site-nav__link" onClick={onFollow}>
        {t(`nav.${key}`)}
      </NavLink>
    </li>
  )
  return (
    <div className="site-header__menu" id={MENU_ID} ref={menuRef}>
      <nav className="site-nav" aria-label={t('nav.label')}>
        <ul>
          <li>
            <Link to={homeHash('home')} className="site-nav__link" onClick={onFollow}>
              {t('nav.home')}
            </Link>
          </li>
          <li>
            <Link to={homeHash('about')} className="site-nav__link" onClick={onFollow}>
              {t('nav.about')}
            </Link>
          </li>
          {pageLink('fareEstimate')}
          {pageLink('support')}
          {pageLink('privacyPolicy')}
          {pageLink('termsOfService')}
        </ul>
      </nav>
      <div className="site-header__actions">
        <Link to={localePath(PAGES.login, lang)} className="button button--ghost" onClick={onFollow}>
          {t('nav.signIn')}
        </Link>
        <Link to={localePath(PAGES.driverRegistration, lang)} className="button button--secondary" onClick={onFollow}>
          {t('nav.becomeDriver')}
        </Link>
        <Link to={localePath(PAGES.passengerRegistration, lang)} className="button" onClick={onFollow}>
          {t('nav.becomePassenger')}
        </Link>
      </div>
    </div>
  )
}
