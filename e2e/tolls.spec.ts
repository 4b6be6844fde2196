import { cli, createUser, expect, expectAccessible, test, type Credentials } from './fixtures.ts'
import { expectNoSideScroll, plain, useSession } from './dashboard-helpers.ts'

/** Tolls recorded at completion show as their own line on the ride and the receipt, in both languages. */

let passenger: Credentials
const SHOTS = process.env.RECEIPTS_SHOTS_DIR

test.beforeAll(async () => {
  test.setTimeout(120_000)
  const driver = await createUser('driver', { firstName: 'Kemal', extra: ['--verified'] })
  passenger = await createUser('passenger', { firstName: 'Nur' })
  const at = new Date(Date.now() - 86_400_000).toISOString()
  const ride = ['ride', 'create', '--passenger', passenger.email, '--driver', driver.email, '--status', 'COMPLETED']
  await cli(
    [...ride, '--fare', '310.00', '--tolls', '59.00', '--distance', '11.4', '--duration', '31'].concat([
      '--from',
      'Kadıköy İskelesi, Kadıköy',
      '--to',
      'Zorlu Center, Beşiktaş',
      '--created-at',
      at,
    ]),
  )
})

for (const { lang, width, path, tolls, total, fare } of [
  {
    lang: 'tr',
    width: 1280,
    path: '/passenger-dashboard',
    tolls: 'Köprü ve otoyol geçişleri',
    total: '₺369,00',
    fare: '₺310,00',
  },
  { lang: 'en', width: 375, path: '/en/passenger-dashboard', tolls: 'Tolls', total: '₺369.00', fare: '₺310.00' },
]) {
  test(`${lang} at ${width} px: the ride and its receipt show the tolls as their own line`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await useSession(page, passenger)
    await page.goto(`${path}?tab=rides`)
    const item = page.getByRole('listitem').filter({ hasText: 'Zorlu Center' })
    await expect(item).toContainText(fare)
    expect(plain(await item.getByText(tolls, { exact: true }).locator('..').textContent())).toContain(
      lang === 'tr' ? '₺59,00' : '₺59.00',
    )
    await expectAccessible(page)
    await expectNoSideScroll(page)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tolls-ride-${lang}-${width}.png`, fullPage: true })
    await item.getByRole('link', { name: lang === 'tr' ? /makbuzu/ : /Receipt of the ride/ }).click()
    const receipt = page.locator('article')
    await expect(receipt.getByRole('row', { name: new RegExp(tolls) })).toContainText(
      lang === 'tr' ? '₺59,00' : '₺59.00',
    )
    expect(plain(await receipt.getByRole('row', { name: lang === 'tr' ? /Toplam/ : /Total/ }).textContent())).toContain(
      total,
    )
    await expectAccessible(page)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tolls-receipt-${lang}-${width}.png`, fullPage: true })
  })
}
