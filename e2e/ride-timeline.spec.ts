import { cli, createUser, expect, expectAccessible, signIn, test, type Credentials } from './fixtures.ts'
import { expectNoSideScroll, plain } from './dashboard-helpers.ts'

/** Issue 12: a ride's timeline and the cancellation fee charged, on the passenger's rides tab. */

let passenger: Credentials

test.beforeAll(async () => {
  test.setTimeout(120_000)
  passenger = await createUser('passenger', { firstName: 'Elif' })
  const driver = await createUser('driver', { firstName: 'Mehmet' })
  await cli([
    'ride',
    'create',
    '--passenger',
    passenger.email,
    '--driver',
    driver.email,
    '--status',
    'CANCELLED',
    '--fare',
    '0',
    '--cancellation-fee',
    '50',
    '--distance',
    '0',
    '--duration',
    '0',
    '--from',
    'Taksim Meydanı',
    '--to',
    'Kadıköy İskelesi',
    '--created-at',
    '2026-01-31T22:30:00Z',
  ])
})

test('the rides tab shows the fee charged and, on demand, each step with its Istanbul time', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await signIn(page, passenger)
  await page.goto('/en/passenger-dashboard?tab=rides')
  const ride = page.locator('.ride-list > li:not(.ride--skeleton)').first()
  await expect(ride).toContainText('Cancellation fee')
  expect(plain(await ride.textContent())).toContain('₺50.00')
  const toggle = ride.getByRole('button', { name: 'Show timeline' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  const steps = ride.getByRole('list', { name: 'Timeline' }).getByRole('listitem')
  await expect(steps).toHaveCount(3)
  await expect(steps.nth(0)).toContainText('Requested · Passenger')
  await expect(steps.nth(0)).toContainText('Feb 1, 2026 01:30')
  await expect(steps.nth(1)).toContainText('Driver assigned · Driver')
  await expect(steps.nth(2)).toContainText('Cancelled · Passenger')
  await expect(steps.nth(2)).toContainText('Feb 1, 2026 01:32')
  await expectNoSideScroll(page)
  await expectAccessible(page)
})
