import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { expect, randomIp, signIn, type Credentials } from './fixtures.ts'
import { verifiedDriver } from './booking-helpers.ts'
import { north, type Place } from './driver-mode-helpers.ts'

/**
 * Helpers for specs that run one ride with the passenger and the driver each in a browser of
 * their own, at a spot of the test's own (`lonelySpot`), so parallel tests never share a taxi.
 */

export const PHONE = { width: 375, height: 812 }
export const DESKTOP = { width: 1280, height: 900 }

/** A verified driver with a plate of his own, so a test can find it on any screen. */
export async function driverWithPlate(firstName = 'Mehmet'): Promise<Credentials & { plate: string }> {
  const plate = `34 E ${1000 + Math.floor(Math.random() * 8999)}`
  const driver = await verifiedDriver(plate, firstName)
  return { ...driver, plate }
}

/** A signed-in context located at `at` (a phone that can be located), with its own client address. */
export async function signedInContext(
  browser: Browser,
  user: Credentials,
  at: Place,
  viewport: { width: number; height: number },
  locale: 'tr-TR' | 'en-GB',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport,
    locale,
    geolocation: { latitude: at.lat, longitude: at.lng },
    permissions: ['geolocation'],
    extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
  })
  const page = await context.newPage()
  await signIn(page, user)
  return { context, page }
}

/** Saves a favourite place for the signed-in passenger of `page`, `metres` north of `from`. */
export async function saveFavourite(page: Page, name: string, from: Place, metres: number): Promise<string> {
  const at = north(from, metres)
  const address = `${name} Sokak 7`
  const response = await page.request.post('/api/v1/me/favourite-places', {
    headers: { origin: process.env.E2E_BASE_URL! },
    data: { name, address, ...at },
  })
  expect(response.status(), await response.text()).toBe(201)
  return address
}

/** The driver's side through the API, for tests where only the passenger's screen matters. */
export function rideSteps(page: Page) {
  const origin = process.env.E2E_BASE_URL!
  const post = async (path: string, data: object = {}) => {
    const response = await page.request.post(path, { headers: { origin }, data })
    expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy()
  }
  return {
    goOnline: (at: Place) => post('/api/v1/driver/online', at),
    async accept(rideId: string) {
      await expect
        .poll(async () => {
          const response = await page.request.get('/api/v1/driver/offers')
          return ((await response.json()) as { items: { rideId: string }[] }).items.some((o) => o.rideId === rideId)
        })
        .toBe(true)
      await post(`/api/v1/rides/${rideId}/accept`)
    },
    /** Reports a position, waiting as long as the API's Retry-After says when it is too soon. */
    async position(at: Place) {
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await page.request.put('/api/v1/driver/position', { headers: { origin }, data: at })
        if (response.status() !== 429) {
          expect(response.status(), await response.text()).toBe(204)
          return
        }
        await new Promise((resolve) => setTimeout(resolve, Number(response.headers()['retry-after'] ?? 1) * 1000))
      }
      throw new Error('the position was refused four times')
    },
    arrive: (rideId: string) => post(`/api/v1/rides/${rideId}/arrive`),
    start: (rideId: string) => post(`/api/v1/rides/${rideId}/start`),
    complete: (rideId: string) =>
      post(`/api/v1/rides/${rideId}/complete`, {
        fareLira: 185.5,
        distanceMetres: 4200,
        durationSeconds: 900,
        tollsKurus: 4750,
      }),
  }
}

/** Serious and critical axe findings only: the issue's bar for every state of the two pages. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

/**
 * axe on `page` at 375 px and at 1280 px (the page's own width last, so the test goes on as it
 * was): 0 serious or critical issues, each labelled with the state it was found in.
 */
export async function expectNoSeriousIssues(page: Page, state: string) {
  const own = page.viewportSize()!
  const sizes = own.width === PHONE.width ? [DESKTOP, PHONE] : [PHONE, DESKTOP]
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: own.width === size.width ? own.height : size.height })
    expect(await seriousViolations(page), `${state} at ${size.width} px`).toEqual([])
  }
  await page.setViewportSize(own)
}

/**
 * Records every `status` message the page's ride streams receive (each with its SSE id), as an
 * init script: the page reads its ride's stream with fetch (decision 073), so the stream's body is
 * teed, the page getting its own copy untouched.
 */
export async function recordRideStatuses(context: BrowserContext) {
  await context.addInitScript(() => {
    const native = window.fetch.bind(window)
    const seen: { status: string; id: string }[] = []
    Object.assign(window, { __rideStatuses: seen })
    const record = async (body: NonNullable<Response['body']>) => {
      const reader = body.pipeThrough(new TextDecoderStream()).getReader()
      let buffer = ''
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: '' }))
        if (done) return
        const blocks = (buffer + value).replace(/\r\n?/g, '\n').split('\n\n')
        buffer = blocks.pop() ?? ''
        for (const block of blocks) {
          const field = (name: string) =>
            block
              .split('\n')
              .filter((line) => line.startsWith(`${name}:`))
              .map((line) => line.slice(name.length + 1).trim())
          if (field('event')[0] !== 'status') continue
          const data = JSON.parse(field('data').join('\n')) as { status: string }
          seen.push({ status: data.status, id: field('id')[0] ?? '' })
        }
      }
    }
    window.fetch = async (input, init) => {
      const response = await native(input, init)
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      if (!/\/api\/v1\/rides\/[^/]+\/events/.test(url) || !response.ok || !response.body) return response
      const [mine, page] = response.body.tee()
      void record(mine)
      return new Response(page, { status: response.status, statusText: response.statusText, headers: response.headers })
    }
  })
}

/** What `recordRideStatuses` saw so far on `page`. */
export function rideStatuses(page: Page): Promise<{ status: string; id: string }[]> {
  return page.evaluate(() => (window as unknown as { __rideStatuses: { status: string; id: string }[] }).__rideStatuses)
}
