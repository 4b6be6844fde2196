import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { localePath, PAGES } from '#shared/routes.ts'
import { useLang, useTranslation } from '#app/lib/i18n.ts'
import { LanguageSwitch } from './language-switch.tsx'
import './page-shell.css'

/** The frame of every non-landing page: a slim header with the brand and TR | EN, then the page. */
export function PageShell({ children }: { children: ReactNode }) {
  const lang = useLang()
  const { t } = useTranslation()
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <header className="shell-header">
        <div className="container shell-header__inner">
          <Link to={localePath(PAGES.home, lang)} className="shell-brand">
            <span className="shell-brand__mark" aria-hidden="true">
              D
            </span>
            {t('productName')}
          </Link>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" className="page-main">
        <div className="container">{children}</div>
      </main>
    </>
  )
}
