import type { ReactNode } from 'react'
import { useTranslation } from '#app/lib/i18n.ts'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

type PageShellProps = {
  children: ReactNode
  /** Full-bleed pages (the landing page) lay out their own sections instead of one centred column. */
  isFullWidth?: boolean
}

/** The frame of every public page: skip link, site header, the page, site footer. */
export function PageShell({ children, isFullWidth = false }: PageShellProps) {
  const { t } = useTranslation()
  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className={isFullWidth ? 'page-main page-main--full' : 'page-main'} tabIndex={-1}>
        {isFullWidth ? children : <div className="container">{children}</div>}
      </main>
      <SiteFooter />
    </>
  )
}
