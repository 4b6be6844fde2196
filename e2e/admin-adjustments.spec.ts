import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { receiptNumberOf } from '#shared/receipts/receipt-number.ts'
import { cli, createUser, expect, expectAccessible, randomIp, signIn, test, type Credentials } from './fixtures.ts'
import { plain } from './dashboard-helpers.ts'
import { signInStaff } from './staff-session.ts'

/**
 * Issue 25 in a browser: a support member opens a completed ride, sees the driver, plate, payment
 * and tolls, refunds part of the fare by keyboard, sees it in the ride's list; the passenger's
 * receipt shows the refund.
 */
const SHOTS = process.env.ADJUSTMENT_SHOTS

test.use({ extraHTTPHeaders: { 'x-forwarded-for': randomIp() } })

let passenger: Credentials
let support: Credentials
let rideId: string
const createdAt = new Date(Date.now() - 86_400_000).toISOString()

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const driver = await createUser('driver', {
    firstName: 'Şükrü',
    lastName: 'Işıkgöz',
    extra: ['--verified', '--vehicle-plate', '34 ŞĞ 512', '--vehicle-brand', 'Fiat', '--vehicle-model', 'Egea'],
  })
  passenger = await createUser('passenger', { firstName: 'Ayşe' })
  support = await createUser('support', { firstName: 'Sena', lastName: 'Destek' })
  const out = await cli([
    'ride',
    'create',
    '--passenger',
    passenger.email,
    '--driver',
    driver.email,
    '--status',
    'COMPLETED',
    '--fare',
    '123.45',
    '--tolls',
    '20.00',
    '--distance',
    '5.2',
    '--duration',
    '14',
    '--from',
    'Kadıköy İskelesi',
    '--to',
    'Şişli Camii',
    '--created-at',
    createdAt,
  ])
  rideId = /Created ride (\S+)/.exec(out)![1]!
})

async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('support refunds part of a completed ride; the list and the passenger’s receipt show it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInStaff(page, support)
  await page.goto(`/en/admin/rides/${rideId}`)
  const facts = page.locator('.admin-dl').first()
  await expect(facts).toContainText('34 ŞĞ 512')
  await expect(facts).toContainText('₺20.00')
  const section = page.getByRole('region', { name: 'Refunds and credits' })
  await expect(section).toContainText('No refund, credit or correction on this ride yet.')
  await expectAccessible(page)

  // by keyboard: the kind stays "Refund the passenger", amount, reason, Enter on the button
  await section.getByLabel('What to do').focus()
  await page.keyboard.press('Tab')
  await expect(section.getByLabel('Amount (TL)')).toBeFocused()
  await page.keyboard.type('1000')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Driver took the long way round')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  // over the 500 TL support limit: the server's own sentence, no status code
  const alert = section.locator('.alert')
  await expect(alert).toContainText('Only an administrator may give more than ₺500.00')
  await expect(alert).not.toContainText('403')

  await section.getByLabel('Amount (TL)').fill('40.50')
  await section.getByRole('button', { name: 'Save' }).press('Enter')
  await expect(alert).toContainText('Saved: refund of ₺40.50.')
  const row = section.getByRole('table', { name: 'Entries on this ride' }).getByRole('row').nth(1)
  await expect(row).toContainText('Refund')
  await expect(row).toContainText('₺40.50')
  await expect(row).toContainText('Driver took the long way round')
  await expectAccessible(page)
  await page.setViewportSize({ width: 375, height: 900 })
  await expectAccessible(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await shoot(page, 'admin-ride-en')
  await page.goto(`/admin/rides/${rideId}`)
  await expect(page.getByRole('region', { name: 'İadeler ve krediler' })).toContainText('₺40,50')
  await shoot(page, 'admin-ride-tr')

  // the passenger's receipt: total unchanged, the refund and what the ride cost after it
  await page.context().clearCookies()
  await signIn(page, passenger)
  await page.goto(`/en/receipt?no=${receiptNumberOf(rideId, createdAt)}`)
  const receipt = page.getByRole('article', { name: 'Ride receipt' })
  expect(plain(await receipt.getByRole('row', { name: /^Total/ }).textContent())).toContain('₺143.45')
  await expect(receipt.getByRole('row', { name: /Refunded to your Durak balance/ })).toContainText('40.50')
  expect(plain(await receipt.getByRole('row', { name: /Cost after refunds/ }).textContent())).toContain('₺102.95')
  await expectAccessible(page)
  await shoot(page, 'receipt-refund-en')
})
