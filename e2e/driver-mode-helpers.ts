import { randomUUID } from 'node:crypto'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { cli, createUser, expect, signIn, type Credentials } from './fixtures.ts'

export type Place = { lat: number; lng: number }

/**
 * A spot of our own for each test, far from the demo data's taxis and from other tests' drivers,
 * so an offer goes to this test's drivers only (the dispatch offers the nearest free taxis).
 */
export function lonelySpot(): Place {
  return { lat: 37.2 + Math.random() * 3, lng: 27.2 + Math.random() * 15 }
}

/** A point `metres` north of `origin`. */
export const north = (origin: Place, metres: number): Place => ({ lat: origin.lat + metres / 111_195, lng: origin.lng })

/** A verified driver in Istanbul with a vehicle (a Fiat Egea; its plate when given). */
export function verifiedDriver(
  firstName: string,
  more: { lastName?: string; plate?: string } = {},
): Promise<Credentials> {
  return createUser('driver', {
    firstName,
    lastName: more.lastName,
    extra: [
      '--verified',
      '--city',
      'Istanbul',
      '--vehicle-brand',
      'Fiat',
      '--vehicle-model',
      'Egea',
      ...(more.plate ? ['--vehicle-plate', more.plate] : []),
    ],
  })
}

/** The driver's phone: its own browser context, located at `at`, signed in. */
export async function driverPhone(
  browser: Browser,
  driver: Credentials,
  at: Place,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport,
    geolocation: { latitude: at.lat, longitude: at.lng },
    permissions: ['geolocation'],
    extraHTTPHeaders: { 'x-forwarded-for': `10.9.${Math.ceil(Math.random() * 250)}.${Math.ceil(Math.random() * 250)}` },
  })
  const page = await context.newPage()
  await signIn(page, driver)
  return { context, page }
}

/** A passenger signed in through the API, requesting rides as the app would. */
export async function passengerApi(browser: Browser) {
  const passenger = await createUser('passenger', { firstName: 'Ayşe' })
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
  const page = await context.newPage()
  await signIn(page, passenger)
  const origin = process.env.E2E_BASE_URL!
  return {
    passenger,
    context,
    requestRide: (pickup: Place, dropoff: Place) => requestRideApi(page, pickup, dropoff),
    async cancel(rideId: string) {
      const response = await page.request.post(`/api/v1/rides/${rideId}/cancel`, {
        headers: { origin },
        data: { reason: 'Planım değişti' },
      })
      expect(response.status(), await response.text()).toBe(200)
    },
    async ride(rideId: string) {
      const response = await page.request.get(`/api/v1/rides/${rideId}`)
      expect(response.ok()).toBeTruthy()
      return (await response.json()) as {
        status: string
        fareKurus: number
        tollsKurus: number
        driver: { firstName: string } | null
        ratingForPassenger: { rating: number } | null
      }
    },
  }
}

/** A verified driver whose insurance lapsed: suspended until it is renewed. */
export async function suspendedDriver(): Promise<Credentials> {
  const driver = await verifiedDriver('Kemal')
  await cli(
    ['driver', 'document', '--email', driver.email, '--kind', 'INSURANCE', '--number', 'S-1'].concat([
      '--issued',
      '2024-01-10',
      '--expires',
      '2025-01-10',
    ]),
  )
  return driver
}

/** Requests a ride as the passenger app would (Kadıköy İskelesi to Moda Sahili); returns its id. */
export async function requestRideApi(page: Page, pickup: Place, dropoff: Place): Promise<string> {
  const response = await page.request.post('/api/v1/rides', {
    headers: { origin: process.env.E2E_BASE_URL!, 'idempotency-key': randomUUID() },
    data: {
      pickup: { address: 'Kadıköy İskelesi', ...pickup },
      dropoff: { address: 'Moda Sahili', ...dropoff },
      city: 'Istanbul',
      paymentMethod: 'CASH',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { id: string }).id
}
