import { cli, createUser, expect, expectAccessible, signIn, test, type Credentials } from './fixtures.ts'
import { createRide } from './dashboard-helpers.ts'
import { addDays, istanbulDay } from '#shared/istanbul-days.ts'
import { shoot, signInStaff, staffApi, staffScan, verifyLinkFor } from './staff-session.ts'

/** The smallest PDF a scan can be. */
const SCAN_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')

/** Issue 14 part B in a browser: problem reports, driver verification and a KVKK deletion, staff side and user side. */

let admin: Credentials
let passenger: Credentials
let driver: Credentials
let rejected: Credentials

test.beforeAll(async () => {
  test.setTimeout(300_000)
  admin = await createUser('admin', { firstName: 'Operasyon' })
  passenger = await createUser('passenger', { firstName: 'Ayşe' })
  driver = await createUser('driver', { firstName: 'Mehmet', extra: ['--vehicle-plate', '34 KVK 14'] })
  rejected = await createUser('driver', { firstName: 'Kemal' })
  await createRide({ passenger, driver }, { status: 'COMPLETED', fare: '245.50', createdAt: '2026-11-20T08:30:00Z' })
})

test('a passenger reports a problem on a ride; staff answer it beside the ride; the passenger reads the answer', async ({
  page,
  browser,
}) => {
  await signIn(page, passenger)
  await page.goto('/en/passenger-dashboard')
  await page.getByRole('tab', { name: 'Profile' }).click()
  const form = page.getByRole('form', { name: 'Report a problem' })
  await form.getByRole('button', { name: 'Send report' }).click()
  await expect(form.getByText('Category is required')).toBeVisible()
  await form.getByLabel('What happened?').selectOption('long_route')
  await form.getByLabel('Ride').selectOption({ index: 1 })
  await form.getByLabel('Your message').fill('The driver took the bridge twice.')
  await form.getByRole('button', { name: 'Send report' }).click()
  await expect(form.getByText(/Your report PR-[0-9A-F]{8} has been received/)).toBeVisible()
  await expect(page.getByText('Not answered yet.')).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'passenger-profile-en')

  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await signInStaff(staff, admin)
  await staff.goto('/admin/problem-reports')
  await staff.getByRole('link', { name: /^PR-/ }).first().click()
  await expect(staff.getByText('Taksim Meydanı → Kadıköy İskelesi')).toBeVisible()
  await expectAccessible(staff)
  await shoot(staff, 'admin-problem-tr')
  await staff.getByLabel(/^Yanıt/).fill('Fark ücreti kartınıza iade edildi.')
  await staff.getByRole('button', { name: 'Yanıtı gönder' }).click()
  await expect(staff.getByText('Kaydedildi.')).toBeVisible()
  await expect(staff.getByRole('cell', { name: 'Sorun bildirimi yanıtlandı' })).toBeVisible()
  await staffContext.close()

  await page.reload()
  await page.getByRole('tab', { name: 'Profile' }).click()
  await expect(page.getByText('Fark ücreti kartınıza iade edildi.')).toBeVisible()
})

test('staff verify one driver and reject another; each driver’s dashboard shows it', async ({ page, browser }) => {
  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await signInStaff(staff, admin)
  // ten days from today in Istanbul, the calendar the dashboard counts days left in
  const soon = addDays(istanbulDay(new Date()), 10)
  for (const kind of ['DRIVING_LICENCE', 'DRIVER_PERMIT', 'VEHICLE_REGISTRATION', 'INSPECTION', 'INSURANCE']) {
    await staffApi(staff, 'PUT', `/admin/drivers/${driver.id}/documents/${kind}`, {
      number: `${kind}-7`,
      issuedOn: '2025-01-10',
      expiresOn: kind === 'INSURANCE' ? soon : '2028-01-10',
    })
    // approval needs every document scanned (issue 30)
    await staffScan(staff, driver.id, kind, SCAN_PDF, 'application/pdf')
  }
  await staff.goto('/en/admin/drivers')
  await expect(staff.getByRole('link', { name: 'Mehmet Driver' }).first()).toBeVisible()
  await expectAccessible(staff)
  await shoot(staff, 'admin-drivers-en')
  await staff.goto(`/en/admin/drivers?id=${driver.id}`)
  // issue 25: a decision needs a reason and a confirmation
  await staff.getByLabel('Reason for the decision').fill('Documents checked against the originals.')
  await staff.getByRole('button', { name: 'Approve: verified' }).click()
  await staff.getByRole('dialog').getByRole('button', { name: 'Yes, approve' }).click()
  await expect(staff.getByText('Saved.')).toBeVisible()
  await expect(staff.getByRole('cell', { name: 'Driver verified' })).toBeVisible()
  await shoot(staff, 'admin-driver-en')
  await staff.goto(`/en/admin/drivers?id=${rejected.id}`)
  await staff.getByLabel('Reason for the decision').fill('The permit photo is unreadable.')
  await staff.getByRole('button', { name: 'Reject', exact: true }).click()
  await staff.getByRole('dialog').getByRole('button', { name: 'Yes, reject' }).click()
  await expect(staff.getByText('Saved.')).toBeVisible()
  await staffContext.close()

  await signIn(page, driver)
  await page.goto('/driver-dashboard')
  const card = page.getByRole('region', { name: /Doğrulama ve belgeler/ })
  await expect(card.getByText('Doğrulandı')).toBeVisible()
  await expect(card.getByText(/Sigorta belgenizin süresi .* doluyor \(10 gün kaldı\)/)).toBeVisible()
  await expectAccessible(page)
  await shoot(page, 'driver-overview-tr')

  await page.context().clearCookies()
  await signIn(page, rejected)
  await page.goto('/en/driver-dashboard')
  await expect(page.getByText('Reason: The permit photo is unreadable.')).toBeVisible()
})

test('a KVKK deletion: requested on the site with a reference, completed by staff, the person can no longer sign in', async ({
  page,
  browser,
}) => {
  test.slow() // the requester's confirmation by the mailed link besides the staff's steps
  const leaving = await createUser('passenger', { firstName: 'Zeynep' })
  await page.goto('/en/hesap-silme-talebi')
  await page.getByLabel('Email address of your account').fill(leaving.email)
  await page.getByLabel('First name').fill('Zeynep')
  await page.getByLabel('Last name').fill('Kaya')
  await page.getByLabel('Reason for deletion').fill('Moving abroad')
  await page.getByRole('button', { name: 'Send request' }).click()
  const reference = (await page.getByText(/Your reference number is KVKK-\d{4}-\d{6}/).textContent())!.match(
    /KVKK-\d{4}-\d{6}/,
  )![0]

  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await signInStaff(staff, admin)
  await staff.goto('/en/admin/kvkk-requests')
  await expect(staff.getByRole('link', { name: reference })).toBeVisible()
  // "all" keeps it in the address: a reload and the back link keep the filter
  await staff.getByLabel('Status').selectOption('ALL')
  await staff.getByRole('button', { name: 'Apply' }).click()
  await expect(staff).toHaveURL(/status=ALL/)
  await staff.reload()
  await expect(staff.getByLabel('Status')).toHaveValue('ALL')
  await expectAccessible(staff)
  await shoot(staff, 'admin-kvkk-en')
  await staff.getByRole('link', { name: reference }).click()
  await expect(staff.getByRole('link', { name: 'Zeynep Passenger' })).toBeVisible()
  await expect(staff.getByText('To answer the request, first mark it in progress.')).toBeVisible()
  await expect(staff.getByRole('button', { name: 'Complete: anonymise this person' })).toHaveCount(0)
  await staff.getByRole('button', { name: 'Mark in progress' }).click()
  await expect(staff.getByText('The deletion can be completed once the requester is verified.')).toBeVisible()
  await expect(staff.getByRole('button', { name: 'Complete: anonymise this person' })).toHaveCount(0)

  // the owner of the address opens the mailed link and confirms
  await page.goto(await verifyLinkFor(leaving.email))
  await page.getByRole('button', { name: 'Yes, I asked for this' }).click()
  await expect(page.getByText(`Your request ${reference} is confirmed`)).toBeVisible()

  await staff.reload()
  await expect(staff.getByText(/Yes: opened the link we emailed/)).toBeVisible()
  await staff.getByRole('button', { name: 'Complete: anonymise this person' }).click()
  await staff.getByRole('button', { name: 'I understand, complete the deletion' }).click()
  await expect(staff.getByText('Completed', { exact: true })).toBeVisible()
  await expect(staff.getByRole('cell', { name: 'KVKK request completed: data deleted' })).toBeVisible()
  await shoot(staff, 'admin-kvkk-done-en')
  await staffContext.close()

  const attempt = await page.request.post('/api/auth/sign-in/email', {
    data: { email: leaving.email, password: leaving.password },
    headers: { origin: process.env.E2E_BASE_URL! },
  })
  expect(attempt.status()).toBe(401)
  expect(await cli(['deletion-requests', 'list'])).toContain(reference)
})
