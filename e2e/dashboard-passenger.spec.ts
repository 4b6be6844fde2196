import path from 'node:path'
import Database from 'better-sqlite3'
import type { Page } from '@playwright/test'
import { createRide, expectNoSideScroll, figure, forgetSession, plain, useSession } from './dashboard-helpers.ts'
import { createUser, expect, expectAccessible, test, type Credentials } from './fixtures.ts'

/** Spec §2 passenger dashboard, on the real server with rides made by the CLI. */

async function row(page: Page, label: string) {
  return plain(
    await page
      .locator('.details__row', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd')
      .textContent(),
  )
}

/**
 * The CLI makes no memberships or favourites, so the Premium passenger gets them straight in the
 * test server's SQLite file (the rows the mobile app would write).
 */
function makePremium(userId: string) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'durak.sqlite'))
  try {
    db.pragma('busy_timeout = 5000')
    db.prepare(
      `insert into passenger_memberships (userId, type, amountKurus, isPaid, paidAt, paymentMethod, features, validUntil)
       values (?, 'PREMIUM', 14999, 1, '2026-03-10T09:00:00.000Z', 'Credit card', ?, '2027-03-09T22:00:00.000Z')`,
    ).run(
      userId,
      JSON.stringify(['Priority taxi service', 'Premium support', 'Exclusive discounts', 'Airport priority']),
    )
    db.prepare(`update users set membershipType = 'PREMIUM' where id = ?`).run(userId)
    const fav = db.prepare('insert into favorite_locations (userId, name, address, position) values (?, ?, ?, ?)')
    fav.run(userId, 'Ev', 'Moda Caddesi No: 12, Kadıköy', 0)
    fav.run(userId, null, 'İstanbul Havalimanı, Arnavutköy', 1)
  } finally {
    db.close()
  }
}

let passenger: Credentials
let premium: Credentials
let newcomer: Credentials
let driver: Credentials

test.beforeAll(async () => {
  // every CLI call starts a Node process: give the setup time on a busy machine
  test.setTimeout(300_000)
  passenger = await createUser('passenger', {
    firstName: 'Ayşe',
    extra: ['--rating', '4.85', '--balance', '150', '--city', 'Izmir', '--phone', '05321234567'],
  })
  premium = await createUser('passenger', { firstName: 'Zeynep' })
  newcomer = await createUser('passenger', { firstName: 'Can' })
  driver = await createUser('driver', { firstName: 'Mehmet' })
  makePremium(premium.id)
  const now = Date.now()
  const ride = (status: string, fare: string, createdAt: string) =>
    createRide({ passenger, driver }, { status, fare, createdAt })
  // Two this month (a minute ago and an hour ago), two long before.
  await ride('COMPLETED', '123.45', new Date(now - 60_000).toISOString())
  await ride('CANCELLED', '50.00', new Date(now - 3_600_000).toISOString())
  await ride('COMPLETED', '100.00', '2025-06-01T10:00:00Z')
  await ride('COMPLETED', '0.01', '2025-05-01T10:00:00Z')
})

test('an anonymous visitor and a driver are sent to the passenger sign-in page', async ({ page }) => {
  await page.goto('/en/passenger-dashboard')
  await expect(page).toHaveURL(/\/en\/passenger-login$/)
  await useSession(page, driver)
  await page.goto('/passenger-dashboard?tab=membership')
  // spec §6 and issue 9: the driver stays on /passenger-login, told they are signed in as a driver
  await expect(page).toHaveURL(/\/passenger-login$/)
  await expect(page.getByText('Şoför hesabıyla giriş yapmış durumdasınız.')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Üyelik bilgileri' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Şoför panelinize gidin' })).toHaveAttribute('href', '/driver-dashboard')
  await page.getByRole('button', { name: 'Çıkış yapıp yolcu olarak giriş yapın' }).click()
  await expect(page.getByText('Oturumunuz kapatıldı. Yolcu hesabınızla giriş yapabilirsiniz.')).toBeVisible()
  forgetSession(driver)
  await expect(page.getByLabel('E-posta')).toBeVisible()
})

test('the page’s shell asks for the session early, and the page uses that one answer', async ({ page }) => {
  await useSession(page, passenger)
  const sessionRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/get-session') sessionRequests.push(request.url())
  })
  const response = await page.goto('/passenger-dashboard')
  const html = await response!.text()
  expect(html).toContain('<link rel="preload" href="/api/auth/get-session" as="fetch" crossorigin="anonymous"/>')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ayşe Passenger')
  await expect.poll(() => figure(page, 'Toplam yolculuk')).toBe('4')
  // the preloaded answer was handed to the page's own fetch: one request, not two
  expect(sessionRequests).toHaveLength(1)
})

test('overview in English at 1280 px: exact figures and the default Free membership', async ({ page }) => {
  await useSession(page, passenger)
  await page.goto('/en/passenger-dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ayşe Passenger')
  await expect.poll(() => figure(page, 'Total spent')).toBe('₺223.46')
  expect(await figure(page, 'Total rides')).toBe('4')
  expect(await figure(page, 'Rides this month')).toBe('2')
  // (12 345 + 10 000 + 1) / 3 = 7 448.67 kuruş → ₺74.49
  expect(await figure(page, 'Average fare')).toBe('₺74.49')
  expect(await figure(page, 'Your passenger rating')).toBe('4.9 / 5')
  expect(await figure(page, 'Balance')).toBe('₺150.00')
  const box = page.getByRole('region', { name: 'Membership' })
  await expect(box).toContainText('Free')
  await expect(box).toContainText('Active') // nothing to pay: not "Pending Payment" (decision 038)
  await expect(box).not.toContainText('Pending Payment')
  await expect(box.getByRole('listitem')).toHaveText(['Basic taxi service', 'Standard customer support'])
  await expect(box).toContainText('No end date')
  await expectAccessible(page)
})

test('overview in Turkish at 375 px: Premium, Active, three benefits in Turkish', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await useSession(page, premium)
  await page.goto('/passenger-dashboard')
  const box = page.getByRole('region', { name: 'Üyelik' })
  await expect(box).toContainText('Premium')
  await expect(box).toContainText('Aktif')
  await expect(box.getByRole('listitem')).toHaveText(['Öncelikli taksi hizmeti', 'Premium destek', 'Özel indirimler'])
  await expect(box).toContainText('10 Mar 2027')
  await expect.poll(() => figure(page, 'Toplam harcama')).toBe('₺0,00')
  expect(await figure(page, 'Ortalama ücret')).toBe('—')
  await expectNoSideScroll(page)
  await expectAccessible(page)
})

test('membership tab of a Free member: Active, no payment needed, and an honest upgrade button', async ({ page }) => {
  await useSession(page, passenger)
  await page.goto('/en/passenger-dashboard')
  await page.getByRole('tab', { name: 'Membership details' }).click()
  await expect(page).toHaveURL(/\?tab=membership$/)
  await expect.poll(() => row(page, 'Amount')).toBe('₺0.00')
  expect(await row(page, 'Membership type')).toContain('Free')
  expect(await row(page, 'Status')).toContain('Active')
  expect(await row(page, 'Payment date')).toBe('No payment needed')
  expect(await row(page, 'Payment method')).toBe('Not specified')
  const upgrade = page.getByRole('region', { name: /Upgrade to Premium/ })
  await expect(upgrade.getByRole('listitem')).toHaveText([
    'Priority taxi service',
    'Premium support',
    'Exclusive discounts',
    'Airport priority',
    'Free rides with points',
  ])
  await expectAccessible(page)
  await upgrade.getByRole('button', { name: 'Upgrade to Premium' }).click()
  const dialog = page.getByRole('dialog', { name: 'Upgrade your membership' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Durak mobile app, which is coming soon')
  await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await page.reload()
  await expect(page.getByRole('tab', { name: 'Membership details' })).toHaveAttribute('aria-selected', 'true')
})

test('membership tab of a Premium member in Turkish: payment, method, no upgrade', async ({ page }) => {
  await useSession(page, premium)
  await page.goto('/passenger-dashboard?tab=membership')
  await expect.poll(() => row(page, 'Tutar')).toBe('₺149,99')
  expect(await row(page, 'Durum')).toContain('Aktif')
  expect(await row(page, 'Ödeme tarihi')).toBe('10 Mar 2026')
  expect(await row(page, 'Ödeme yöntemi')).toBe('Kredi kartı')
  expect(await row(page, 'Geçerlilik tarihi')).toBe('10 Mar 2027')
  await expect(page.getByRole('button', { name: 'Premium’a geçin' })).toHaveCount(0)
  await expectAccessible(page)
})

test('rides tab: counts, total spent and each ride in both languages and sizes', async ({ page }) => {
  await useSession(page, passenger)
  await page.goto('/passenger-dashboard?tab=rides')
  await expect.poll(() => figure(page, 'Tamamlanan yolculuk')).toBe('3')
  expect(await figure(page, 'İptal edilen yolculuk')).toBe('1')
  expect(await figure(page, 'Toplam harcama')).toBe('₺223,46')
  const items = page.locator('.ride-list > li:not(.ride--skeleton)')
  await expect(items).toHaveCount(4)
  const first = plain(await items.first().textContent())
  expect(first).toContain('Tamamlandı')
  expect(first).toContain('5,20 km')
  expect(first).toContain('14 dk')
  expect(first).toContain('₺123,45')
  expect(first).toMatch(/\d{2}:\d{2}/)
  await expect(items.nth(1)).toContainText('İptal edildi')
  await expect(items.nth(2)).toContainText('1 Haz 2025')
  await expect(items.nth(2)).toContainText('13:00') // 10:00 UTC is 13:00 in Istanbul
  await expectAccessible(page)

  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/en/passenger-dashboard?tab=rides')
  await expect(items).toHaveCount(4)
  const second = plain(await items.nth(1).textContent())
  expect(second).toContain('Cancelled')
  expect(second).toContain('5.20 km')
  expect(second).toContain('14 min')
  expect(second).toContain('₺50.00')
  await expectNoSideScroll(page)
  await expectAccessible(page)
})

test('a passenger without rides is invited to book in the mobile app', async ({ page }) => {
  await useSession(page, newcomer)
  await page.goto('/en/passenger-dashboard?tab=rides')
  await expect(page.getByText('You have no rides yet. Book your first taxi in the Durak mobile app.')).toBeVisible()
  await expect.poll(() => figure(page, 'Total spent')).toBe('₺0.00')
  await page.goto('/passenger-dashboard?tab=rides')
  await expect(page.getByText(/İlk taksinizi Durak mobil uygulamasından çağırın/)).toBeVisible()
})

test('profile tab: details, favourites with "Location n", or the empty text', async ({ page }) => {
  await useSession(page, premium)
  await page.goto('/en/passenger-dashboard?tab=profile')
  const panel = page.getByRole('tabpanel', { name: 'Profile' })
  await expect(panel.getByText('Ev', { exact: true })).toBeVisible()
  await expect(panel.getByText('Location 2', { exact: true })).toBeVisible()
  await expect(panel.getByText('İstanbul Havalimanı, Arnavutköy')).toBeVisible()
  expect(await row(page, 'User ID')).toBe(premium.id)
  expect(await row(page, 'Email')).toBe(premium.email)
  expect(await row(page, 'Registration date')).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
  await expectAccessible(page)

  await useSession(page, passenger)
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/passenger-dashboard?tab=profile')
  await expect(page.getByText(/Henüz favori yeriniz yok/)).toBeVisible()
  expect(await row(page, 'Şehir')).toBe('İzmir')
  expect(await row(page, 'Telefon')).toBe('0532 123 45 67')
  await expectNoSideScroll(page)
  await expectAccessible(page)
})

test('logout returns to the English home page and the panel is closed', async ({ page }) => {
  await useSession(page, passenger)
  await page.goto('/en/passenger-dashboard?tab=profile')
  await page.getByRole('button', { name: 'Log out' }).click()
  forgetSession()
  await expect(page).toHaveURL(/\/en$/)
  await page.goto('/en/passenger-dashboard')
  await expect(page).toHaveURL(/\/en\/passenger-login$/)
})
