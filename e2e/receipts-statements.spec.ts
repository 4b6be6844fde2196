import { readFile, writeFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { createUser, expect, expectAccessible, test, type Credentials } from './fixtures.ts'
import { istanbulDay } from '#shared/istanbul-days.ts'
import { createRide, expectNoSideScroll, plain, useSession } from './dashboard-helpers.ts'

/** Issue 15: receipts and exports for passengers, weekly statements and the earnings chart for drivers. */

let driver: Credentials
let passenger: Credentials
let otherPassenger: Credentials
const SHOTS = process.env.RECEIPTS_SHOTS_DIR

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

test.beforeAll(async () => {
  test.setTimeout(300_000)
  driver = await createUser('driver', {
    firstName: 'Şükrü',
    lastName: 'Işıkgöz',
    extra: ['--verified', '--vehicle-plate', '34 ŞĞ 512', '--vehicle-brand', 'Fiat', '--vehicle-model', 'Egea'],
  })
  passenger = await createUser('passenger', { firstName: 'Ayşe' })
  otherPassenger = await createUser('passenger', { firstName: 'Gül' })
  const people = { passenger, driver }
  await createRide(people, {
    status: 'COMPLETED',
    fare: '123.45',
    createdAt: daysAgo(1),
    from: 'Kadıköy İskelesi',
    to: 'Şişli Camii',
  })
  await createRide(people, { status: 'COMPLETED', fare: '250.00', createdAt: daysAgo(15) })
  await createRide(people, { status: 'COMPLETED', fare: '80.00', createdAt: daysAgo(36) })
  await createRide({ passenger: otherPassenger, driver }, { status: 'COMPLETED', fare: '99.00', createdAt: daysAgo(2) })
})

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

async function openFirstReceipt(page: Page, dashboard: string, linkName: RegExp) {
  await page.goto(`${dashboard}?tab=rides`)
  await page.getByRole('link', { name: linkName }).first().click()
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible()
}

test('a passenger opens a receipt in Turkish at 1280 px and downloads its PDF', async ({ page }) => {
  await useSession(page, passenger)
  await openFirstReceipt(page, '/passenger-dashboard', /tarihli yolculuğun makbuzu/)
  await expect(page).toHaveURL(/\/makbuz\?no=DRK-\d{8}-[0-9A-F]{8}$/)
  const receipt = page.getByRole('article', { name: 'Yolculuk makbuzu' })
  await expect(receipt).toContainText('Kadıköy İskelesi')
  await expect(receipt).toContainText('Şükrü Işıkgöz')
  await expect(receipt).toContainText('34 ŞĞ 512')
  expect(plain(await receipt.getByRole('row', { name: /Toplam/ }).textContent())).toContain('₺123,45')
  await expect(receipt.getByRole('row', { name: /Köprü ve otoyol geçişleri/ })).toContainText('₺0,00')
  await expectAccessible(page)
  await shot(page, 'receipt-tr-1280')
  // printed: one A4 page with the receipt alone (no panel header, hero, buttons or footer)
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('.dash-header')).toBeHidden()
  await expect(page.locator('.dash-footer')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Yazdırın' })).toBeHidden()
  const printed = await page.pdf({ format: 'A4', printBackground: true })
  if (SHOTS) await writeFile(`${SHOTS}/receipt-print.pdf`, printed)
  expect(printed.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1)
  await page.emulateMedia({ media: 'screen' })
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'PDF indirin' }).click()
  const file = await (await download).path()
  expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-')
})

test('the receipt in English at 375 px, mailed to the account address', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await useSession(page, passenger)
  await openFirstReceipt(page, '/en/passenger-dashboard', /Receipt of the ride of/)
  await expect(page).toHaveURL(/\/en\/receipt\?no=DRK-/)
  await expect(page.getByRole('article', { name: 'Ride receipt' })).toContainText('Kadıköy İskelesi')
  await expectNoSideScroll(page)
  await expectAccessible(page)
  await shot(page, 'receipt-en-375')
  await page.getByRole('button', { name: 'Email me this receipt' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'We sent the receipt to' })).toContainText(passenger.email)
})

test("another passenger's receipt number is not found", async ({ page }) => {
  await useSession(page, otherPassenger)
  await page.goto('/passenger-dashboard?tab=rides')
  const href = await page
    .getByRole('link', { name: /tarihli yolculuğun makbuzu/ })
    .first()
    .getAttribute('href')
  await useSession(page, passenger)
  await page.goto(href!)
  await expect(page.getByRole('alert')).toHaveText('Bu makbuzu yolculuklarınız arasında bulamadık.')
})

test('the rides of a range download as CSV with a BOM, in both languages', async ({ page }) => {
  await useSession(page, passenger)
  await page.goto('/en/passenger-dashboard?tab=rides')
  await page.getByLabel('From', { exact: true }).fill(daysAgo(60).slice(0, 10))
  await page.getByLabel('To', { exact: true }).fill(istanbulDay(new Date()))
  await expectAccessible(page)
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download CSV' }).click()
  const csv = await readFile(await (await download).path())
  expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
  const lines = csv.toString('utf8').trimEnd().split('\r\n')
  expect(lines).toHaveLength(5)
  expect(lines.at(-1)).toBe('TOTAL,,,,,,,,,453.45,0.00,0.00,453.45,0.00,0.00')
  // a reversed range is refused on the page, before any download
  await page.getByLabel('From', { exact: true }).fill(istanbulDay(new Date()))
  await page.getByLabel('To', { exact: true }).fill(daysAgo(3).slice(0, 10))
  await expect(page.getByText('Choose a start date on or before the end date, at most 366 days apart.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveCount(0)
})

test('the driver overview draws net earnings of 12 weeks, keyboard-readable, with the table, in Turkish at 1280 px', async ({
  page,
}) => {
  await useSession(page, driver)
  await page.goto('/driver-dashboard')
  const chart = page.getByRole('img', { name: /haftalık net kazanç/ })
  await expect(chart).toBeVisible()
  const table = page.getByRole('table', { name: 'Haftalık net kazanç' })
  await expect(table.locator('tbody tr')).toHaveCount(12)
  // the newest week first; 15 % commission on ₺123,45 (and on a second passenger's ₺99,00) is taken off
  await expect(table.locator('tbody tr').first()).toContainText('Hesap özeti')
  // the box keeps its height when the lazy chart arrives (no layout shift)
  expect((await chart.boundingBox())?.height).toBe(280)
  const live = page.locator('.earnings-chart [aria-live]')
  const tooltip = page.locator('.earnings-chart__tooltip')
  // the mouse over the newest week shows its tooltip, which goes when the mouse leaves
  await chart.scrollIntoViewIfNeeded()
  const box = (await chart.boundingBox())!
  await page.mouse.move(box.x + box.width - 50, box.y + box.height / 2)
  await expect(tooltip).toBeVisible()
  await page.mouse.move(box.x + box.width / 2, box.y - 60)
  await expect(tooltip).toHaveCount(0)
  await chart.focus()
  await page.keyboard.press('End')
  await expect(live).toHaveText(/^\d{1,2} \S+ \d{4}: ₺\d/)
  const newest = await live.textContent()
  await expect(tooltip).toContainText(newest!.split(': ')[1]!)
  await page.keyboard.press('ArrowLeft')
  await expect(live).not.toHaveText(newest!)
  await page.keyboard.press('Home')
  // the oldest of the 12 weeks has no rides
  await expect(live).toHaveText(/: ₺0,00$/)
  await expect(tooltip).toContainText('₺0,00')
  await page.keyboard.press('End')
  await expect(live).toHaveText(newest!)
  await expectAccessible(page)
  await shot(page, 'driver-chart-tr-1280')
})

test('in English at 375 px the chart fits and a week opens as its statement with PDF and CSV', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await useSession(page, driver)
  await page.goto('/en/driver-dashboard')
  await expect(page.getByRole('img', { name: /Net earnings per week/ })).toBeVisible()
  await expectNoSideScroll(page)
  await expectAccessible(page)
  await shot(page, 'driver-chart-en-375')
  await page
    .getByRole('link', { name: /Statement of the week/ })
    .nth(2)
    .click()
  await expect(page).toHaveURL(/\/en\/weekly-statement\?week=\d{4}-\d{2}-\d{2}$/)
  await expect(page.getByRole('row', { name: /Durak commission 15 %/ })).toBeVisible()
  await expect(page.getByRole('row', { name: /Net earnings/ })).toBeVisible()
  await expectNoSideScroll(page)
  await expectAccessible(page)
  await shot(page, 'statement-en-375')
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download CSV' }).click()
  expect((await readFile(await (await download).path())).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
})

for (const { lang, path, caption, link } of [
  { lang: 'Turkish', path: '/driver-dashboard', caption: 'Haftalık net kazanç', link: /haftasının hesap özeti/ },
  { lang: 'English', path: '/en/driver-dashboard', caption: 'Net earnings per week', link: /Statement of the week/ },
]) {
  test(`in ${lang} at 375 px every week's statement link is on screen, with no sideways scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await useSession(page, driver)
    await page.goto(path)
    const region = page.getByRole('region', { name: caption })
    const links = region.getByRole('link', { name: link })
    await expect(links).toHaveCount(12)
    // the weeks stack: the table needs no scrolling of its own
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
    for (const box of await Promise.all((await links.all()).map((l) => l.boundingBox()))) {
      expect(box!.x).toBeGreaterThanOrEqual(0)
      expect(box!.x + box!.width).toBeLessThanOrEqual(375)
    }
    // each figure is named by its column's header, written before it (CSS) once the header row is hidden
    const headers = await region.locator('thead th').allTextContents()
    const labels = await region
      .locator('tbody tr')
      .first()
      .locator('td[data-label]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-label')))
    expect(labels).toEqual(headers.slice(1, -1))
    expect(labels).toContain(lang === 'English' ? 'Net earnings' : 'Net kazanç')
    await expectNoSideScroll(page)
    await expectAccessible(page)
  })
}

test('the statement page in Turkish at 1280 px, and a passenger is sent to the driver sign-in', async ({ page }) => {
  await useSession(page, driver)
  await page.goto('/haftalik-hesap-ozeti')
  await expect(page.getByRole('row', { name: /Durak komisyonu %15/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Hesap özetimde bir yolculuk eksik' })).toBeVisible()
  await expectAccessible(page)
  await shot(page, 'statement-tr-1280')
  // "A ride is missing from my statement" joins the back-office's problem-report queue
  await page.getByRole('button', { name: 'Bildirimi gönderin' }).click()
  await expect(page.getByText('Message is required').or(page.getByText('Mesaj zorunludur'))).toBeVisible()
  await page.getByLabel('Hangi yolculuk eksik?').fill('Pazartesi 09:00, Kadıköy’den Şişli’ye, nakit.')
  await page.getByRole('button', { name: 'Bildirimi gönderin' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'numaralı bildiriminiz sıraya alındı' })).toContainText(
    /PR-[0-9A-F]{8}/,
  )
  // the current week has no next week; the week before has one
  await expect(page.getByRole('link', { name: /Sonraki hafta/ })).toHaveCount(0)
  await page.getByRole('link', { name: /Önceki hafta/ }).click()
  await expect(page).toHaveURL(/\/haftalik-hesap-ozeti\?week=\d{4}-\d{2}-\d{2}$/)
  await expect(page.getByRole('link', { name: /Sonraki hafta/ })).toBeVisible()
  await useSession(page, passenger)
  await page.goto('/haftalik-hesap-ozeti')
  await expect(page).toHaveURL(/\/driver-login$/)
})
