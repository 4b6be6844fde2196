import type { Browser, BrowserContext, Page } from '@playwright/test'
import { createUser, expect, signIn, type Credentials } from './fixtures.ts'

/** Kadıköy pier: where the passenger's phone says it is. */
export const KADIKOY = { lat: 40.9903, lng: 29.0235 }

/** A passenger's phone: its own context at `viewport`, located at Kadıköy unless the permission is denied. */
export async function passengerPhone(
  browser: Browser,
  viewport: { width: number; height: number },
  options: { locale: 'tr-TR' | 'en-GB'; canLocate?: boolean },
): Promise<{ context: BrowserContext; page: Page; passenger: Credentials }> {
  const passenger = await createUser('passenger', { firstName: 'Elif', lastName: 'Yılmaz' })
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport,
    locale: options.locale,
    geolocation: { latitude: KADIKOY.lat, longitude: KADIKOY.lng },
    permissions: options.canLocate === false ? [] : ['geolocation'],
    extraHTTPHeaders: { 'x-forwarded-for': `10.8.${Math.ceil(Math.random() * 250)}.${Math.ceil(Math.random() * 250)}` },
  })
  const page = await context.newPage()
  await signIn(page, passenger)
  return { context, page, passenger }
}

/** A verified taxi driver in Istanbul (Mehmet Demir, a yellow Fiat Egea) with the plate given. */
export async function verifiedDriver(plate: string, firstName = 'Mehmet'): Promise<Credentials> {
  return createUser('driver', {
    firstName,
    lastName: 'Demir',
    extra: [
      '--verified',
      '--city',
      'Istanbul',
      '--vehicle-brand',
      'Fiat',
      '--vehicle-model',
      'Egea',
      '--vehicle-plate',
      plate,
      '--vehicle-color',
      'YELLOW',
    ],
  })
}

/**
 * A verified driver near Kadıköy, driven through the ride API with his own session, as the driver
 * app would: online, accept the offer for one ride, report positions, arrive, start, complete, rate.
 */
export async function driverApi(browser: Browser) {
  const driver = await verifiedDriver('34 TK 1923')
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: { 'x-forwarded-for': `10.7.${Math.ceil(Math.random() * 250)}.${Math.ceil(Math.random() * 250)}` },
  })
  const page = await context.newPage()
  await signIn(page, driver)
  const origin = process.env.E2E_BASE_URL!
  const post = async (path: string, data: object = {}) => {
    const response = await page.request.post(path, { headers: { origin }, data })
    expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy()
    return response
  }
  return {
    driver,
    context,
    goOnline: () => post('/api/v1/driver/online', { lat: KADIKOY.lat + 0.004, lng: KADIKOY.lng }),
    /** Waits for the offer of `rideId`, then takes it. */
    async accept(rideId: string) {
      await expect
        .poll(async () => {
          const response = await page.request.get('/api/v1/driver/offers')
          const { items } = (await response.json()) as { items: { rideId: string }[] }
          return items.some((offer) => offer.rideId === rideId)
        })
        .toBe(true)
      await post(`/api/v1/rides/${rideId}/accept`)
    },
    position: (lat: number, lng: number) =>
      page.request.put('/api/v1/driver/position', { headers: { origin }, data: { lat, lng } }),
    arrive: (rideId: string) => post(`/api/v1/rides/${rideId}/arrive`),
    start: (rideId: string) => post(`/api/v1/rides/${rideId}/start`),
    complete: (rideId: string) =>
      post(`/api/v1/rides/${rideId}/complete`, {
        fareLira: 185.5,
        distanceMetres: 4200,
        durationSeconds: 900,
        tollsKurus: 4750,
      }),
    rate: (rideId: string) => post(`/api/v1/rides/${rideId}/rating`, { rating: 5 }),
    goOffline: () => post('/api/v1/driver/offline'),
  }
}

/** The id of the passenger's open ride, as the server says. */
export async function currentRideId(page: Page): Promise<string> {
  let id = ''
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/v1/rides/current')
      id = ((await response.json()) as { ride: { id: string } | null }).ride?.id ?? ''
      return id
    })
    .not.toBe('')
  return id
}
