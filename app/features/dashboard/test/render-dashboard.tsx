import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { configure, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { vi } from 'vitest'
import { dashboard as en } from '#shared/i18n/en/dashboard.ts'
import { dashboard as tr } from '#shared/i18n/tr/dashboard.ts'
import { rides as enRides } from '#shared/i18n/en/rides.ts'
import { rides as trRides } from '#shared/i18n/tr/rides.ts'
import type { Profile } from '#shared/schemas/api-responses.ts'
import { i18n, LangProvider, registerNamespace } from '#app/lib/i18n.ts'
import { pageOf, summaryOf } from './fixtures.ts'

registerNamespace('dashboard', { en, tr })
registerNamespace('rides', { en: enRides, tr: trRides })
// a shared 2-core machine can be slow: wait up to 5 s for the mocked API before failing
configure({ asyncUtilTimeout: 5000 })

/** Shows where the app navigated to, for redirect assertions. */
function Where() {
  const location = useLocation()
  return <p data-testid="location">{location.pathname + location.search}</p>
}

/** Render a dashboard at `url` with routes for the pages it may send the user to. */
export function renderAt(url: string, element: ReactNode) {
  const lang = url.startsWith('/en') ? 'en' : 'tr'
  void i18n.changeLanguage(lang)
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
  const utils = render(
    <LangProvider lang={lang}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            {['/driver-dashboard', '/passenger-dashboard', '/en/driver-dashboard', '/en/passenger-dashboard'].map(
              (path) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <>
                      {element}
                      <Where />
                    </>
                  }
                />
              ),
            )}
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </LangProvider>,
  )
  return { ...utils, queryClient }
}

type Reply = { status?: number; body: unknown } | (() => { status?: number; body: unknown })

/** A fetch double answering by path (query string included when the key has one). */
export function mockApi(routes: Record<string, Reply>) {
  const calls: string[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost')
    const key = url.pathname + url.search
    calls.push(key)
    const match = routes[key] ?? routes[url.pathname]
    const reply = typeof match === 'function' ? match() : match
    if (!reply)
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'no mock' } }), { status: 404 })
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { calls, fetchMock }
}

/** The API of a panel: this profile, the standard figures and (unless `more` says otherwise) no rides. */
export function mockPanelApi(profile: Profile, more: Record<string, Reply> = {}) {
  return mockApi({
    '/api/v1/me': { body: profile },
    '/api/v1/me/summary': { body: summaryOf() },
    '/api/v1/me/rides': { body: pageOf([]) },
    ...more,
  })
}
