import type { Browser, Page } from '@playwright/test'
import { adminLive as en } from '../shared/i18n/en/admin-live.ts'
import { adminLive as tr } from '../shared/i18n/tr/admin-live.ts'
import { rides as ridesEn } from '../shared/i18n/en/rides.ts'
import { createUser, expect, expectAccessible, randomIp, signIn, test } from './fixtures.ts'
import { lonelySpot, north, passengerApi } from './driver-mode-helpers.ts'
import { DESKTOP, PHONE, driverWithPlate, rideSteps } from './ride-pair-helpers.ts'
import { signInStaff } from './staff-session.ts'

/**
 * Issue 25's live map in a browser: a support member at 1280 px finds a waiting request by its id
 * and watches it go REQUESTED → ASSIGNED → ARRIVED → IN_PROGRESS → COMPLETED in the table of what
 * is in view, without a reload, while the driver works through the API; axe finds nothing. A
 * passenger is refused. `LIVE_SHOTS=<dir>` keeps screenshots at 1280 and 375 px in both languages.
 */
const SHOTS = process.env.LIVE_SHOTS

test.use({ extraHTTPHeaders: { 'x-forwarded-for': randomIp() } })
test.describe.configure({ timeout: 180_000 })

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/live-${name}.png`, fullPage: true })
}

test('a support member watches a ride from request to completion on the live map', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const spot = lonelySpot()
  const driver = await driverWithPlate('Kadir')
  const support = await createUser('support', { firstName: 'Sena', lastName: 'Destek' })
  const driverContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
  })
  const driverPage = await driverContext.newPage()
  await signIn(driverPage, driver)
  const steps = rideSteps(driverPage)
  await steps.goOnline(north(spot, 300))
  const passenger = await passengerApi(browser)
  const rideId = await passenger.requestRide(spot, north(spot, 3_000))

  await page.setViewportSize(DESKTOP)
  await signInStaff(page, support)
  await page.goto('/en/admin/canli')
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: en.connection.live })).toBeVisible()
  await expect(page.getByRole('link', { name: /open alert|alert queue/ })).toHaveAttribute('href', '/en/admin/alerts')

  // found by its id: the map goes there, zoomed in, and the table lists the ride and its taxi
  await page.getByLabel(en.search.label).fill(rideId)
  await page.getByRole('button', { name: en.search.submit }).click()
  await expect(page.getByRole('link', { name: en.search.openRide })).toHaveAttribute(
    'href',
    `/en/admin/rides/${rideId}`,
  )
  const rides = page.getByRole('region', { name: en.table.ridesCaption })
  const row = rides.getByRole('row').filter({ has: page.getByRole('link', { name: `Open ride ${rideId}` }) })
  await expect(row).toContainText(ridesEn.status.REQUESTED)
  await expect(row).toContainText(/waiting \d+ (s|min)/)
  const taxis = page.getByRole('region', { name: en.table.taxisCaption })
  await expect(taxis.getByRole('row').filter({ hasText: driver.plate })).toContainText(
    new RegExp(`${en.taxiState.OFFERED}|${en.taxiState.FREE}`),
  )
  await expect(page.getByRole('button', { name: new RegExp(`^Ride ${ridesEn.status.REQUESTED}`) })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'requested-en-1280')

  // the driver takes it and drives it: each step shows without a reload
  await steps.accept(rideId)
  await expect(row).toContainText(ridesEn.status.ASSIGNED)
  await expect(taxis.getByRole('row').filter({ hasText: driver.plate })).toContainText(en.taxiState.ON_RIDE)
  await steps.arrive(rideId)
  await expect(row).toContainText(ridesEn.status.ARRIVED)
  await steps.start(rideId)
  await expect(row).toContainText(ridesEn.status.IN_PROGRESS)
  await expectAccessible(page)
  await steps.complete(rideId)
  await expect(row).toHaveCount(0)
  await expect(taxis.getByRole('row').filter({ hasText: driver.plate })).toContainText(en.taxiState.FREE)

  // a click on a ride opens its page with its timeline
  const second = await passenger.requestRide(north(spot, 100), north(spot, 3_000))
  const marker = page.getByRole('button', { name: new RegExp(`^Ride ${ridesEn.status.REQUESTED}`) })
  await expect(marker).toBeVisible()
  await marker.click()
  await expect(page).toHaveURL(new RegExp(`/en/admin/rides/${second}$`))

  // the city view in Turkish: counts per area (for the screenshots, a few taxis and a request in Ataşehir)
  if (SHOTS) await cityScene(browser)
  await page.goto('/admin/canli')
  await expect(page.getByRole('heading', { level: 1, name: tr.title })).toBeVisible()
  await expect(page.getByText(tr.table.zoomHint)).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'city-tr-1280')
  if (SHOTS) {
    await page.setViewportSize(PHONE)
    await shoot(page, 'city-tr-375')
    await page.goto('/en/admin/canli')
    await page.getByLabel(en.search.label).fill(second)
    await page.getByRole('button', { name: en.search.submit }).click()
    await expect(page.getByRole('region', { name: en.table.ridesCaption })).toContainText(ridesEn.status.REQUESTED)
    await shoot(page, 'requested-en-375')
  }
  await driverContext.close()
  await passenger.context.close()
  expect(consoleErrors).toEqual([])
})

/** Three taxis online in Ataşehir (one busy with a request from there): what the city view's screenshots show. */
async function cityScene(browser: Browser) {
  const ATASEHIR = { lat: 40.992, lng: 29.118 }
  const drivers = await Promise.all([0, 1, 2].map((i) => driverWithPlate(`Atakan${i}`)))
  for (const [i, d] of drivers.entries()) {
    const context = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
    })
    const driverPage = await context.newPage()
    await signIn(driverPage, d)
    await rideSteps(driverPage).goOnline(north(ATASEHIR, 400 * i))
  }
  const passenger = await passengerApi(browser)
  await passenger.requestRide(north(ATASEHIR, 9_000), north(ATASEHIR, 12_000))
}

test('a passenger is refused the live map and its API', async ({ page }) => {
  const passenger = await createUser('passenger', { firstName: 'Pelin' })
  await signIn(page, passenger)
  const api = await page.request.get('/api/v1/admin/live/snapshot?south=40.9&west=28.8&north=41.1&east=29.1&zoom=11')
  expect(api.status()).toBe(403)
  await page.goto('/en/admin/canli')
  await expect(page).not.toHaveURL(/\/admin\/canli/)
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toHaveCount(0)
})
