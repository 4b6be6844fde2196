import type { Page } from '@playwright/test'
import { booking as enBooking } from '#shared/i18n/en/booking.ts'
import { account as enAccount } from '#shared/i18n/en/account.ts'
import { common as enCommon } from '#shared/i18n/en/common.ts'
import { account as trAccount } from '#shared/i18n/tr/account.ts'
import { common as trCommon } from '#shared/i18n/tr/common.ts'
import { driverMode as enDriver } from '#shared/i18n/en/driver-mode.ts'
import { booking as trBooking } from '#shared/i18n/tr/booking.ts'
import { driverMode as trDriver } from '#shared/i18n/tr/driver-mode.ts'
import { createUser, expect, test } from './fixtures.ts'
import { currentRideId } from './booking-helpers.ts'
import { lonelySpot, north } from './driver-mode-helpers.ts'
import {
  DESKTOP,
  driverWithPlate,
  expectNoSeriousIssues,
  PHONE,
  recordRideStatuses,
  rideStatuses,
  rideSteps,
  saveFavourite,
  signedInContext,
} from './ride-pair-helpers.ts'

/**
 * Issue 23, "State is the server's": the passenger's and the driver's screens, each in its own
 * browser, land on the same step with the same data after a reload, a second tab follows the ride
 * live, and a dropped network misses no step. axe checks every state of both pages on the way, in
 * Turkish at 375 px and English at 1280 px, each state at both widths.
 */

test.describe.configure({ mode: 'parallel', timeout: 150_000 })

const CASES = [
  {
    lang: 'tr',
    locale: 'tr-TR',
    viewport: PHONE,
    booking: trBooking,
    driver: trDriver,
    paths: ['/taksi-cagir', '/surucu'],
  },
  {
    lang: 'en',
    locale: 'en-GB',
    viewport: DESKTOP,
    booking: enBooking,
    driver: enDriver,
    paths: ['/en/call-a-taxi', '/en/driver'],
  },
] as const

/** The passenger's step is the page's one h1. */
const step = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title })

for (const { lang, locale, viewport, booking: b, driver: d, paths } of CASES) {
  const [bookingPath, driverPath] = paths
  test(`${lang}: every step of a ride survives a reload on both phones, a second tab follows it, axe passes each state`, async ({
    browser,
  }) => {
    const spot = lonelySpot()
    const [passenger, driver] = await Promise.all([createUser('passenger', { firstName: 'Elif' }), driverWithPlate()])
    const p = await signedInContext(browser, passenger, spot, viewport, locale)
    const dr = await signedInContext(browser, driver, north(spot, 300), viewport, locale)
    const destination = await saveFavourite(p.page, lang === 'tr' ? 'Ev' : 'Home', spot, 3_000)
    const both = async (check: () => Promise<void>) => {
      await check()
      await Promise.all([p.page.reload(), dr.page.reload()])
      await check()
    }

    // the empty draft, and the driver offline then waiting
    await p.page.goto(bookingPath)
    await expect(step(p.page, b.title)).toBeVisible()
    await expectNoSeriousIssues(p.page, 'booking: empty draft')
    await dr.page.goto(driverPath)
    await expect(dr.page.getByText(d.presence.offlineNote)).toBeVisible()
    await expectNoSeriousIssues(dr.page, 'driver: offline')
    await dr.page.getByRole('button', { name: d.presence.goOnline }).click()
    await expect(dr.page.getByText(d.presence.waiting)).toBeVisible()
    await dr.page.reload()
    await expect(dr.page.getByText(d.presence.waiting)).toBeVisible()
    await expectNoSeriousIssues(dr.page, 'driver: online, waiting')

    // the draft with a pickup from the phone's position and a saved destination: the estimate
    await p.page.getByRole('button', { name: b.from.useLocation }).click()
    await expect(p.page.getByRole('textbox', { name: b.from.address, exact: true })).toHaveValue(b.from.myLocation)
    await p.page
      .getByLabel(b.picks.label)
      .nth(1)
      .selectOption({ label: `${lang === 'tr' ? 'Ev' : 'Home'} — ${destination}` })
    await expect(p.page.getByRole('textbox', { name: b.to.address, exact: true })).toHaveValue(destination)
    await expect(p.page.getByRole('region', { name: b.estimate.title })).toContainText('₺')
    await expectNoSeriousIssues(p.page, 'booking: destination and estimate')

    // searching, and the driver's offer
    await p.page.getByRole('button', { name: b.request.submit, exact: true }).click()
    const offer = dr.page.getByRole('region', { name: d.offer.heading })
    await both(async () => {
      await expect(step(p.page, b.searching.title)).toBeVisible()
      await expect(p.page.getByText(b.searching.nearby_one)).toBeVisible()
      await expect(offer).toContainText(destination)
    })
    await expectNoSeriousIssues(p.page, 'booking: searching')
    await expectNoSeriousIssues(dr.page, 'driver: offer')
    const rideId = await currentRideId(p.page)

    // assigned: a second tab opened now shows the same step and follows the rest of the ride
    await offer.getByRole('button', { name: d.offer.accept }).click()
    const second = await p.context.newPage()
    await second.goto(bookingPath)
    const car = lang === 'tr' ? 'Fiat Egea · Sarı' : 'Fiat Egea · Yellow'
    await both(async () => {
      for (const page of [p.page, second]) {
        await expect(step(page, b.assigned.title)).toBeVisible()
        await expect(page.getByText('Mehmet D.')).toBeVisible()
        await expect(page.getByText(driver.plate)).toBeVisible()
        await expect(page.getByText(car)).toBeVisible()
      }
      await expect(dr.page.getByRole('heading', { name: d.ride.steps.ASSIGNED })).toBeVisible()
      await expect(dr.page.getByText(destination).first()).toBeVisible()
    })
    await expectNoSeriousIssues(p.page, 'booking: assigned')
    await expectNoSeriousIssues(dr.page, 'driver: on the way to the pickup')

    // arrived
    await dr.page.getByRole('button', { name: d.ride.arrived }).click()
    const arrivedNote = b.arrived.text.replace('{{plate}}', driver.plate)
    await both(async () => {
      for (const page of [p.page, second]) {
        await expect(step(page, b.arrived.title)).toBeVisible()
        await expect(page.getByRole('alert').filter({ hasText: arrivedNote })).toBeVisible()
      }
      await expect(dr.page.getByRole('heading', { name: d.ride.steps.ARRIVED })).toBeVisible()
    })
    await expectNoSeriousIssues(p.page, 'booking: arrived')
    await expectNoSeriousIssues(dr.page, 'driver: arrived')

    // in progress; the driver's screen is the completion form
    await dr.page.getByRole('button', { name: d.ride.start }).click()
    const goingTo = b.inProgress.destination.replace('{{address}}', destination)
    await both(async () => {
      for (const page of [p.page, second]) {
        await expect(step(page, b.inProgress.title)).toBeVisible()
        await expect(page.getByText(goingTo, { exact: true })).toBeVisible()
      }
      await expect(dr.page.getByRole('heading', { name: d.ride.steps.IN_PROGRESS })).toBeVisible()
      await expect(dr.page.getByLabel(d.complete.fare)).toBeVisible()
    })
    await expectNoSeriousIssues(p.page, 'booking: in progress')
    await expectNoSeriousIssues(dr.page, 'driver: in progress, completion form')

    // completed: the fare on the passenger's screens, the rating form on the driver's
    await dr.page.getByLabel(d.complete.fare).fill('245,50')
    await dr.page.getByLabel(d.complete.tolls).fill('15,75')
    await dr.page.getByRole('button', { name: d.complete.submit }).click()
    const rateHeading = d.rating.heading.replace('{{name}}', 'Elif')
    await both(async () => {
      for (const page of [p.page, second]) {
        await expect(step(page, b.completed.title)).toBeVisible()
        await expect(page.locator('.booking-fare')).toContainText(lang === 'tr' ? '261,25' : '261.25')
      }
      await expect(dr.page.getByRole('heading', { name: rateHeading })).toBeVisible()
    })
    await expectNoSeriousIssues(p.page, 'booking: completed, rating')
    await expectNoSeriousIssues(dr.page, 'driver: rating the passenger')

    // both rate; each page goes back to its start, and stays there after a reload
    await p.page.getByRole('radio', { name: b.completed.star_other.replace('{{count}}', '5') }).check()
    await p.page.getByRole('button', { name: b.completed.rate }).click()
    await expect(p.page.getByText(b.completed.rated)).toBeVisible()
    await dr.page.getByRole('radio', { name: d.rating.star_other.replace('{{count}}', '4') }).check()
    await dr.page.getByRole('button', { name: d.rating.submit }).click()
    await expect(dr.page.getByText(d.rating.done)).toBeVisible()
    await both(async () => {
      await expect(step(p.page, b.title)).toBeVisible()
      await expect(dr.page.getByText(d.presence.waiting)).toBeVisible()
    })
    const ride = (await (await p.page.request.get(`/api/v1/rides/${rideId}`)).json()) as { status: string }
    expect(ride.status).toBe('COMPLETED')
    await dr.page.getByRole('button', { name: d.presence.goOffline }).click()
    await expect(dr.page.getByText(d.presence.offlineNote)).toBeVisible()
    await p.context.close()
    await dr.context.close()
  })
}

test('the network drops twice mid-ride: the screen catches up each time, and the stream resumes with no step missed', async ({
  browser,
}) => {
  const spot = lonelySpot()
  const [passenger, driver] = await Promise.all([createUser('passenger', { firstName: 'Elif' }), driverWithPlate()])
  const p = await signedInContext(browser, passenger, spot, PHONE, 'tr-TR')
  await recordRideStatuses(p.context)
  const dr = await signedInContext(browser, driver, north(spot, 300), PHONE, 'tr-TR')
  const taxi = rideSteps(dr.page)
  await taxi.goOnline(north(spot, 300))
  const destination = await saveFavourite(p.page, 'İş', spot, 2_500)
  const b = trBooking

  await p.page.goto('/taksi-cagir')
  await p.page.getByRole('button', { name: b.from.useLocation }).click()
  await p.page
    .getByLabel(b.picks.label)
    .nth(1)
    .selectOption({ label: `İş — ${destination}` })
  await p.page.getByRole('button', { name: b.request.submit, exact: true }).click()
  await expect(step(p.page, b.searching.title)).toBeVisible()
  const rideId = await currentRideId(p.page)
  await taxi.accept(rideId)
  await expect(step(p.page, b.assigned.title)).toBeVisible()
  // where each new connection of the ride's stream resumes from (query on a new EventSource, header on its own retry)
  const resumedFrom: string[] = []
  p.page.on('request', async (request) => {
    const url = new URL(request.url())
    if (url.pathname !== `/api/v1/rides/${rideId}/events`) return
    const id = url.searchParams.get('lastEventId') ?? (await request.allHeaders())['last-event-id']
    if (id) resumedFrom.push(id)
  })

  // first drop: the taxi arrives meanwhile; back online, the arrival is on screen
  await p.context.setOffline(true)
  await expect(p.page.getByRole('status').filter({ hasText: b.live.reconnecting })).toBeVisible()
  await taxi.arrive(rideId)
  await p.context.setOffline(false)
  await expect(step(p.page, b.arrived.title)).toBeVisible()
  await expect(p.page.getByRole('alert').filter({ hasText: driver.plate })).toBeVisible()
  await expect(p.page.getByRole('status').filter({ hasText: b.live.reconnecting })).toBeHidden()

  // second drop: the passenger gets in meanwhile; back online, the ride is under way on screen
  await p.context.setOffline(true)
  await expect(p.page.getByRole('status').filter({ hasText: b.live.reconnecting })).toBeVisible()
  await taxi.start(rideId)
  await p.context.setOffline(false)
  await expect(step(p.page, b.inProgress.title)).toBeVisible()
  await expect(
    p.page.getByText(b.inProgress.destination.replace('{{address}}', destination), { exact: true }),
  ).toBeVisible()
  await taxi.complete(rideId)
  await expect(step(p.page, b.completed.title)).toBeVisible()
  await expect(p.page.locator('.booking-fare')).toContainText('233,00')

  // each new connection resumed from the last id the page had, and every transition came once, in order
  const statuses = await rideStatuses(p.page)
  expect(statuses.map((s) => s.status)).toEqual(['REQUESTED', 'ASSIGNED', 'ARRIVED', 'IN_PROGRESS', 'COMPLETED'])
  const idOf = (status: string) => statuses.find((s) => s.status === status)!.id
  expect(resumedFrom).toEqual([idOf('ASSIGNED'), idOf('ARRIVED')])
  await p.context.close()
  await dr.context.close()
})

test('the booking and driver pages show who is signed in: the account header with log out, no sign-in links', async ({
  browser,
}) => {
  const spot = lonelySpot()
  const [passenger, driver] = await Promise.all([createUser('passenger', { firstName: 'Elif' }), driverWithPlate()])
  const p = await signedInContext(browser, passenger, spot, PHONE, 'tr-TR')
  const dr = await signedInContext(browser, driver, spot, DESKTOP, 'en-GB')
  for (const { page, path, c, account, panel } of [
    { page: p.page, path: '/taksi-cagir', c: trCommon, account: trAccount, panel: trAccount.passengerPanel },
    { page: dr.page, path: '/en/driver', c: enCommon, account: enAccount, panel: enDriver.dashboardLink },
  ]) {
    await page.goto(path)
    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: account.logout })).toBeEnabled()
    await expect(page.getByRole('link', { name: panel })).toHaveCount(1)
    for (const publicLink of [c.nav.signIn, c.nav.becomePassenger, c.nav.becomeDriver]) {
      await expect(page.getByRole('link', { name: publicLink })).toHaveCount(0)
    }
    await page.screenshot({ path: test.info().outputPath(`signed-in-header${path.replaceAll('/', '-')}.png`) })
  }
  // log out from the booking page: home, and the booking page asks to sign in again
  await p.page.getByRole('button', { name: trAccount.logout }).click()
  await expect(p.page).toHaveURL(/\/$/)
  await p.page.goto('/taksi-cagir')
  await expect(p.page).not.toHaveURL(/\/taksi-cagir$/)
  await p.context.close()
  await dr.context.close()
})

test('an unverified driver sees why, in Turkish and English, with no serious axe issue at either width', async ({
  browser,
}) => {
  const driver = await createUser('driver', { firstName: 'Can' })
  for (const { path, d, locale, viewport } of [
    { path: '/surucu', d: trDriver, locale: 'tr-TR' as const, viewport: PHONE },
    { path: '/en/driver', d: enDriver, locale: 'en-GB' as const, viewport: DESKTOP },
  ]) {
    const { context, page } = await signedInContext(browser, driver, lonelySpot(), viewport, locale)
    await page.goto(path)
    await expect(page.getByRole('heading', { name: d.verification.heading })).toBeVisible()
    await expect(page.getByText(d.verification.pending)).toBeVisible()
    await expect(page.getByRole('button', { name: d.presence.goOnline })).toHaveCount(0)
    await expectNoSeriousIssues(page, `driver: unverified (${locale})`)
    await context.close()
  }
})

test('at 375 px: the search shows time passing, the cancel bar covers nothing, and an offline reload keeps the ride on screen', async ({
  browser,
}) => {
  const spot = lonelySpot()
  const [passenger, driver] = await Promise.all([createUser('passenger', { firstName: 'Elif' }), driverWithPlate()])
  const p = await signedInContext(browser, passenger, spot, PHONE, 'tr-TR')
  const dr = await signedInContext(browser, driver, north(spot, 300), PHONE, 'tr-TR')
  const taxi = rideSteps(dr.page)
  await taxi.goOnline(north(spot, 300))
  const b = trBooking
  const shot = (name: string) => p.page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })

  await p.page.goto('/taksi-cagir')
  await p.page.getByRole('button', { name: b.from.useLocation }).click()
  await expect(p.page.getByRole('textbox', { name: b.from.address, exact: true })).toHaveValue(b.from.myLocation)
  await p.page.getByRole('button', { name: b.request.submit, exact: true }).click()
  await expect(step(p.page, b.searching.title)).toBeVisible()
  // the elapsed time ticks on screen; a polite live region speaks once a minute, not each second
  const clock = p.page.locator('.booking-progress__clock')
  const first = await clock.textContent()
  await expect(clock).not.toHaveText(first ?? '')
  await expect(clock).toHaveText(/^\d+:\d\d$/)
  await expect(p.page.locator('.booking-progress [aria-live="polite"]')).toHaveCount(1)
  await shot('searching-375-tr')
  const rideId = await currentRideId(p.page)

  await taxi.accept(rideId)
  await expect(step(p.page, b.assigned.title)).toBeVisible()
  await expect(p.page.getByRole('checkbox', { name: b.arrived.sound })).toBeVisible()
  for (const button of await p.page.locator('.ride-map__zoom-button').all()) {
    const box = (await button.boundingBox())!
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44)
  }

  await taxi.arrive(rideId)
  await expect(step(p.page, b.arrived.title)).toBeVisible()
  await expect(p.page.getByRole('checkbox', { name: b.arrived.sound })).toHaveCount(0)
  // the share button and the cancel bar never overlap, wherever the page is scrolled
  const share = p.page.getByRole('button', { name: b.share.create })
  const bar = p.page.locator('.booking-actions')
  for (const y of [0, 200, 400, 10_000]) {
    await p.page.evaluate((top) => window.scrollTo(0, top), y)
    const [a, c] = [(await share.boundingBox())!, (await bar.boundingBox())!]
    const apart = a.y + a.height <= c.y || c.y + c.height <= a.y || a.x + a.width <= c.x || c.x + c.width <= a.x
    expect(apart, `scrolled to ${y}: share ${JSON.stringify(a)}, bar ${JSON.stringify(c)}`).toBe(true)
  }
  await shot('arrived-375-tr')
  // the worker holds the page's shell once a ride is under way
  await expect.poll(() => p.page.evaluate(async () => Boolean(await caches.match('/taksi-cagir')))).toBe(true)

  // a reload with no network: the kept ride, its plate, said to be not live
  await p.context.setOffline(true)
  await p.page.reload()
  await expect(step(p.page, b.arrived.title)).toBeVisible()
  const note = b.live.offline.replace(' ({{time}})', '')
  await expect(p.page.getByRole('status').filter({ hasText: note })).toContainText(/\d\d:\d\d/)
  await expect(p.page.getByText(driver.plate).first()).toBeVisible()
  await expectNoSeriousIssues(p.page, 'booking: offline, last known ride')
  await shot('offline-375-tr')
  // back online: the live page again, by itself
  await p.context.setOffline(false)
  await expect(p.page.getByRole('status').filter({ hasText: note })).toHaveCount(0)
  await expect(p.page.getByRole('button', { name: b.share.create })).toBeVisible()
  await p.context.close()
  await dr.context.close()
})
