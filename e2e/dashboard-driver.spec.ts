import { createUser, expect, expectAccessible, test, type Credentials } from './fixtures.ts'
import { createRide, expectNoSideScroll, figure, forgetSession, plain, useSession } from './dashboard-helpers.ts'

/** Spec §2 driver dashboard, on the real server with rides made by the CLI. */

let driver: Credentials
let emptyDriver: Credentials
let passenger: Credentials

test.beforeAll(async () => {
  // every CLI call starts a Node process: give the setup time on a busy machine
  test.setTimeout(300_000)
  driver = await createUser('driver', {
    firstName: 'Mehmet',
    extra: [
      '--rating',
      '4.85',
      '--verified',
      '--online',
      '--balance',
      '2430.50',
      '--city',
      'Izmir',
      '--phone',
      '05429876543',
      '--license-number',
      '35-TX-9',
      '--vehicle-brand',
      'Fiat',
      '--vehicle-model',
      'Egea',
      '--vehicle-year',
      '2023',
      '--vehicle-plate',
      '35 TKS 512',
      '--vehicle-color',
      'Sarı',
    ],
  })
  emptyDriver = await createUser('driver', { firstName: 'Kemal' })
  passenger = await createUser('passenger', { firstName: 'Ayşe' })
  const ride = (status: string, fare: string, createdAt: string, from?: string, to?: string) =>
    createRide({ passenger, driver }, { status, fare, createdAt, from, to })
  await ride('COMPLETED', '123.45', '2026-01-31T22:30:00Z', 'Galata Kulesi', 'Zorlu Center') // 1 Feb 01:30 in Istanbul
  await ride('COMPLETED', '100.00', '2026-01-20T10:00:00Z')
  await ride('CANCELLED', '50.00', '2026-01-19T10:00:00Z')
  await ride('IN_PROGRESS', '20.00', '2026-01-18T10:00:00Z')
  await ride('ASSIGNED', '10.00', '2026-01-17T10:00:00Z') // a status beyond the spec's three: in words too (decision 038)
  // seven older rides: twelve in all, so the list needs "load more"
  for (let day = 1; day <= 7; day++) await ride('COMPLETED', '1.00', `2025-12-0${day}T10:00:00Z`)
})

test('an anonymous visitor is sent to the driver sign-in page, in the same language', async ({ page }) => {
  await page.goto('/driver-dashboard')
  await expect(page).toHaveURL(/\/driver-login$/)
  await page.goto('/en/driver-dashboard?tab=rides')
  await expect(page).toHaveURL(/\/en\/driver-login$/)
})

test('the panel’s frame is painted before the session check answers, then hydrates without errors into the driver’s panel', async ({
  page,
  consoleErrors,
}) => {
  await useSession(page, driver)
  let answerSession!: () => void
  const sessionHeld = new Promise<void>((resolve) => (answerSession = resolve))
  await page.route('**/api/auth/get-session', async (route) => {
    await sessionHeld
    await route.continue()
  })
  await page.goto('/en/driver-dashboard', { waitUntil: 'domcontentloaded' })
  // the prerendered frame, in English: no name, no figures, logout not yet possible
  await expect(page.getByText('Driver panel', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Net earnings, last 12 weeks' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Welcome')
  await expect(page.getByRole('button', { name: 'Log out' })).toBeDisabled()
  answerSession()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, Mehmet/)
  await expect(page.getByRole('button', { name: 'Log out' })).toBeEnabled()
  await expect.poll(() => figure(page, 'Completed rides')).toBe('9')
  expect(consoleErrors).toEqual([])
})

test('a passenger is sent to the driver sign-in page and stays there, told they are signed in as a passenger', async ({
  page,
}) => {
  await useSession(page, passenger)
  await page.goto('/driver-dashboard')
  // spec §6: "Others reaching it are sent to the driver login"; issue 9: they stay there and are told why
  await expect(page).toHaveURL(/\/driver-login$/)
  await expect(page.getByRole('status').filter({ hasText: 'Yolcu hesabıyla giriş yapmış durumdasınız.' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Yolcu panelinize gidin' })).toHaveAttribute(
    'href',
    '/passenger-dashboard',
  )
  await expect(page).toHaveURL(/\/driver-login$/) // not forwarded on
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Çıkış yapıp şoför olarak giriş yapın' }).click()
  await expect(page.getByRole('status')).toHaveText('Oturumunuz kapatıldı. Şoför hesabınızla giriş yapabilirsiniz.')
  forgetSession(passenger)
  await page.goto('/passenger-dashboard')
  await expect(page).toHaveURL(/\/passenger-login$/) // signed out for real
})

test('in English the same page says "You are signed in as a passenger" with the way to their own panel', async ({
  page,
}) => {
  await useSession(page, passenger)
  await page.goto('/en/driver-dashboard')
  await expect(page).toHaveURL(/\/en\/driver-login$/)
  await expect(page.getByText('You are signed in as a passenger.')).toBeVisible()
  await page.getByRole('link', { name: 'Go to my passenger panel' }).click()
  await expect(page).toHaveURL(/\/en\/passenger-dashboard$/)
})

test('overview shows the exact figures in Turkish at 1280 px', async ({ page }) => {
  await useSession(page, driver)
  await page.goto('/driver-dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hoş geldiniz, Mehmet Driver')
  await expect(page.getByRole('tab', { name: 'Genel bakış' })).toHaveAttribute('aria-selected', 'true')
  await expect.poll(() => figure(page, 'Toplam kazanç')).toBe('₺230,45')
  // total rides counted from the rides: the CLI writes no total on the record
  expect(await figure(page, 'Toplam yolculuk')).toBe('12')
  expect(await figure(page, 'Tamamlanan yolculuk')).toBe('9')
  expect(await figure(page, 'Puan')).toBe('4,9')
  expect(await figure(page, 'Durum')).toContain('Çevrim içi')
  expect(await figure(page, 'Bakiye')).toBe('₺2.430,50')
  await expectAccessible(page)
})

test('overview in English at 375 px, without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await useSession(page, driver)
  await page.goto('/en/driver-dashboard')
  await expect.poll(() => figure(page, 'Total earnings')).toBe('₺230.45')
  expect(await figure(page, 'Total rides')).toBe('12')
  expect(await figure(page, 'Completed rides')).toBe('9')
  expect(await figure(page, 'Rating')).toBe('4.9')
  expect(await figure(page, 'Status')).toContain('Online')
  expect(await figure(page, 'Balance')).toBe('₺2,430.50')
  await expectNoSideScroll(page)
  await expectAccessible(page)
})

test('rides tab: labels, fares, dates in Istanbul, load more, and the tab survives a reload', async ({ page }) => {
  await useSession(page, driver)
  await page.goto('/en/driver-dashboard')
  await page.getByRole('tab', { name: 'Rides' }).click()
  await expect(page).toHaveURL(/\/en\/driver-dashboard\?tab=rides$/)
  const items = page.locator('.ride-list > li:not(.ride--skeleton)')
  await expect(items).toHaveCount(10)
  const first = items.nth(0)
  await expect(first).toContainText('Galata Kulesi')
  await expect(first).toContainText('Zorlu Center')
  await expect(first).toContainText('Feb 1, 2026')
  await expect(first).toContainText('Completed')
  expect(plain(await first.textContent())).toContain('₺123.45')
  await expect(items.nth(2)).toContainText('Cancelled')
  await expect(items.nth(3)).toContainText('In Progress')
  await expect(items.nth(4)).toContainText('Driver assigned')
  await expect(items.nth(4)).not.toContainText('ASSIGNED')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Load more rides' }).click()
  await expect(items).toHaveCount(12)
  await expect(page.getByText('All your rides are shown.')).toBeVisible()

  await page.reload()
  await expect(page.getByRole('tab', { name: 'Rides' })).toHaveAttribute('aria-selected', 'true')
  await page.goBack()
  await expect(page).toHaveURL(/\/en\/driver-dashboard$/)
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true')
})

test('rides tab in Turkish at 375 px with arrow keys', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await useSession(page, driver)
  await page.goto('/driver-dashboard')
  await page.getByRole('tab', { name: 'Genel bakış' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(/\/driver-dashboard\?tab=rides$/)
  const items = page.locator('.ride-list > li:not(.ride--skeleton)')
  await expect(items.first()).toContainText('Tamamlandı')
  await expect(items.nth(2)).toContainText('İptal edildi')
  await expect(items.nth(3)).toContainText('Devam ediyor')
  expect(plain(await items.first().textContent())).toContain('₺123,45')
  await expect(items.first()).toContainText('1 Şub 2026')
  await expectNoSideScroll(page)
  await expectAccessible(page)
})

test('profile tab shows the driver, verification and vehicle in both languages', async ({ page }) => {
  await useSession(page, driver)
  await page.goto('/driver-dashboard?tab=profile')
  const panel = page.getByRole('tabpanel', { name: 'Profil' })
  for (const text of [
    'Mehmet',
    'Driver',
    'İzmir',
    '0542 987 65 43',
    '35-TX-9',
    'Doğrulandı',
    'Fiat',
    'Egea',
    '2023',
    '35 TKS 512',
    'Sarı',
  ]) {
    await expect(panel.getByText(text, { exact: true })).toBeVisible()
  }
  await expect(panel.getByText(driver.email)).toBeVisible()
  await expectAccessible(page)
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/en/driver-dashboard?tab=profile')
  await expect(page.getByRole('tabpanel', { name: 'Profile' }).getByText('Verified', { exact: true })).toBeVisible()
  await expect(page.getByText('Izmir', { exact: true })).toBeVisible()
  // a colour of the choice list, named in the page's language (not "Sarı" on the English page)
  await expect(page.getByRole('tabpanel', { name: 'Profile' }).getByText('Yellow', { exact: true })).toBeVisible()
  await expectNoSideScroll(page)
  await expectAccessible(page)
})

test('a driver without rides sees zeros and "No rides found yet."', async ({ page }) => {
  await useSession(page, emptyDriver)
  await page.goto('/en/driver-dashboard')
  await expect.poll(() => figure(page, 'Total earnings')).toBe('₺0.00')
  expect(await figure(page, 'Total rides')).toBe('0')
  expect(await figure(page, 'Rating')).toBe('—')
  expect(await figure(page, 'Status')).toContain('Offline')
  await page.getByRole('tab', { name: 'Rides' }).click()
  await expect(page.getByText('No rides found yet.', { exact: true })).toBeVisible()
  await page.goto('/en/driver-dashboard?tab=profile')
  await expect(page.getByRole('tabpanel', { name: 'Profile' }).getByText('Pending', { exact: true })).toBeVisible()
  await expectAccessible(page)
})

test('logout ends the session and returns to the home page', async ({ page }) => {
  await useSession(page, driver)
  await page.goto('/driver-dashboard')
  await page.getByRole('button', { name: 'Çıkış yapın' }).click()
  forgetSession(driver)
  await expect(page).toHaveURL(/\/$/)
  const session = await page.request.get('/api/v1/me')
  expect(session.status()).toBe(401)

  await useSession(page, driver)
  await page.goto('/en/driver-dashboard')
  await page.getByRole('button', { name: 'Log out' }).click()
  forgetSession()
  await expect(page).toHaveURL(/\/en$/)
  await page.goto('/en/driver-dashboard')
  await expect(page).toHaveURL(/\/en\/driver-login$/)
})
