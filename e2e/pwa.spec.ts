import type { Page } from '@playwright/test'
import { offlinePage as enOffline } from '#shared/i18n/en/pwa.ts'
import { offlinePage as trOffline } from '#shared/i18n/tr/pwa.ts'
import { createUser, expect, expectAccessible, signIn, test } from './fixtures.ts'

type Manifest = {
  name: string
  short_name: string
  lang: string
  start_url: string
  scope: string
  display: string
  theme_color: string
  icons: { src: string; sizes: string; type: string; purpose?: string }[]
}

/** Waits until the page's service worker is active (it registers after the page loads). */
async function workerActive(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active
    if (worker && worker.state !== 'activated') {
      await new Promise((resolve) => worker.addEventListener('statechange', resolve, { once: true }))
    }
    return worker?.state
  })
}

/** Every URL in every Cache Storage cache of the page's origin. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
    }
    return urls
  })
}

test.describe('installable web app', () => {
  for (const { lang, home, href, name, start } of [
    { lang: 'tr', home: '/', href: '/manifest.webmanifest', name: 'Durak — Taksi çağır', start: '/taksi-cagir' },
    {
      lang: 'en',
      home: '/en',
      href: '/manifest-en.webmanifest',
      name: 'Durak — Call a taxi',
      start: '/en/call-a-taxi',
    },
  ] as const) {
    test(`${lang}: the page links its language's manifest, which names the app, its start page and its icons`, async ({
      page,
    }) => {
      await page.goto(home)
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', href)
      const response = await page.request.get(href)
      expect(response.headers()['content-type']).toContain('application/manifest+json')
      const manifest = (await response.json()) as Manifest
      expect(manifest).toMatchObject({
        name,
        short_name: 'Durak',
        lang,
        start_url: start,
        scope: '/',
        display: 'standalone',
      })
      expect(manifest.theme_color).toBe('#f5b700')
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
        '192x192 any',
        '384x384 any',
        '512x512 any',
        '192x192 maskable',
        '512x512 maskable',
      ])
      for (const icon of manifest.icons) {
        const image = await page.request.get(icon.src)
        expect(image.status(), icon.src).toBe(200)
        expect(image.headers()['content-type']).toBe('image/png')
        const body = await image.body()
        // a PNG's width and height sit at bytes 16 and 20 of its header
        expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes)
      }
    })
  }

  test('the worker is served revalidated, installs and precaches the app shell', async ({ page }) => {
    const worker = await page.request.get('/sw.js')
    expect(worker.status()).toBe(200)
    expect(worker.headers()['cache-control']).toBe('no-cache')
    expect(await worker.text()).not.toContain('__DURAK_BUILD_VERSION__')
    await page.goto('/')
    expect(await workerActive(page)).toBe('activated')
    const cached = await cachedUrls(page)
    expect(cached).toEqual(expect.arrayContaining(['/offline.html', '/en/offline.html', '/manifest.webmanifest']))
    expect(cached.filter((url) => url.startsWith('/assets/') && url.endsWith('.css'))).toHaveLength(1)
  })

  test('a navigation that fails offline shows the offline screen in the page’s language', async ({ page, context }) => {
    await page.goto('/')
    expect(await workerActive(page)).toBe('activated')
    await context.setOffline(true)
    await page.goto('/destek')
    await expect(page.getByRole('heading', { level: 1, name: trOffline.title })).toBeVisible()
    await expect(page.getByText(trOffline.text)).toBeVisible()
    await expect(page.getByRole('link', { name: trOffline.retry })).toBeVisible()
    await expectAccessible(page)
    await page.goto('/en/support')
    await expect(page.getByRole('heading', { level: 1, name: enOffline.title })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await context.setOffline(false)
    await page.getByRole('link', { name: enOffline.retry }).click()
    await expect(page.getByRole('heading', { level: 1, name: enOffline.title })).toHaveCount(0)
  })

  test('no API answer is ever in Cache Storage after using a signed-in page', async ({ page }) => {
    const passenger = await createUser('passenger', { firstName: 'Elif', lastName: 'Yılmaz' })
    await signIn(page, passenger)
    await page.goto('/taksi-cagir')
    expect(await workerActive(page)).toBe('activated')
    // a second visit runs under the worker: its API calls are the ones that could have been cached
    const apiCalls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url())
    })
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(apiCalls.length).toBeGreaterThan(0)
    const cached = await cachedUrls(page)
    expect(cached.some((url) => url.startsWith('/assets/'))).toBe(true)
    expect(cached.filter((url) => url.startsWith('/api/'))).toEqual([])
    // nor any page's HTML: only the two offline pages
    expect(cached.filter((url) => url.endsWith('.html') || !url.includes('.'))).toEqual([
      '/offline.html',
      '/en/offline.html',
    ])
  })
})
