import { createUser, expect, expectAccessible, signIn, test, type Credentials } from './fixtures.ts'
import { signInStaff, staffApi, staffScan } from './staff-session.ts'
import type { Page, TestInfo } from '@playwright/test'

/** Issue 25: a driver sends a document with its scan; staff open it on the driver's page and approve with a reason. */

// a 1×1 PNG: what a phone's photo of a document is, in miniature
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

let admin: Credentials
let driver: Credentials

test.beforeAll(async () => {
  test.setTimeout(120_000)
  admin = await createUser('admin', { firstName: 'Operasyon' })
  driver = await createUser('driver', {
    firstName: 'Hasan',
    lastName: 'Yıldız',
    extra: [
      '--license-number',
      '34-B-778812',
      '--vehicle-brand',
      'Fiat',
      '--vehicle-model',
      'Egea',
      '--vehicle-plate',
      '34 TBK 25',
      '--vehicle-color',
      'YELLOW',
    ],
  })
})

/** The page at 1280 and 375 px into this test's output folder (attached to the report). */
async function shoot(page: Page, info: TestInfo, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('a driver uploads a scan; staff open it on the driver’s page and approve with a reason and a confirmation', async ({
  page,
  browser,
}, info) => {
  test.slow() // two people, two languages, eight full-page screenshots: past the default 30 s on a busy machine
  await signIn(page, driver)
  await page.goto('/driver-dashboard')
  const form = page.getByRole('form', { name: 'Belge gönderin' })
  await form.getByLabel('Belge', { exact: true }).selectOption('DRIVING_LICENCE')
  await form.getByLabel('Belge numarası').fill('34-B-778812')
  await form.getByLabel('Veriliş tarihi').fill('2024-05-02')
  await form.getByLabel('Geçerlilik sonu').fill('2034-05-02')
  // without a file the form says so and sends nothing
  await form.getByRole('button', { name: 'Belgeyi gönderin' }).click()
  await expect(form.getByText('Belgenin dosyasını seçin.')).toBeVisible()
  await form
    .getByLabel('Tarama ya da fotoğraf')
    .setInputFiles({ name: 'ehliyet.png', mimeType: 'image/png', buffer: PNG })
  await form.getByRole('button', { name: 'Belgeyi gönderin' }).click()
  await expect(form.getByText('Alındı: belgenizi (sürücü belgesi) kontrol edeceğiz.')).toBeVisible()
  const card = page.getByRole('region', { name: /Doğrulama ve belgeler/ })
  await expect(card.getByRole('link', { name: 'Taramayı açın: sürücü belgesi' })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, info, 'driver-upload-tr')
  await page.goto('/en/driver-dashboard')
  await expect(page.getByRole('link', { name: 'Open the scan: driving licence' })).toBeVisible()
  await expectAccessible(page)
  await shoot(page, info, 'driver-upload-en')

  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await signInStaff(staff, admin)
  // the other four documents, so the driver can be approved
  for (const kind of ['DRIVER_PERMIT', 'VEHICLE_REGISTRATION', 'INSPECTION', 'INSURANCE']) {
    await staffApi(staff, 'PUT', `/admin/drivers/${driver.id}/documents/${kind}`, {
      number: `${kind}-25`,
      issuedOn: '2025-01-10',
      expiresOn: '2030-01-10',
    })
    await staffScan(staff, driver.id, kind, PNG)
  }
  await staff.goto(`/en/admin/drivers?id=${driver.id}`)
  await expect(staff.getByRole('heading', { name: 'Hasan Yıldız', level: 1 })).toBeVisible()
  await expect(staff.getByText('34 TBK 25 · Fiat Egea')).toBeVisible()
  await expect(staff.getByText('34-B-778812 ·')).toBeVisible()
  const scanLink = staff.getByRole('link', { name: 'Open the scan (PNG, 1 KB): Driving licence' })
  await expect(scanLink).toBeVisible()
  const [scan] = await Promise.all([staff.waitForEvent('popup'), scanLink.click()])
  await expect(scan).toHaveURL(new RegExp(`/api/v1/drivers/${driver.id}/documents/DRIVING_LICENCE/scan$`))
  const served = await staff.request.get(scan.url())
  expect(served.headers()['content-type']).toBe('image/png')
  expect(served.headers()['cache-control']).toBe('no-store')
  expect(Buffer.from(await served.body()).equals(PNG)).toBe(true)
  await scan.close()
  await expectAccessible(staff)
  await shoot(staff, info, 'admin-driver-en')

  // a decision needs a reason, then a confirmation that repeats it
  await staff.getByRole('button', { name: 'Approve: verified' }).click()
  await expect(staff.getByText('Reason is required')).toBeVisible()
  await expect(staff.getByRole('dialog')).toBeHidden()
  await staff.getByLabel('Reason for the decision').fill('Licence scan matches the record.')
  await staff.getByRole('button', { name: 'Approve: verified' }).click()
  const dialog = staff.getByRole('dialog', { name: 'Approve Hasan Yıldız as a verified driver?' })
  await expect(dialog.getByText('Reason: Licence scan matches the record.')).toBeVisible()
  await expectAccessible(staff)
  await dialog.getByRole('button', { name: 'Yes, approve' }).click()
  await expect(staff.getByText('Saved.')).toBeVisible()
  await expect(staff.getByRole('definition').filter({ hasText: /^Verified$/ })).toBeVisible()
  // decided: the form gives way to the decision (issue 30)
  await expect(staff.getByText(/^Decided: Verified\./)).toBeVisible()
  await expect(staff.getByLabel('Reason for the decision')).toBeHidden()
  await expect(staff.getByRole('button', { name: 'Approve: verified' })).toBeHidden()

  await staff.goto(`/admin/drivers?id=${driver.id}`)
  await expect(staff.getByRole('link', { name: 'Taramayı açın (PNG, 1 KB): Sürücü belgesi' })).toBeVisible()
  await expectAccessible(staff)
  await shoot(staff, info, 'admin-driver-tr')
  await staffContext.close()

  await page.reload()
  await expect(page.getByRole('region', { name: /Verification and documents/ }).getByText('Verified')).toBeVisible()
  // issue 30: once approved, every document reads "Accepted" (its state), not the scan's absence
  const documents = page.getByRole('region', { name: /Verification and documents/ }).getByRole('listitem')
  await expect(documents).toHaveCount(5)
  await expect(documents.getByText('Accepted', { exact: true })).toHaveCount(5)
})
