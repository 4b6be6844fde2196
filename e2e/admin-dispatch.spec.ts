import type { Page } from '@playwright/test'
import { admin as en } from '../shared/i18n/en/admin.ts'
import { admin as tr } from '../shared/i18n/tr/admin.ts'
import { adminLive as liveEn } from '../shared/i18n/en/admin-live.ts'
import { driverMode } from '../shared/i18n/tr/driver-mode.ts'
import { createUser, expect, expectAccessible, randomIp, test } from './fixtures.ts'
import { driverPhone, lonelySpot, north, passengerApi, verifiedDriver } from './driver-mode-helpers.ts'
import { signInStaff } from './staff-session.ts'

/**
 * Issue 25 in a browser: a staff member at 1280 px opens a waiting request, offers it to a taxi
 * the panel lists, and the driver (his own browser) sees the offer; once the driver has it and does
 * not move, the staff member takes the ride back with a reason and the timeline shows it.
 * `DISPATCH_SHOTS=<dir>` keeps screenshots of the panel in Turkish and English.
 */
const SHOTS = process.env.DISPATCH_SHOTS
const DESKTOP = { width: 1280, height: 900 }

test.use({ extraHTTPHeaders: { 'x-forwarded-for': randomIp() } })
// a live server, the sweeper and two browsers on a two-core machine
test.describe.configure({ timeout: 180_000 })

/** The whole page at 1280 and 375 px (the viewport is set back to 1280 after). */
async function shootPage(page: Page, path: string, name: string) {
  if (!SHOTS) return
  for (const lang of ['tr', 'en'] as const) {
    const tail = path.replace(/^ride-/, 'rides/')
    await page.goto(`${lang === 'en' ? '/en' : ''}/admin${tail ? `/${tail}` : ''}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({
        path: `${SHOTS}/page-${name.replace(/-(en|tr)$/, '')}-${lang}-${width}.png`,
        fullPage: true,
      })
    }
  }
  await page.setViewportSize(DESKTOP)
}

async function shootPanel(page: Page, name: string) {
  if (!SHOTS) return
  await page.getByRole('region', { name: name.includes('-en') ? en.dispatch.title : tr.dispatch.title }).screenshot({
    path: `${SHOTS}/dispatch-panel-${name}.png`,
  })
}

test('staff offer a waiting ride to a listed taxi, the driver sees it; a stuck assigned ride is taken back', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const spot = lonelySpot()
  const driver = await verifiedDriver('Kadir', { lastName: 'Sürücü', plate: '34 OPS 25' })
  const support = await createUser('support', { firstName: 'Sena', lastName: 'Destek' })
  const phone = await driverPhone(browser, driver, north(spot, 400), DESKTOP)
  const offer = phone.page.getByRole('region', { name: driverMode.offer.heading })

  // the driver is online; the dispatch offers him the passenger's request and he lets it lapse (30 s)
  await phone.page.goto('/surucu')
  await phone.page.getByRole('button', { name: driverMode.presence.goOnline }).click()
  await expect(phone.page.getByText(driverMode.presence.waiting)).toBeVisible()
  const passenger = await passengerApi(browser)
  const rideId = await passenger.requestRide(spot, north(spot, 3_000))
  await expect(offer).toBeVisible()
  await expect(offer).toBeHidden({ timeout: 60_000 })

  // the staff member opens the ride: the panel lists the taxi (the dispatch will not offer it again), in English
  await page.setViewportSize(DESKTOP)
  await signInStaff(page, support)
  await page.goto(`/en/admin/rides/${rideId}`)
  const panel = page.getByRole('region', { name: en.dispatch.title })
  await expect(panel.getByRole('heading', { name: en.dispatch.nearestTitle })).toBeVisible()
  const row = panel.getByRole('row').filter({ hasText: '34 OPS 25' })
  await expect(row).toContainText('Kadir Sürücü')
  await expect(row).toContainText(/\d+ m/)
  // the search starts within 3 km and widens step by step (issue 30)
  const radius = panel.getByRole('group', { name: /Search within/ })
  await expect(radius.getByRole('button', { name: '3 km' })).toHaveAttribute('aria-pressed', 'true')
  await radius.getByRole('button', { name: '5 km' }).click()
  await expect(radius.getByRole('button', { name: '5 km' })).toHaveAttribute('aria-pressed', 'true')
  await expect(row).toContainText('Kadir Sürücü')
  // a request has no distance, duration or fare yet: "—", not "₺0.00 · 0.00 km · 0 min"
  await expect(
    page
      .locator('dt')
      .filter({ hasText: /^Fare$/ })
      .locator('+ dd'),
  ).toHaveText('—')
  await expectAccessible(page)
  await shootPanel(page, 'requested-en')
  await shootPage(page, `ride-${rideId}`, 'requested-en')

  // offered by keyboard; the driver's phone shows the offer with its countdown
  await row.getByRole('button', { name: 'Offer the ride to Kadir Sürücü (34 OPS 25)' }).focus()
  await page.keyboard.press('Enter')
  await expect(panel.getByRole('status').filter({ hasText: 'Offer sent to Kadir Sürücü' })).toBeVisible()
  await expect(row).toContainText(en.dispatch.offered)
  await expect(offer).toBeVisible()
  await expect(offer).toContainText('Kadıköy İskelesi')
  await expect(offer.getByRole('timer')).toHaveText(/\d+/)

  // in Turkish, the same panel
  await page.goto(`/admin/rides/${rideId}`)
  const panelTr = page.getByRole('region', { name: tr.dispatch.title })
  await expect(panelTr.getByRole('row').filter({ hasText: '34 OPS 25' })).toContainText(tr.dispatch.offered)
  await expectAccessible(page)
  await shootPanel(page, 'requested-tr')

  // the driver accepts, then does not move: the staff member takes the ride back
  await offer.getByRole('button', { name: driverMode.offer.accept }).click()
  await expect(phone.page.getByRole('heading', { name: driverMode.ride.steps.ASSIGNED })).toBeVisible()
  await page.reload()
  const takeBack = panelTr.getByRole('button', { name: tr.dispatch.takeBack })
  await expect(takeBack).toBeVisible()
  await expect(panelTr.getByRole('button', { name: tr.dispatch.cancel })).toBeVisible()
  await expectAccessible(page)
  await shootPanel(page, 'assigned-tr')
  await takeBack.click()
  await panelTr.getByLabel(tr.dispatch.reason).fill('Şoför 10 dakikadır hareket etmiyor')
  await expectAccessible(page)
  await shootPanel(page, 'take-back-form-tr')
  // two steps (issue 30): the reason form's submit is the confirmation, no "are you sure?" after it
  await panelTr.getByRole('button', { name: 'Evet, şoförden geri al' }).press('Enter')
  await expect(panelTr.getByRole('status').filter({ hasText: tr.dispatch.takeBackDone })).toBeVisible()
  const lastStep = page.getByRole('region', { name: tr.rides.timeline }).getByRole('listitem').last()
  await expect(lastStep).toContainText('Şoför atandı → Talep edildi')
  await expect(lastStep).toContainText('Durak operasyon ekibi (Sena Destek)')
  await expect(lastStep).toContainText('Şoför 10 dakikadır hareket etmiyor')
  // and the audit trail names the action and the staff member
  await expect(page.getByText(tr.audit.actions.ride.take_back)).toBeVisible()
  await expect(page.getByText('Sena Destek').first()).toBeVisible()
  // back to searching: the panel lists taxis again, this driver as taken back
  await expect(panelTr.getByRole('row').filter({ hasText: '34 OPS 25' })).toContainText(tr.dispatch.declined)
  expect((await passenger.ride(rideId)).status).toBe('REQUESTED')

  // the English panel of an assigned ride, for the screenshots
  if (SHOTS) {
    await page.goto(`/en/admin/rides/${rideId}`)
    await expect(page.getByRole('region', { name: en.dispatch.title })).toBeVisible()
    await expect(page.getByRole('heading', { name: en.dispatch.nearestTitle })).toBeVisible()
    await shootPanel(page, 'after-take-back-en')
    await page.setViewportSize({ width: 375, height: 812 })
    await shootPanel(page, 'after-take-back-en-375')
  }
  expect(consoleErrors).toEqual([])
  await phone.context.close()
  await passenger.context.close()
})

test('the overview, audit log, users list and live map read in words, and say what is missing (issue 30)', async ({
  page,
  consoleErrors,
}) => {
  const support = await createUser('support', { firstName: 'Sena', lastName: 'Destek' })
  await page.setViewportSize(DESKTOP)
  await signInStaff(page, support)
  await page.goto('/en/admin')
  const alerts = page.getByRole('link', { name: en.overview.openAlerts })
  await expect(alerts).toHaveAttribute('href', '/en/admin/alerts')
  await expect(page.getByRole('link', { name: en.overview.stuckRides })).toHaveAttribute(
    'href',
    '/en/admin/rides?stuck=1',
  )
  await expect(alerts.locator('+ strong')).toHaveText(/^\d+$/)
  await expectAccessible(page)
  await shootPage(page, '', 'overview')
  // the stuck figure opens the rides list filtered to exactly those rides
  await page.getByRole('link', { name: en.overview.stuckRides }).click()
  await expect(page.getByLabel(en.rides.stuck)).toHaveValue('1')
  await shootPage(page, 'rides?stuck=1', 'rides-stuck')

  await page.goto('/en/admin/canli')
  await expect(page.getByText(liveEn.tilesMissing)).toBeVisible()
  await expectAccessible(page)
  await shootPage(page, 'canli', 'live')

  for (const [path, name] of [
    ['audit-log', 'audit-log'],
    ['users', 'users'],
  ] as const) {
    await page.goto(`/en/admin/${path}`)
    await expect(page.getByRole('table')).toBeVisible()
    await expectAccessible(page)
    await shootPage(page, path, name)
  }
  expect(consoleErrors).toEqual([])
})
