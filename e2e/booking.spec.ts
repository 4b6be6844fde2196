import type { Page } from '@playwright/test'
import { booking as en } from '../shared/i18n/en/booking.ts'
import { booking as tr } from '../shared/i18n/tr/booking.ts'
import { createUser, expect, expectAccessible, test } from './fixtures.ts'
import { startServer } from './server.ts'
import { currentRideId, driverApi, passengerPhone } from './booking-helpers.ts'

/**
 * Issue 23, the passenger's booking page against the real server: the driver moves the ride
 * through the API with his own session; the page must follow each step live, and land on the same
 * step after a reload.
 */

// one driver near Kadıköy at a time: two rides side by side could be offered to each other's driver
test.describe.configure({ mode: 'serial' })

const PHONE = { width: 375, height: 740 }
const DESKTOP = { width: 1280, height: 860 }

/** A catalog sentence with its {{values}} as wildcards. */
const template = (sentence: string) =>
  new RegExp(sentence.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\s*\w+\s*\}\}/g, '.+'))

/** Check the step with axe and keep a picture of it, at the test's width and at the other one. */
async function checkStep(page: Page, name: string) {
  const viewport = page.viewportSize()!
  const other = viewport.width === PHONE.width ? DESKTOP : PHONE
  for (const size of [viewport, other]) {
    await page.setViewportSize(size)
    await expectAccessible(page)
    await page.screenshot({ path: test.info().outputPath(`${name}-${size.width}.png`), fullPage: true })
  }
  await page.setViewportSize(viewport)
}

/** Reload: the page reads the ride from the server and shows the same step. */
async function reloadSees(page: Page, heading: string) {
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

for (const { lang, text, viewport, path, locale } of [
  { lang: 'tr', text: tr, viewport: PHONE, path: '/taksi-cagir', locale: 'tr-TR' as const },
  // both languages ride at a phone's width (issue 23); each step is also checked at 1280 px (checkStep)
  { lang: 'en', text: en, viewport: PHONE, path: '/en/call-a-taxi', locale: 'en-GB' as const },
]) {
  test(`a whole ride, from the request to the rating (${lang}, ${viewport.width} px)`, async ({ browser }) => {
    test.setTimeout(120_000)
    const tag = lang
    const { context, page } = await passengerPhone(browser, viewport, { locale })
    const taxi = await driverApi(browser)
    await taxi.goOnline()

    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible()
    // the reason comes before the browser's question
    await expect(page.getByText(text.from.whyLocation)).toBeVisible()
    await page.getByRole('button', { name: text.from.useLocation }).click()
    const pickup = page.getByRole('textbox', { name: text.from.address, exact: true })
    await expect(pickup).toHaveValue(text.from.myLocation)
    await pickup.fill('Rıhtım Caddesi No: 1, Kadıköy')
    // a destination from the landmarks: the estimate appears with its class, date and source
    await page.getByLabel(text.picks.label).nth(1).selectOption({ index: 1 })
    await expect(page.getByRole('textbox', { name: text.to.address, exact: true })).not.toHaveValue('')
    const estimate = page.getByRole('region', { name: text.estimate.title })
    await expect(estimate).toContainText('₺')
    await expect(estimate).toContainText(text.estimate.yellow)
    await expect(estimate).toContainText(text.estimate.meterDecides)
    await checkStep(page, `${tag}-1-form`)

    await page.getByRole('button', { name: text.request.submit, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: text.searching.title })).toBeVisible()
    await expect(page.getByText(text.searching.nearby_one)).toBeVisible()
    await checkStep(page, `${tag}-2-searching`)
    await reloadSees(page, text.searching.title)
    const rideId = await currentRideId(page)

    await taxi.accept(rideId)
    await expect(page.getByRole('heading', { level: 1, name: text.assigned.title })).toBeVisible()
    await expect(page.getByText('Mehmet D.')).toBeVisible()
    await expect(page.getByText('34 TK 1923')).toBeVisible()
    await expect(page.getByText(lang === 'tr' ? 'Fiat Egea · Sarı' : 'Fiat Egea · Yellow')).toBeVisible()
    await expect(page.getByText(text.assigned.freeCancelUntil.split('{{')[0]!)).toBeVisible()
    // share my trip: a link to copy (no share sheet in the test browser), then revoked
    await page.getByRole('button', { name: text.share.create }).click()
    await expect(page.getByLabel(text.share.link)).toHaveValue(
      new RegExp(`/${lang === 'tr' ? 'paylasilan-yolculuk' : 'en/shared-trip'}#.{20,}`),
    )
    await checkStep(page, `${tag}-3-assigned`)
    await page.getByRole('button', { name: text.share.revoke }).click()
    await expect(page.getByRole('status').filter({ hasText: text.share.revoked })).toBeVisible()
    await reloadSees(page, text.assigned.title)

    // the network drops while the taxi arrives: once back, the page shows the step it missed
    await context.setOffline(true)
    await expect(page.getByRole('status').filter({ hasText: text.live.reconnecting })).toBeVisible()
    await taxi.arrive(rideId)
    await context.setOffline(false)
    await expect(page.getByRole('heading', { level: 1, name: text.arrived.title })).toBeVisible()
    // the arrival sound is offered while the taxi comes only (issue 30)
    await expect(page.getByRole('checkbox', { name: text.arrived.sound })).toHaveCount(0)
    await checkStep(page, `${tag}-4-arrived`)
    await reloadSees(page, text.arrived.title)

    await taxi.start(rideId)
    await expect(page.getByRole('heading', { level: 1, name: text.inProgress.title })).toBeVisible()
    await page.getByRole('button', { name: text.problem.open }).click()
    await page.getByLabel(text.problem.message).fill('Klima çalışmıyor.')
    await page.getByRole('button', { name: text.problem.send }).click()
    await expect(page.getByRole('status').filter({ hasText: template(text.problem.sent) })).toBeVisible()
    await checkStep(page, `${tag}-5-in-progress`)
    await reloadSees(page, text.inProgress.title)

    await taxi.complete(rideId)
    await expect(page.getByRole('heading', { level: 1, name: text.completed.title })).toBeVisible()
    const fare = page.locator('.booking-fare')
    await expect(fare).toContainText(lang === 'tr' ? '185,50' : '185.50')
    await expect(fare).toContainText(lang === 'tr' ? '47,50' : '47.50')
    await expect(fare).toContainText(lang === 'tr' ? '233,00' : '233.00')
    await expect(page.getByRole('link', { name: text.completed.receipt, exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: text.completed.receiptPdf })).toHaveAttribute('href', /\/pdf\?lang=/)
    await checkStep(page, `${tag}-6-completed`)
    await reloadSees(page, text.completed.title)

    await page.getByRole('button', { name: text.completed.rate }).click()
    await expect(page.getByRole('alert')).toHaveText(text.completed.ratingRequired)
    await page.getByRole('radio', { name: text.completed.star_other.replace('{{count}}', '5') }).check()
    await page.getByRole('button', { name: text.completed.rate }).click()
    await expect(page.getByText(text.completed.rated)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible()
    await checkStep(page, `${tag}-7-rated`)
    await taxi.goOffline()
    await context.close()
    await taxi.context.close()
  })
}

test('a denied location permission says so and leaves the other ways open', async ({ browser }) => {
  const { context, page } = await passengerPhone(browser, PHONE, { locale: 'tr-TR', canLocate: false })
  await page.goto('/taksi-cagir')
  await page.getByRole('button', { name: tr.from.useLocation }).click()
  await expect(page.getByRole('alert')).toHaveText(tr.from.denied)
  // a landmark still gives a pickup with a pin
  await page.getByLabel(tr.picks.label).first().selectOption({ index: 1 })
  await expect(page.getByRole('textbox', { name: tr.from.address, exact: true })).not.toHaveValue('')
  await checkStep(page, 'tr-375-denied')
  await context.close()
})

test('the draft survives a reload, and a booking is made and cancelled by keyboard only', async ({ browser }) => {
  const { context, page } = await passengerPhone(browser, DESKTOP, { locale: 'en-GB' })
  await page.goto('/en/call-a-taxi')
  const pickup = page.getByRole('textbox', { name: en.from.address, exact: true })
  await pickup.fill('Bahariye Caddesi 12')
  await page.reload()
  await expect(pickup).toHaveValue('Bahariye Caddesi 12')

  // keyboard only: focus the location button, then Tab and type through the form
  await page.getByRole('button', { name: en.from.useLocation }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('textbox', { name: en.from.address, exact: true })).toHaveValue('Bahariye Caddesi 12')
  await page.keyboard.press('Tab')
  await page.keyboard.press('End')
  await page.keyboard.type(', door 3')
  await expect(pickup).toHaveValue('Bahariye Caddesi 12, door 3')
  // a destination from the quick pick, by arrow key
  await page.getByLabel(en.picks.label).nth(1).focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('textbox', { name: en.to.address, exact: true })).not.toHaveValue('')
  await expect(page.getByRole('region', { name: en.estimate.title })).toContainText('₺')
  const submit = page.getByRole('button', { name: en.request.submit, exact: true })
  await submit.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: en.searching.title })).toBeVisible()
  await page.getByRole('button', { name: en.searching.cancelFree }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText(en.cancel.confirmFree)).toBeVisible()
  await page.keyboard.press('Tab')
  await page.getByRole('button', { name: en.cancel.confirm }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert')).toHaveText(en.cancel.cancelled)
  await checkStep(page, 'en-1280-cancelled')
  await context.close()
})

test('a request nobody takes says that no taxi was found, and offers to try again', async ({ browser }) => {
  test.setTimeout(90_000)
  // a server of its own whose requests expire after 3 s (the sweeper looks every 5 s)
  const server = await startServer({ TRUST_PROXY: '1', RIDE_REQUEST_TIMEOUT_SECONDS: '3' })
  try {
    const passenger = await createUser('passenger', { firstName: 'Can', dataDir: server.dataDir })
    const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, locale: 'tr-TR' })
    const page = await context.newPage()
    const signedIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: passenger.email, password: passenger.password },
      headers: { origin: server.url },
    })
    expect(signedIn.ok()).toBeTruthy()
    await page.goto('/taksi-cagir')
    await page.getByLabel(tr.picks.label).first().selectOption({ index: 1 })
    await page.getByLabel(tr.picks.label).nth(1).selectOption({ index: 2 })
    await page.getByRole('button', { name: tr.request.submit, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: tr.searching.title })).toBeVisible()
    await expect(page.getByText(tr.searching.nearby_zero)).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText(tr.searching.expired, { timeout: 20_000 })
    await checkStep(page, 'tr-expired')
    await page.getByRole('button', { name: tr.searching.tryAgain }).click()
    await expect(page.getByRole('heading', { level: 1, name: tr.searching.title })).toBeVisible()
    await context.close()
  } finally {
    await server.stop()
  }
})
