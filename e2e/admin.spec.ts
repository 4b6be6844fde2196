import { mkdirSync } from 'node:fs'
import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'
import type { Page } from '@playwright/test'
import { createRide } from './dashboard-helpers.ts'
import { createUser, expect, expectAccessible, randomIp, test } from './fixtures.ts'

/**
 * Issue 14 in a browser: a new staff member signs in, enrols TOTP (QR code, key as text, backup
 * codes), reaches the back-office; a later sign-in asks for the code (here a backup code);
 * deactivating a passenger ends their sign-in with its own message. Codes come from the same
 * library better-auth checks them with.
 */
const codeOf = (key: string) => createOTP(base32.decode(key.replace(/\s+/g, ''))).totp()

async function signInOnPage(page: Page, email: string, password: string) {
  await page.goto('/en/login')
  await page.getByLabel('Email', { exact: false }).first().fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

test.use({ extraHTTPHeaders: { 'x-forwarded-for': randomIp() } })

test('staff enrol two-factor on first sign-in, then give a code at the next; the back-office is accessible', async ({
  page,
  consoleErrors,
}) => {
  if (process.env.ADMIN_SCREENSHOTS) test.setTimeout(300_000)
  const admin = await createUser('admin', { firstName: 'Ayla', lastName: 'Yönetici' })
  await signInOnPage(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/en\/admin\/two-factor$/)
  // the back-office's TR | EN switch is on the two-factor page too, by keyboard
  const switcher = page.getByRole('navigation', { name: 'Language' })
  await switcher.getByRole('link', { name: 'TR' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/two-factor$/)
  await expect(page).not.toHaveURL(/\/en\//)
  await expect(page.getByRole('heading', { name: 'İki adımlı giriş', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Şifreniz')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('navigation', { name: 'Dil' }).getByRole('link', { name: 'EN' }).click()
  await expect(page).toHaveURL(/\/en\/admin\/two-factor$/)
  await page.getByLabel('Your password').fill(admin.password)
  await page.getByRole('button', { name: 'Set up' }).click()
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const key = (await page.getByTestId('totp-secret').textContent())!
  const backupCodes = await page.getByTestId('backup-codes').locator('code').allTextContents()
  expect(backupCodes.length).toBeGreaterThan(5)
  await expectAccessible(page)
  if (process.env.ADMIN_SCREENSHOTS) {
    mkdirSync(process.env.ADMIN_SCREENSHOTS, { recursive: true })
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({
        path: `${process.env.ADMIN_SCREENSHOTS}/two-factor-enrol-en-${width}.png`,
        fullPage: true,
      })
    }
    await page.setViewportSize({ width: 1280, height: 800 })
  }
  await page.getByLabel('6-digit code from the app').fill('000000')
  await page.getByRole('button', { name: 'Verify and continue' }).click()
  await expect(page.getByRole('alert')).toContainText('not right')
  await page.getByLabel('6-digit code from the app').fill(await codeOf(key))
  await page.getByRole('button', { name: 'Verify and continue' }).click()
  await expect(page).toHaveURL(/\/en\/admin$/)
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Staff' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Staff' }).click()
  await expect(page.getByRole('cell', { name: admin.email })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/en\/login$/)
  await signInOnPage(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/en\/admin\/two-factor$/)
  await expect(page.getByText('Enter the 6-digit code')).toBeVisible()
  await page.getByRole('button', { name: 'Use a backup code instead' }).click()
  await page.getByLabel('Backup code').fill(backupCodes[0]!)
  await page.getByRole('button', { name: 'Verify and continue' }).click()
  await expect(page).toHaveURL(/\/en\/admin$/)
  await searchAndOpenRide(page)
  expect(consoleErrors.filter((e) => !/status of 40[13]/.test(e))).toEqual([])
  if (process.env.ADMIN_SCREENSHOTS) {
    await adminScreenshots(page)
    console.log(consoleErrors.join('\n'))
  }
})

test('a staff member deactivates a passenger: their sign-in is refused with a clear message; the audit trail shows it', async ({
  page,
  browser,
}) => {
  test.slow() // two sign-ins, a reload and the staff page's notice besides the deactivation
  if (process.env.ADMIN_SCREENSHOTS) test.setTimeout(300_000)
  const support = await createUser('support', { firstName: 'Sena', lastName: 'Destek' })
  const passenger = await createUser('passenger', { firstName: 'Pelin', lastName: 'Yolcu' })
  await signInOnPage(page, support.email, support.password)
  await page.getByLabel('Your password').fill(support.password)
  await page.getByRole('button', { name: 'Set up' }).click()
  const key = (await page.getByTestId('totp-secret').textContent())!
  await page.getByLabel('6-digit code from the app').fill(await codeOf(key))
  await page.getByRole('button', { name: 'Verify and continue' }).click()
  await expect(page).toHaveURL(/\/en\/admin$/)
  await expect(page.getByRole('link', { name: 'Staff' })).toHaveCount(0)
  // a support agent who opens the staff page by its address is told why it is not theirs
  await page.goto('/en/admin/staff')
  await expect(page.getByText('Only administrators manage staff accounts.', { exact: false })).toBeVisible()
  await expect(page).toHaveURL(/\/en\/admin\/staff$/)
  await page.goto('/en/admin')

  await page.getByRole('link', { name: 'Users' }).click()
  await page.getByLabel('Name, e-mail or phone').fill(passenger.email)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('cell', { name: passenger.email })).toBeVisible()
  // the filter lives in the address: a reload keeps it
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(passenger.email).replace(/\./g, '\\.')}`))
  await page.reload()
  await expect(page.getByLabel('Name, e-mail or phone')).toHaveValue(passenger.email)
  await expect(page.getByRole('cell', { name: passenger.email })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('link', { name: 'Pelin Yolcu' }).click()
  await expect(page.getByRole('heading', { name: 'Pelin Yolcu' })).toBeVisible()
  await page.getByRole('button', { name: 'Deactivate account' }).click()
  await page.getByLabel('Reason (kept in the audit log)').fill('Fraud report #41')
  await page.getByRole('button', { name: 'Confirm: Deactivate account' }).click()
  await expect(page.getByText('Saved. The audit log has the entry.')).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Account deactivated' })).toBeVisible()
  await expect(page.getByText('Account active: Yes → No')).toBeVisible()
  await expectAccessible(page)

  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': randomIp() } })
  const passengerPage = await other.newPage()
  await signInOnPage(passengerPage, passenger.email, passenger.password)
  await expect(passengerPage.getByRole('alert')).toContainText('deactivated')
  await other.close()

  if (process.env.ADMIN_SCREENSHOTS) await screenshots(page)
})

/** Issue 30: the rides list's one search box finds a passenger by name, Turkish letters typed plain; the whole row opens the ride. */
async function searchAndOpenRide(page: Page) {
  const passenger = await createUser('passenger', { firstName: 'Gülşen', lastName: 'Aramaoğlu' })
  const driver = await createUser('driver', { firstName: 'Mert', lastName: 'Şoför', extra: ['--verified'] })
  await createRide({ passenger, driver }, { status: 'COMPLETED', fare: '99.00', createdAt: new Date().toISOString() })
  await page.goto('/en/admin/rides')
  await page.getByLabel('Search: plate, phone, name, receipt number or ride id').fill('gulsen aramaoglu')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/q=gulsen/)
  const rows = page.getByRole('table', { name: 'Rides' }).locator('tbody tr')
  await expect(rows).toHaveCount(1)
  await expectAccessible(page)
  // a click on the route, not on the date's link, opens the ride
  await rows.first().getByRole('cell').nth(2).click()
  await expect(page).toHaveURL(/\/en\/admin\/rides\/[^/?]+$/)
  await page.goBack()
  // the keyboard reaches the row's real link
  await rows.first().getByRole('link').focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/admin\/rides\/[^/?]+$/)
}

/** The ADMIN-only staff page and a ride's page, for the screenshots. */
async function adminScreenshots(page: Page) {
  const passenger = await createUser('passenger', { firstName: 'Ece', lastName: 'Yolcu' })
  const driver = await createUser('driver', { firstName: 'Mert', lastName: 'Şoför', extra: ['--verified'] })
  await createRide({ passenger, driver }, { status: 'COMPLETED', fare: '245.50', createdAt: new Date().toISOString() })
  await page.goto(`/en/admin/rides?`)
  await page.getByRole('link').filter({ hasText: /\d{4}/ }).first().click()
  await page.locator('h1').first().waitFor()
  const rideUrl = new URL(page.url()).pathname.replace(/^\/en/, '')
  await screenshots(page, { staff: '/admin/staff', ride: rideUrl, rides: '/admin/rides' })
}

/** Pages at 1280 and 375 px in Turkish and English (ADMIN_SCREENSHOTS=<folder>). */
async function screenshots(page: Page, given?: Record<string, string>) {
  const dir = process.env.ADMIN_SCREENSHOTS!
  mkdirSync(dir, { recursive: true })
  const userUrl = new URL(page.url()).pathname.replace(/^\/en/, '')
  const pages = given ?? {
    overview: '/admin',
    users: '/admin/users',
    user: userUrl,
    audit: '/admin/audit-log',
    drivers: '/admin/drivers',
  }
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    for (const lang of ['tr', 'en']) {
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(lang === 'en' ? `/en${path}` : path)
        await page.locator('h1').first().waitFor()
        await page.waitForTimeout(400)
        await page.screenshot({ path: `${dir}/${name}-${lang}-${width}.png`, fullPage: true })
      }
    }
  }
}
