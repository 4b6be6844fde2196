import { useEffect, type ReactNode } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import type { Route } from './+types/root'
import { PageShell } from './components/page-shell.tsx'
import { LangProvider, useSyncLanguage, useTranslation } from './lib/i18n.ts'
import { isChunkLoadError, reloadOnceForChunkError } from './lib/chunk-errors.ts'
import { registerServiceWorker } from './lib/register-service-worker.ts'
import './styles/app.css'

export function Layout({ children }: { children: ReactNode }) {
  const lang = useSyncLanguage()
  // The SPA fallback HTML says lang="tr"; hydration does not patch attributes, so set it here.
  useEffect(() => {
    document.documentElement.lang = lang
  }, [lang])
  useEffect(registerServiceWorker, [])
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f5b700" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href={lang === 'en' ? '/manifest-en.webmanifest' : '/manifest.webmanifest'} />
        <Meta />
        <Links />
      </head>
      <body>
        <LangProvider lang={lang}>{children}</LangProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

/**
 * Shown while a browser-rendered page (dashboards, reset) starts. The SPA fallback HTML is shared by
 * both languages, so this holds no text: hydrating it in either language must match.
 */
export function HydrateFallback() {
  return (
    <div className="boot" aria-busy="true">
      <span className="boot__mark" aria-hidden="true">
        D
      </span>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  const chunk = isChunkLoadError(error)
  // After a deploy an old page may ask for a chunk that no longer exists: reload once.
  if (chunk && reloadOnceForChunkError()) return null
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <PageShell>
      <div role="alert">
        <h1>{notFound ? t('errors.notFoundTitle') : chunk ? t('errors.chunkTitle') : t('errors.crashTitle')}</h1>
        <p>{notFound ? t('errors.notFoundText') : chunk ? t('errors.chunkText') : t('errors.crashText')}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('states.retry')}
        </button>
      </div>
    </PageShell>
  )
}
