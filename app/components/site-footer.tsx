import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { Link } from 'react-router'
import { localePath, PAGES } from '#shared/routes.ts'
import { copyrightYears, SITE } from '#shared/site-config.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { CompanyFacts } from './company-facts.tsx'
import { BrandMark } from './site-header.tsx'
import { SvgIcon } from './svg-icon.tsx'

type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string
  children: ReactNode
}

/** A link to another site: always a new tab, never handing our page to it (noopener noreferrer). */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  const { t } = useTranslation()
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('footer.newTab')}</span>
    </a>
  )
}

const SOCIAL_ICONS: Record<keyof typeof SITE.social, ReactNode> = {
  facebook: (
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z" />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.2" cy="6.8" r="1.2" />
    </>
  ),
  x: <path d="M4 4h4.6l4 5.6L17.4 4h2.2l-6 7 6.6 9h-4.6l-4.3-5.9L6.2 20H4l6.4-7.4zm3 1.5 9.7 13h1.3L8.4 5.5z" />,
  tiktok: (
    <path d="M14.5 3h2.8c.2 2 1.6 3.5 3.7 3.7v2.8a7 7 0 0 1-3.7-1.1v6.4A5.8 5.8 0 1 1 11.5 9v2.9a2.9 2.9 0 1 0 3 2.9z" />
  ),
  youtube: (
    <path d="M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.6 2.6 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8c.2.9.9 1.6 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8M10 15V9l5.2 3z" />
  ),
}

/** The footer of every public page: links, the account-deletion button, social profiles, ©. */
export function SiteFooter() {
  const lang = useLang()
  const { t } = useTranslation()
  const to = (key: keyof typeof PAGES) => localePath(PAGES[key], lang)
  const home = to('home')
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Link to={home} className="brand brand--inverse">
            <BrandMark />
            <span className="brand__name">{t('productName')}</span>
          </Link>
          <p>{t('footer.about')}</p>
          {SITE.company.address.isSet && <address>{SITE.company.address.value}</address>}
        </div>
        <nav className="site-footer__col" aria-labelledby="footer-explore">
          <h2 id="footer-explore">{t('footer.explore')}</h2>
          <ul>
            <li>
              <Link to={`${home}#home`}>{t('nav.home')}</Link>
            </li>
            <li>
              <Link to={`${home}#about`}>{t('nav.about')}</Link>
            </li>
            <li>
              <Link to={to('login')}>{t('nav.signIn')}</Link>
            </li>
            <li>
              <Link to={to('driverRegistration')}>{t('nav.becomeDriver')}</Link>
            </li>
            <li>
              <Link to={to('passengerRegistration')}>{t('nav.becomePassenger')}</Link>
            </li>
          </ul>
        </nav>
        <nav className="site-footer__col" aria-labelledby="footer-help">
          <h2 id="footer-help">{t('footer.help')}</h2>
          <ul>
            <li>
              <Link to={to('support')}>{t('footer.supportCenter')}</Link>
            </li>
            <li>
              <Link to={to('privacyPolicy')}>{t('nav.privacyPolicy')}</Link>
            </li>
            <li>
              <Link to={to('termsOfService')}>{t('nav.termsOfService')}</Link>
            </li>
          </ul>
          <Link to={to('accountDeletion')} className="button button--on-dark site-footer__delete">
            {t('footer.deleteAccount')}
          </Link>
        </nav>
        <div className="site-footer__col">
          <h2 id="footer-follow">{t('footer.follow')}</h2>
          <ul className="social" aria-labelledby="footer-follow">
            {(Object.keys(SITE.social) as (keyof typeof SITE.social)[]).map((network) => (
              <li key={network}>
                <ExternalLink href={SITE.social[network]} className="social__link">
                  <SvgIcon size={22}>{SOCIAL_ICONS[network]}</SvgIcon>
                  <span className="visually-hidden">{t(`footer.social.${network}`)}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container site-footer__bottom">
        <CompanyFacts />
        {/* the year of the build or of the render: a page built last year keeps its text until rebuilt */}
        <p suppressHydrationWarning>{t('footer.copyright', { year: copyrightYears() })}</p>
      </div>
    </footer>
  )
}
