import { booking as enBooking } from '#shared/i18n/en/booking.ts'
import { common as enCommon } from '#shared/i18n/en/common.ts'
import { driverMode as enDriver } from '#shared/i18n/en/driver-mode.ts'
import { booking as trBooking } from '#shared/i18n/tr/booking.ts'
import { common as trCommon } from '#shared/i18n/tr/common.ts'
import { driverMode as trDriver } from '#shared/i18n/tr/driver-mode.ts'
import { createUser, expect, test } from './fixtures.ts'
import { lonelySpot, north } from './driver-mode-helpers.ts'
import { DESKTOP, driverWithPlate, expectNoSeriousIssues, PHONE, signedInContext } from './ride-pair-helpers.ts'

/**
 * Issue 23, "Where to" is optional (decision 054): a passenger books with no destination and is told
 * that the meter decides; the driver, on his own phone in driver mode, is told the passenger will say
 * where to, has no navigation to a destination and no tariff range, and completes with the meter's
 * fare; the passenger sees the fare and a receipt that says the destination was not given.
 */

test.describe.configure({ timeout: 120_000 })

const CASES = [
  {
    lang: 'tr',
    text: trBooking,
    driverText: trDriver,
    commonText: trCommon,
    viewport: PHONE,
    locale: 'tr-TR' as const,
    booking: '/taksi-cagir',
    driverMode: '/surucu',
    fare: '150,00',
  },
  {
    lang: 'en',
    text: enBooking,
    driverText: enDriver,
    commonText: enCommon,
    viewport: DESKTOP,
    locale: 'en-GB' as const,
    booking: '/en/call-a-taxi',
    driverMode: '/en/driver',
    fare: '150.00',
  },
]

for (const { lang, text, driverText, commonText, viewport, locale, booking, driverMode, fare } of CASES)
  test(`${lang} ${viewport.width}: a ride without a destination, from the booking page to the receipt`, async ({
    browser,
  }) => {
    const spot = lonelySpot()
    const [passenger, driver] = await Promise.all([createUser('passenger', { firstName: 'Elif' }), driverWithPlate()])
    const p = await signedInContext(browser, passenger, spot, viewport, locale)
    const dr = await signedInContext(browser, driver, north(spot, 300), viewport, locale)

    await dr.page.goto(driverMode)
    await dr.page.getByRole('button', { name: driverText.presence.goOnline }).click()
    await expect(dr.page.getByText(driverText.presence.waiting)).toBeVisible()

    await p.page.goto(booking)
    await p.page.getByRole('button', { name: text.from.useLocation }).click()
    const pickup = p.page.getByRole('textbox', { name: text.from.address, exact: true })
    await expect(pickup).toHaveValue(text.from.myLocation)
    await pickup.fill('Rıhtım Caddesi No: 1')
    await expect(p.page.getByRole('textbox', { name: text.to.address, exact: true })).toHaveValue('')
    // no destination: no estimate, the meter decides
    await expect(p.page.getByText(text.to.meterDecides)).toBeVisible()
    await expect(p.page.getByRole('region', { name: text.estimate.title })).toHaveCount(0)
    await expectNoSeriousIssues(p.page, 'booking form without a destination')
    await p.page.screenshot({ path: test.info().outputPath(`${lang}-1-form-no-destination.png`), fullPage: true })
    await p.page.getByRole('button', { name: text.request.submit, exact: true }).click()
    await expect(p.page.getByRole('heading', { level: 1, name: text.searching.title })).toBeVisible()

    const offer = dr.page.getByRole('region', { name: driverText.offer.heading })
    await expect(offer).toBeVisible({ timeout: 15_000 })
    await expect(offer).toContainText('Rıhtım Caddesi No: 1')
    await expect(offer).toContainText(driverText.offer.noDestination)
    await dr.page.screenshot({ path: test.info().outputPath(`${lang}-2-offer-no-destination.png`), fullPage: true })
    await offer.getByRole('button', { name: driverText.offer.accept }).click()
    await expect(dr.page.getByRole('heading', { name: driverText.ride.steps.ASSIGNED })).toBeVisible()
    await expect(p.page.getByRole('heading', { level: 1, name: text.assigned.title })).toBeVisible({ timeout: 15_000 })

    await dr.page.getByRole('button', { name: driverText.ride.arrived }).click()
    await expect(dr.page.getByRole('heading', { name: driverText.ride.steps.ARRIVED })).toBeVisible()
    await dr.page.getByRole('button', { name: driverText.ride.start }).click()
    await expect(dr.page.getByRole('heading', { name: driverText.ride.steps.IN_PROGRESS })).toBeVisible()
    await expect(dr.page.getByText(driverText.offer.noDestination)).toBeVisible()
    await expect(dr.page.getByText(driverText.navigate.toDestination)).toHaveCount(0)
    await expect(dr.page.getByText(driverText.complete.rangeMeterDecides)).toBeVisible()
    await expect(p.page.getByText(text.inProgress.noDestination)).toBeVisible({ timeout: 15_000 })
    await expectNoSeriousIssues(dr.page, 'driver mode: a ride without a destination')
    await dr.page.screenshot({ path: test.info().outputPath(`${lang}-3-driver-no-range.png`), fullPage: true })

    await dr.page.getByLabel(driverText.complete.fare).fill(fare)
    await dr.page.getByRole('button', { name: driverText.complete.submit }).click()
    // no range to compare with: nothing to confirm, the fare goes as typed
    await expect(
      dr.page.getByRole('heading', { name: driverText.rating.heading.replace('{{name}}', 'Elif') }),
    ).toBeVisible()

    await expect(p.page.getByRole('heading', { level: 1, name: text.completed.title })).toBeVisible({ timeout: 15_000 })
    await expect(p.page.locator('.booking-fare')).toContainText(fare)
    await p.page.screenshot({ path: test.info().outputPath(`${lang}-4-completed.png`), fullPage: true })
    await p.page.getByRole('link', { name: text.completed.receipt, exact: true }).click()
    const details = p.page.locator('.printable-doc__details')
    await expect(details).toContainText(commonText.noDestination)
    await expect(details).toContainText('Rıhtım Caddesi No: 1')
    await p.page.screenshot({ path: test.info().outputPath(`${lang}-5-receipt.png`), fullPage: true })
    for (const context of [p.context, dr.context]) await context.close()
  })
