import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { booking as trBooking } from '#shared/i18n/tr/booking.ts'
import { driverMode as enDriver } from '#shared/i18n/en/driver-mode.ts'
import { pwa as enPwa } from '#shared/i18n/en/pwa.ts'
import { pwa as trPwa } from '#shared/i18n/tr/pwa.ts'
import { createUser, expect, test, type Credentials } from './fixtures.ts'
import { expectNoSeriousIssues, PHONE } from './ride-pair-helpers.ts'
import { ROOT, startServer, type RunningServer } from './server.ts'

/**
 * Issue 23, "a prompt when a new version is available": the installed app's pages (booking and
 * driver mode) run under the service worker; when a new deploy serves a changed worker, the page
 * offers to reload, and reloading puts the new version in charge. Each test deploys a copy of the
 * build on a server of its own, then deploys it again at the same address and database with
 * another build version in sw.js (the browser fetches the worker itself: a page route does not see
 * that request).
 */

test.describe.configure({ mode: 'parallel', timeout: 120_000 })

const WORKER_VERSION = /const VERSION = "[^"]+"/

/** A deploy of a copy of the build; `next()` deploys it again, same origin, with a new worker version. */
async function ownDeploy() {
  const copy = mkdtempSync(path.join(tmpdir(), 'durak-e2e-deploy-'))
  cpSync(path.join(ROOT, process.env.BUILD_DIR ?? 'build', 'client'), path.join(copy, 'client'), { recursive: true })
  const env = { TRUST_PROXY: '1', BUILD_DIR: path.relative(ROOT, copy) }
  let server: RunningServer = await startServer(env)
  return {
    url: server.url,
    dataDir: server.dataDir,
    async next(): Promise<string> {
      const version = `next-${Date.now()}`
      const worker = path.join(copy, 'client', 'sw.js')
      const text = readFileSync(worker, 'utf8')
      expect(text).toMatch(WORKER_VERSION)
      writeFileSync(worker, text.replace(WORKER_VERSION, `const VERSION = ${JSON.stringify(version)}`))
      // the precompressed copies would still be the old worker
      for (const suffix of ['.br', '.gz']) rmSync(worker + suffix, { force: true })
      await server.stop()
      server = await startServer(env, { port: Number(new URL(server.url).port), dataDir: server.dataDir })
      return version
    },
    async stop() {
      await server.stop()
      rmSync(copy, { recursive: true, force: true })
    },
  }
}

/** A browser signed in on the deploy's server. */
async function signedInOn(
  browser: Browser,
  url: string,
  user: Credentials,
  viewport: { width: number; height: number },
  locale: string,
) {
  const context = await browser.newContext({ baseURL: url, viewport, locale })
  const page = await context.newPage()
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin: url },
  })
  expect(response.ok(), await response.text()).toBeTruthy()
  return { context, page }
}

/** The page is under an active worker (a first visit installs it; the next load is controlled by it). */
async function underWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect
    .poll(() => askDuringNavigation(page, () => navigator.serviceWorker.controller?.state, undefined))
    .toBe('activated')
}

/** Asks the browser to look for a new worker now, as it does by itself on a later navigation. */
const checkForUpdate = (page: Page) =>
  page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update()
  })

const cacheNames = (page: Page) => page.evaluate(() => caches.keys())

/**
 * Asks the page while it may be navigating: a question that meets the navigation (Playwright's
 * "execution context was destroyed") answers `whileNavigating`, and the poll asks again.
 */
const askDuringNavigation = <T>(page: Page, question: () => T, whileNavigating: T) =>
  page.evaluate(question).catch(() => whileNavigating)

test('tr 375, booking page: a new version shows the prompt, and "Yeniden yükle" reloads into it', async ({
  browser,
}) => {
  const deploy = await ownDeploy()
  try {
    const passenger = await createUser('passenger', { firstName: 'Elif', dataDir: deploy.dataDir })
    const { context, page } = await signedInOn(browser, deploy.url, passenger, PHONE, 'tr-TR')
    await page.goto('/taksi-cagir')
    await expect(page.getByRole('heading', { level: 1, name: trBooking.title })).toBeVisible()
    await underWorker(page)
    expect(await cacheNames(page)).toHaveLength(1)
    const prompt = page.getByRole('status').filter({ hasText: trPwa.updateReady })
    await expect(prompt).toHaveCount(0)

    const next = await deploy.next()
    await checkForUpdate(page)
    await expect(prompt).toBeVisible()
    await expectNoSeriousIssues(page, 'booking: new version prompt')

    // the same document until the reload: a mark left on the window is gone after it
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }))
    await prompt.getByRole('button', { name: trPwa.reload }).click()
    await expect.poll(() => askDuringNavigation(page, () => 'beforeUpdate' in window, true)).toBe(false)
    await expect(page.getByRole('heading', { level: 1, name: trBooking.title })).toBeVisible()
    await expect(prompt).toHaveCount(0)
    // the new worker is in charge, and the old version's cache is gone
    await expect.poll(() => cacheNames(page).catch(() => [])).toEqual([`durak-${next}`])
    expect(await page.evaluate(async () => !(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true)
    await context.close()
  } finally {
    await deploy.stop()
  }
})

test('en 1280, driver mode: the prompt appears for a new version, and "Later" puts it away until the next visit', async ({
  browser,
}) => {
  const deploy = await ownDeploy()
  try {
    const driver = await createUser('driver', {
      firstName: 'Mehmet',
      dataDir: deploy.dataDir,
      extra: ['--verified', '--city', 'Istanbul', '--vehicle-brand', 'Fiat', '--vehicle-model', 'Egea'],
    })
    const { context, page } = await signedInOn(browser, deploy.url, driver, { width: 1280, height: 900 }, 'en-GB')
    await page.goto('/en/driver')
    await expect(page.getByRole('heading', { level: 1, name: enDriver.title })).toBeVisible()
    await underWorker(page)
    const prompt = page.getByRole('status').filter({ hasText: enPwa.updateReady })
    await expect(prompt).toHaveCount(0)

    await deploy.next()
    await checkForUpdate(page)
    await expect(prompt).toBeVisible()
    await expectNoSeriousIssues(page, 'driver: new version prompt')
    await prompt.getByRole('button', { name: enPwa.later }).click()
    await expect(prompt).toHaveCount(0)
    await expect(page.getByText(enDriver.presence.offlineNote)).toBeVisible()
    // the new version still waits: the next visit offers it again
    await page.reload()
    await expect(prompt).toBeVisible()
    await context.close()
  } finally {
    await deploy.stop()
  }
})
