import { LANGS, localePath, PAGES } from '#shared/routes.ts'
import { expect, test } from './fixtures.ts'

test.describe('every route of the spec answers in both languages', () => {
  for (const lang of LANGS) {
    for (const [key, path] of Object.entries(PAGES)) {
      const url = localePath(path, lang)
      test(`${url} (${key}) loads with <html lang="${lang}">`, async ({ page, consoleErrors }) => {
        const response = await page.goto(url)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.locator('h1').first()).toBeVisible()
        expect(consoleErrors).toEqual([])
      })
    }
  }

  test('an unknown path gets a 404 page with a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeVisible()
  })

  test('the TR | EN switch goes to the twin page and is remembered', async ({ page }) => {
    await page.goto(PAGES.support)
    await page.getByRole('link', { name: 'EN', exact: true }).click()
    await expect(page).toHaveURL(/\/en\/destek$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const cookies = await page.context().cookies()
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('en')
  })
})

test.describe('first visit language', () => {
  test.use({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' } })
  test('a browser preferring English is sent to the /en twin', async ({ page }) => {
    await page.goto(PAGES.privacyPolicy)
    await expect(page).toHaveURL(/\/en\/privacy-policy$/)
  })
})

test.describe('how the server serves the app', () => {
  test('HTML is revalidated, compressed, and guarded by a CSP with no inline script but by hash', async ({
    request,
  }) => {
    const response = await request.get('/destek', { headers: { 'accept-encoding': 'gzip' } })
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-cache')
    expect(response.headers()['content-encoding']).toBe('gzip')
    const csp = response.headers()['content-security-policy']!
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!
    expect(scriptSrc).not.toContain('unsafe-inline')
    expect(scriptSrc).toMatch(/'sha256-/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
  })

  test('hashed assets are cached for a year; missing assets and API paths are plain 404s', async ({
    request,
    page,
  }) => {
    await page.goto('/')
    const asset = await page.evaluate(
      () =>
        document.querySelector<HTMLScriptElement>('script[type=module][src]')?.src ??
        document.querySelector<HTMLLinkElement>('link[rel=modulepreload]')!.href,
    )
    const cached = await request.get(asset)
    expect(cached.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    const missing = await request.get('/assets/missing-0000.js')
    expect(missing.status()).toBe(404)
    expect(missing.headers()['content-type']).toContain('text/plain')
    const api = await request.get('/api/v1/does-not-exist')
    expect(api.status()).toBe(404)
    expect((await api.json()).error.code).toBe('NOT_FOUND')
  })

  test('the CLI creates a driver with rides that /api/v1/me/rides returns to that driver only', async ({ request }) => {
    // four CLI processes (each starts Node and opens the database) and two sign-ins
    test.slow()
    const { createUser, cli } = await import('./fixtures.ts')
    const driver = await createUser('driver', { extra: ['--verified'] })
    const passenger = await createUser('passenger')
    await cli([
      'ride',
      'create',
      '--passenger',
      passenger.email,
      '--driver',
      driver.email,
      '--status',
      'COMPLETED',
      '--fare',
      '250.50',
      '--distance',
      '12.4',
      '--duration',
      '31',
      '--from',
      'Taksim',
      '--to',
      'Havalimanı',
    ])
    const base = process.env.E2E_BASE_URL!
    await request.post(`${base}/api/auth/sign-in/email`, { data: driver, headers: { origin: base } })
    const rides = await (await request.get('/api/v1/me/rides')).json()
    expect(rides.items).toHaveLength(1)
    expect(rides.items[0]).toMatchObject({
      fareKurus: 25050,
      distanceMetres: 12400,
      durationSeconds: 1860,
      driverId: driver.id,
    })
    await request.post(`${base}/api/auth/sign-out`, { headers: { origin: base }, data: {} })
    const other = await createUser('driver')
    await request.post(`${base}/api/auth/sign-in/email`, { data: other, headers: { origin: base } })
    expect((await (await request.get('/api/v1/me/rides')).json()).items).toEqual([])
  })
})

test.describe('what crawlers and browsers find', () => {
  test('robots.txt keeps the panels out and points to a sitemap of every public page in both languages', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Disallow: /driver-dashboard')
    expect(robots).toContain('Disallow: /en/passenger-dashboard')
    // the same site address as the pages' canonical links (the build's VITE_SITE_URL)
    expect(robots).toContain('Sitemap: https://durak.com.tr/sitemap.xml')
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap.match(/<loc>/g)).toHaveLength(22)
    expect(sitemap).toContain('<loc>https://durak.com.tr/en/destek</loc>')
    expect(sitemap).toContain('/ucret-hesapla</loc>')
    expect(sitemap).toContain('/en/fare-estimate</loc>')
    expect(sitemap).not.toContain('dashboard')
  })

  test('a public page carries its canonical link, alternates, social card, icons and manifest', async ({
    page,
    request,
  }) => {
    await page.goto('/en/destek')
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', 'https://durak.com.tr/en/destek')
    await expect(page.locator('link[rel=alternate][hreflang=tr]')).toHaveAttribute(
      'href',
      'https://durak.com.tr/destek',
    )
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Support Center | Durak')
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /og-image\.jpg$/)
    const manifest = await request.get((await page.locator('link[rel=manifest]').getAttribute('href')) ?? '')
    // 192, 384 and 512 px, and the maskable 192 and 512 of the installable app (issue 23)
    const icons = (await manifest.json()).icons as { sizes: string; purpose: string }[]
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '384x384 any',
      '512x512 any',
      '192x192 maskable',
      '512x512 maskable',
    ])
    for (const icon of ['/icon-192.png', '/apple-touch-icon.png', '/og-image.jpg', '/favicon.svg', '/favicon.ico']) {
      expect((await request.get(icon)).status(), icon).toBe(200)
    }
  })

  test('assets are served precompressed with brotli', async ({ request, page }) => {
    await page.goto('/')
    const script = await page.evaluate(
      () =>
        document.querySelector<HTMLScriptElement>('script[type=module][src]')?.src ??
        document.querySelector<HTMLLinkElement>('link[rel=modulepreload]')!.href,
    )
    const response = await request.get(script, { headers: { 'accept-encoding': 'br' } })
    expect(response.headers()['content-encoding']).toBe('br')
  })
})
