import type { Browser, Page } from '@playwright/test'
import { booking as enBooking } from '#shared/i18n/en/booking.ts'
import { map as enMap } from '#shared/i18n/en/map.ts'
import { sharedTrip as enTrip } from '#shared/i18n/en/shared-trip.ts'
import { map as trMap } from '#shared/i18n/tr/map.ts'
import { sharedTrip as trTrip } from '#shared/i18n/tr/shared-trip.ts'
import { createUser, expect, randomIp, test } from './fixtures.ts'
import { lonelySpot, north, requestRideApi } from './driver-mode-helpers.ts'
import {
  DESKTOP,
  driverWithPlate,
  expectNoSeriousIssues,
  PHONE,
  rideSteps,
  signedInContext,
} from './ride-pair-helpers.ts'

/**
 * Issue 23, "Share my trip" against the real API: a friend who is not signed in opens the link
 * (`/paylasilan-yolculuk#<token>`) and sees the taxi while the ride is open, then nothing of it once
 * the ride has ended or the passenger has turned the link off. The page asks again every 5 s.
 */

test.describe.configure({ mode: 'parallel', timeout: 90_000 })

/** A friend's phone: a fresh context with no session at all. */
async function friendPhone(browser: Browser, viewport: { width: number; height: number }, locale: 'tr-TR' | 'en-GB') {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport,
    locale,
    extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
  })
  expect(await context.cookies()).toEqual([])
  return { context, page: await context.newPage() }
}

/** The map's text equivalent: one line per marker. */
const mapLines = (page: Page, label: string) => page.getByRole('list', { name: label }).getByRole('listitem')

test('tr 375: before a taxi takes it, during the ride with the taxi moving, and nothing once the ride has ended', async ({
  browser,
}) => {
  const t = trTrip
  const spot = lonelySpot()
  const [passenger, driver] = await Promise.all([createUser('passenger', { firstName: 'Elif' }), driverWithPlate()])
  const p = await signedInContext(browser, passenger, spot, PHONE, 'tr-TR')
  const dr = await signedInContext(browser, driver, north(spot, 300), PHONE, 'tr-TR')
  const taxi = rideSteps(dr.page)
  await taxi.goOnline(north(spot, 300))
  const rideId = await requestRideApi(p.page, spot, north(spot, 3_000))
  const shared = await p.page.request.post(`/api/v1/rides/${rideId}/share`, {
    headers: { origin: process.env.E2E_BASE_URL! },
    data: {},
  })
  expect(shared.status(), await shared.text()).toBe(201)
  const { token } = (await shared.json()) as { token: string }

  const friend = await friendPhone(browser, PHONE, 'tr-TR')
  await friend.page.goto(`/paylasilan-yolculuk#${token}`)
  await expect(friend.page.getByRole('status').filter({ hasText: t.status.REQUESTED })).toBeVisible()
  await expect(friend.page.getByText(t.taxi.notAssigned)).toBeVisible()
  // whose ride it is, by first name only (issue 30)
  await expect(friend.page.getByText(t.intro.replace('{{name}}', 'Elif'))).toBeVisible()
  await expect(friend.page.getByText('Kadıköy İskelesi')).toBeVisible()
  await expect(friend.page.getByText(driver.plate)).toHaveCount(0)
  await expectNoSeriousIssues(friend.page, 'shared trip: before a taxi')

  // a taxi takes it: plate, car, driver's first name and the taxi on the map
  await taxi.accept(rideId)
  await expect(friend.page.getByRole('status').filter({ hasText: t.status.ASSIGNED })).toBeVisible({
    timeout: 12_000,
  })
  await expect(friend.page.getByText(driver.plate, { exact: true })).toBeVisible()
  await expect(friend.page.getByText('Fiat Egea · Sarı', { exact: true })).toBeVisible()
  await expect(friend.page.getByText('Mehmet', { exact: true })).toBeVisible()
  const taxiLine = mapLines(friend.page, trMap.textEquivalent).filter({ hasText: driver.plate })
  // Turkish writes the decimal comma
  const latitude = (place: { lat: number }) => place.lat.toFixed(5).replace('.', ',')
  await expect(taxiLine).toContainText(latitude(north(spot, 300)))
  await expectNoSeriousIssues(friend.page, 'shared trip: taxi on the way')

  // the taxi moves (the API takes a position every 4.5 s): the friend sees it move
  const moved = north(spot, 150)
  await taxi.position(moved)
  await expect(taxiLine).toContainText(latitude(moved), { timeout: 12_000 })

  await taxi.arrive(rideId)
  await expect(friend.page.getByRole('status').filter({ hasText: t.status.ARRIVED })).toBeVisible({ timeout: 12_000 })
  await taxi.start(rideId)
  await expect(friend.page.getByRole('status').filter({ hasText: t.status.IN_PROGRESS })).toBeVisible({
    timeout: 12_000,
  })
  await expect(friend.page.getByText(driver.plate, { exact: true })).toBeVisible()

  // the ride ends: the page says the passenger arrived and shows nothing else of it any more
  await taxi.complete(rideId)
  await expect(friend.page.getByRole('alert')).toContainText(t.arrived.named.replace('{{name}}', 'Elif'), {
    timeout: 12_000,
  })
  for (const personal of [driver.plate, 'Mehmet', 'Kadıköy İskelesi', 'Moda Sahili', 'Fiat']) {
    await expect(friend.page.getByText(personal)).toHaveCount(0)
  }
  await expectNoSeriousIssues(friend.page, 'shared trip: ended')
  // and a fresh visit of the same link learns nothing more than that
  await friend.page.reload()
  await expect(friend.page.getByRole('alert')).toContainText(t.arrived.heading)
  await expect(friend.page.getByText(driver.plate)).toHaveCount(0)
  for (const context of [p.context, dr.context, friend.context]) await context.close()
})

test('en 1280: the passenger shares from the booking page, the friend follows, then the passenger turns the link off', async ({
  browser,
}) => {
  const t = enTrip
  const b = enBooking
  const spot = lonelySpot()
  const [passenger, driver] = await Promise.all([createUser('passenger', { firstName: 'Elif' }), driverWithPlate()])
  const p = await signedInContext(browser, passenger, spot, DESKTOP, 'en-GB')
  const dr = await signedInContext(browser, driver, north(spot, 300), DESKTOP, 'en-GB')
  const taxi = rideSteps(dr.page)
  await taxi.goOnline(north(spot, 300))
  const rideId = await requestRideApi(p.page, spot, north(spot, 3_000))
  await taxi.accept(rideId)

  await p.page.goto('/en/call-a-taxi')
  await expect(p.page.getByRole('heading', { level: 1, name: b.assigned.title })).toBeVisible()
  await p.page.getByRole('button', { name: b.share.create }).click()
  const link = await p.page.getByLabel(b.share.link).inputValue()
  expect(link).toMatch(/\/en\/shared-trip#.{20,}$/)

  const friend = await friendPhone(browser, DESKTOP, 'en-GB')
  await friend.page.goto(link)
  await expect(friend.page.getByRole('status').filter({ hasText: t.status.ASSIGNED })).toBeVisible()
  await expect(friend.page.getByText(driver.plate, { exact: true })).toBeVisible()
  await expect(friend.page.getByText('Mehmet', { exact: true })).toBeVisible()
  await expect(mapLines(friend.page, enMap.textEquivalent).filter({ hasText: driver.plate })).toHaveCount(1)
  await expectNoSeriousIssues(friend.page, 'shared trip: taxi on the way (en)')

  // the passenger turns the link off: within one poll the friend's page shows nothing of the ride
  await p.page.getByRole('button', { name: b.share.revoke }).click()
  await expect(p.page.getByRole('status').filter({ hasText: b.share.revoked })).toBeVisible()
  await expect(friend.page.getByRole('alert')).toContainText(t.ended.heading, { timeout: 12_000 })
  await expect(friend.page.getByText(t.ended.text)).toBeVisible()
  for (const personal of [driver.plate, 'Mehmet', 'Kadıköy İskelesi']) {
    await expect(friend.page.getByText(personal)).toHaveCount(0)
  }
  await expectNoSeriousIssues(friend.page, 'shared trip: revoked (en)')

  // the ride itself goes on for the passenger; a link cut short before "#" says what is missing
  await expect(p.page.getByRole('heading', { level: 1, name: b.assigned.title })).toBeVisible()
  await friend.page.goto(link.slice(0, link.indexOf('#')))
  await expect(friend.page.getByRole('alert')).toContainText(t.missing.heading)
  await expectNoSeriousIssues(friend.page, 'shared trip: incomplete link (en)')
  for (const context of [p.context, dr.context, friend.context]) await context.close()
})
