import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { account as enAccount } from '#shared/i18n/en/account.ts'
import { statements as enStatements } from '#shared/i18n/en/statements.ts'
import { account as trAccount } from '#shared/i18n/tr/account.ts'
import { statements as trStatements } from '#shared/i18n/tr/statements.ts'
import { LANGS, LOADING_FRAME_PATHS, localePath, PAGES, PRERENDERED_PATHS } from '#shared/routes.ts'
import { ALWAYS_LOADED_LAZY, clientDirOf, findChunk, kb, measurePages } from './page-weight.ts'
import { shellFileOf } from './route-shells.ts'

/**
 * Decision 008: the budgets per page, gzip, counted as page-weight.ts counts them. Issue 10's bar
 * for public pages is 130 KB: the pages with the largest catalogs (fare estimate, support, sign-in,
 * registration, password reset) have a route module per language that bundles its own language's
 * catalog only, and the page shell, meta and rich text are one chunk (decision 008, "Per language").
 */
const PUBLIC_PAGE_BUDGET_KB = 130
const DASHBOARD_BUDGET_KB = 200
const MAX_STYLESHEETS = 1
/**
 * Issue 23's target for the driver mode and the booking page is 160 KB gzip on a first visit, map
 * included. Measured with the map's chunk counted (ALWAYS_LOADED_LAZY, pigeon-maps, decision 053):
 * 144.3 KB booking, 150.5 KB driver mode, 136.0 KB shared trip (2026-11-27; 175.7, 182.1 and
 * 167.8 KB with Leaflet). The shared trip page is held to the same bar.
 */
const MAP_PAGE_HELD_KB = 160
const DRIVER_MODE_BUDGET_KB = MAP_PAGE_HELD_KB
const DRIVER_MODE_ROUTES = /^driverMode-/
const CALL_TAXI_BUDGET_KB = MAP_PAGE_HELD_KB
const SHARED_TRIP_ROUTES = /^sharedTrip-/
/**
 * The sign-in and registration pages carry the return path (`?next=`) and the SMS sign-in's entry
 * and strings (issue 23): 133.9 KB, then 132.0 KB once their small chunks were grouped and the
 * validation catalogs left the shell (2026-11-27,
 * docs/performance-history/2026-11-27-page-weight-fewer-chunks.md), then
 * 131.1 KB (sign-in) and 131.6 KB (registration) once each page loaded only its own auth text
 * ("Each auth page its own text"). Still over issue 10's 130 KB bar: NOT met, open (what would meet
 * it is in that file). Held here so it cannot grow. 131.8 since decision 078: the route
 * manifest every page loads names the booking page's new chunks (TanStack Query, the stream hook),
 * +71 bytes gzip; the sign-in pages' own files did not change.
 */
const SIGN_IN_HELD_KB = 131.8
const SIGN_IN_ROUTES = /^(login|driverLogin|passengerLogin|passengerRegistration)-/
const CALL_TAXI_ROUTES = /^callTaxi-/

// the signed-in panels (with the receipt and statement pages), and the staff back-office (issue 14: one route per language, `/admin/*`)
const DASHBOARD_ROUTES = /^(driverDashboard|passengerDashboard|receipt|weeklyStatement|admin)-/
const clientDir = clientDirOf()
const hasBuild = existsSync(clientDir)

// The budgets read the build: CI builds before `npm test`; locally, run `npm run build` first.
describe.skipIf(!hasBuild && !process.env.CI)('JavaScript budget per page (decision 008)', () => {
  const pages = hasBuild ? measurePages(clientDir) : []

  it('measures every page of the app, in both languages', () => {
    // 14 pages × 2 languages + the back-office in each language + the not-found page
    expect(pages).toHaveLength(Object.keys(PAGES).length * 2 + 2 + 1)
    for (const page of pages) expect(page.jsGzipBytes, page.routeId).toBeGreaterThan(50 * 1024)
  })

  it(`loads at most ${PUBLIC_PAGE_BUDGET_KB} KB gzip of JavaScript on a public page`, () => {
    const heavy = pages
      .filter(
        (page) =>
          ![DASHBOARD_ROUTES, DRIVER_MODE_ROUTES, CALL_TAXI_ROUTES, SHARED_TRIP_ROUTES, SIGN_IN_ROUTES].some((r) =>
            r.test(page.routeId),
          ),
      )
      .filter((page) => kb(page.jsGzipBytes) > PUBLIC_PAGE_BUDGET_KB)
      .map((page) => `${page.path}: ${kb(page.jsGzipBytes)} KB`)
    expect(heavy).toEqual([])
  })

  it(`loads at most ${DASHBOARD_BUDGET_KB} KB gzip of JavaScript on a dashboard`, () => {
    const dashboards = pages.filter((page) => DASHBOARD_ROUTES.test(page.routeId))
    expect(dashboards).toHaveLength(10)
    for (const page of dashboards) expect(kb(page.jsGzipBytes), page.path).toBeLessThanOrEqual(DASHBOARD_BUDGET_KB)
  })

  it(`loads at most ${DRIVER_MODE_BUDGET_KB} KB gzip of JavaScript in the driver mode, in both languages (issue 23)`, () => {
    const driverMode = pages.filter((page) => DRIVER_MODE_ROUTES.test(page.routeId))
    expect(driverMode.map((page) => page.routeId).sort()).toEqual(['driverMode-en', 'driverMode-tr'])
    for (const page of driverMode) expect(kb(page.jsGzipBytes), page.path).toBeLessThanOrEqual(DRIVER_MODE_BUDGET_KB)
  })

  it(`loads at most ${CALL_TAXI_BUDGET_KB} KB gzip of JavaScript on the booking page, in both languages (issue 23)`, () => {
    const callTaxi = pages.filter((page) => CALL_TAXI_ROUTES.test(page.routeId))
    expect(callTaxi.map((page) => page.routeId).sort()).toEqual(['callTaxi-en', 'callTaxi-tr'])
    for (const page of callTaxi) expect(kb(page.jsGzipBytes), page.path).toBeLessThanOrEqual(CALL_TAXI_BUDGET_KB)
  })

  it(`counts the map in every page that draws it, and holds them at ${MAP_PAGE_HELD_KB} KB with it (issue 23)`, () => {
    const mapPages = pages.filter((page) => /^(callTaxi|driverMode|sharedTrip)-/.test(page.routeId))
    expect(mapPages).toHaveLength(6)
    const mapChunk = findChunk(clientDir, 'map-layer')
    for (const page of mapPages) {
      expect(page.lazy, page.path).toEqual([mapChunk])
      expect(kb(page.jsGzipBytes), page.path).toBeLessThanOrEqual(MAP_PAGE_HELD_KB)
    }
  })

  it(`holds the sign-in and registration pages at ${SIGN_IN_HELD_KB} KB (over the 130 KB bar since issue 23: open)`, () => {
    const signIn = pages.filter((page) => SIGN_IN_ROUTES.test(page.routeId))
    expect(signIn).toHaveLength(8)
    for (const page of signIn) expect(kb(page.jsGzipBytes), page.path).toBeLessThanOrEqual(SIGN_IN_HELD_KB)
  })

  it(`counts the earnings chart in the driver overview, and stays within ${DASHBOARD_BUDGET_KB} KB with it (decision 031)`, () => {
    // the lazy chunk must be in the build: a renamed or missing chunk fails here, never counts as 0
    expect(ALWAYS_LOADED_LAZY.driverDashboard).toContain('earnings-chart-canvas')
    const chart = findChunk(clientDir, 'earnings-chart-canvas')
    const overviews = pages.filter((page) => page.routeId.startsWith('driverDashboard-'))
    expect(overviews.map((page) => page.routeId).sort()).toEqual(['driverDashboard-en', 'driverDashboard-tr'])
    for (const page of overviews) {
      expect(page.lazy, page.path).toEqual([chart])
      expect(page.scripts, page.path).toContain(chart)
      expect(kb(page.jsGzipBytes), `${page.path} with the chart`).toBeLessThanOrEqual(DASHBOARD_BUDGET_KB)
    }
    // no other page counts (or loads up front) the chart
    for (const page of pages.filter((p) => !p.routeId.startsWith('driverDashboard-')))
      expect(page.scripts, page.path).not.toContain(chart)
  })

  it(`loads at most ${MAX_STYLESHEETS} render-blocking stylesheet${MAX_STYLESHEETS > 1 ? 's' : ''} on a page`, () => {
    for (const page of pages) {
      expect(page.stylesheets.length, page.path).toBeGreaterThanOrEqual(1)
      expect(page.stylesheets.length, `${page.path}: ${page.stylesheets.join(', ')}`).toBeLessThanOrEqual(MAX_STYLESHEETS)
    }
  })

  it('links exactly one stylesheet in every prerendered page, loading frame and the SPA fallback', () => {
    const files = [
      ...PRERENDERED_PATHS.map((path) => join(path, 'index.html')),
      ...LOADING_FRAME_PATHS.map((path) => shellFileOf(path)),
      '__spa-fallback.html',
    ]
    expect(files).toHaveLength(PRERENDERED_PATHS.length + LOADING_FRAME_PATHS.length + 1)
    for (const file of files) {
      const html = readFileSync(join(clientDir, file), 'utf8')
      expect(html.match(/<link[^>]+rel="stylesheet"[^>]*>/g), file).toHaveLength(MAX_STYLESHEETS)
    }
  })

  it("serves each dashboard its loading frame in the page's language, with the session check preloaded", () => {
    const catalogs = { tr: { account: trAccount, statements: trStatements }, en: { account: enAccount, statements: enStatements } }
    const frames = LANGS.flatMap((lang) => {
      const { account, statements } = catalogs[lang]
      return [
        // the driver's frame holds the earnings' intro: the overview's largest paint, at first paint
        { path: localePath(PAGES.driverDashboard, lang), lang, texts: [account.driverPanel, statements.chart.description] },
        { path: localePath(PAGES.passengerDashboard, lang), lang, texts: [account.passengerPanel] },
      ]
    })
    expect(LOADING_FRAME_PATHS).toEqual(expect.arrayContaining(frames.map((f) => f.path)))
    for (const { path, lang, texts } of frames) {
      const html = readFileSync(join(clientDir, shellFileOf(path)), 'utf8')
      expect(html, path).toContain(`<html lang="${lang}">`)
      for (const text of texts) expect(html, path).toContain(`>${text}</`)
      expect(html, path).toContain('<link rel="preload" href="/api/auth/get-session" as="fetch" crossorigin="anonymous"/>')
      // the frame replaced the prerendered page: served as a shell, never as a public page
      expect(existsSync(join(clientDir, path, 'index.html')), path).toBe(false)
    }
  })
})
