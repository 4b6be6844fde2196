import { createRide, expectNoSideScroll, plain, useSession } from './dashboard-helpers.ts'
import { createUser, expect, expectAccessible, test, type Credentials } from './fixtures.ts'

/** The public fare estimator (issue 13) and the fare check on the ride lists. */

const TR = '/ucret-hesapla'
const EN = '/en/fare-estimate'

test.describe('estimator page', () => {
  for (const { path, lang, title, tableTitle } of [
    { path: TR, lang: 'tr', title: 'Ücret hesaplama', tableTitle: 'Güncel taksi tarifeleri' },
    { path: EN, lang: 'en', title: 'Fare estimate', tableTitle: 'Tariffs we know' },
  ]) {
    for (const width of [1280, 375]) {
      test(`${lang} at ${width} px: accessible, tariff table, no sideways scrolling`, async ({
        page,
        consoleErrors,
      }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
        await expect(page.getByRole('heading', { name: tableTitle })).toBeVisible()
        await expect(
          page.getByRole('button', { name: lang === 'tr' ? 'Ücreti hesaplayın' : 'Estimate the fare' }),
        ).toBeEnabled()
        // once running, the rows in effect today are marked: İstanbul yellow, Ankara, Bursa, Eskişehir
        await expect(page.locator('.fares-table__current')).toHaveCount(4)
        // the period and the mark read as one line, the date with its suffix (issue 30, item 17)
        const since = lang === 'tr' ? '16 Şub 2026' : 'Feb 16, 2026'
        await expect(page.locator('.fares-table__current td', { hasText: since }).first()).toHaveText(
          lang === 'tr' ? '16 Şub 2026’dan beri · bugün geçerli' : 'Since Feb 16, 2026 · in effect today',
        )
        await expectNoSideScroll(page)
        await expectAccessible(page)
        expect(consoleErrors).toEqual([])
      })
    }
  }

  test('an estimate through the form: breakdown, tolls and service fee as lines, source and the meter note', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(EN)
    await page.getByLabel('City', { exact: true }).selectOption('Istanbul')
    await page.getByLabel('Taxi class').selectOption('yellow')
    await page.getByLabel('Trip distance (km)').fill('10')
    await page.getByLabel('Expected waiting in traffic (minutes)').fill('10')
    await page.getByLabel('Tolls (TL, optional)').fill('47.50')
    await page.getByRole('button', { name: 'Estimate the fare' }).click()
    const result = page.getByRole('region', { name: /Estimated fare/ })
    await expect(result.getByRole('heading', { level: 2 })).toBeFocused()
    const rows = await result.getByRole('row').allTextContents()
    expect(rows.map(plain)).toEqual([
      'Opening fare₺65.40',
      'Distance: 10 km × ₺43.56/km₺435.60',
      'Waiting: 10 min × ₺544.45/hour₺90.74',
      'Meter₺591.74',
      'Fare by the tariff₺591.74',
      'Tolls₺47.50',
      'Durak service fee₺0.00',
      'Total₺639.24',
    ])
    await expect(result).toContainText('Tariff in effect since Feb 16, 2026')
    await expect(result).toContainText('council decision, +20%')
    await expect(result).toContainText('The taxi’s meter decides the final fare')
    expect(consoleErrors).toEqual([])
  })

  test('in Turkish: the short-trip minimum, a city without a tariff, and field errors', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(TR)
    await page.getByLabel('Yolculuk mesafesi (km)').fill('1,5')
    await page.getByRole('button', { name: 'Ücreti hesaplayın' }).click()
    const result = page.getByRole('region', { name: /Tahmini ücret/ })
    await expect(result.getByRole('heading', { level: 2 })).toHaveText(/₺210,00/)
    await expect(result.getByRole('row', { name: /İndi-bindi/ })).toContainText('₺210,00')
    await page.getByLabel('Şehir', { exact: true }).selectOption('Izmir')
    await page.getByRole('button', { name: 'Ücreti hesaplayın' }).click()
    await expect(page.getByRole('heading', { name: 'Tarife henüz bilinmiyor' })).toBeFocused()
    await expect(page.getByText('İzmir taksi tarifesini henüz bilmiyoruz')).toBeVisible()
    await page.getByLabel('Yolculuk mesafesi (km)').fill('abc')
    await page.getByRole('button', { name: 'Ücreti hesaplayın' }).click()
    await expect(page.getByLabel('Yolculuk mesafesi (km)')).toBeFocused()
    await expect(page.getByText('0’dan büyük ve en fazla 500 km bir mesafe girin')).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test('without JavaScript the tariff table and the explanation are there', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(TR)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ücret hesaplama')
    // Chromium's JavaScript switch leaves <noscript> unrendered, so read it from the HTML
    expect(await page.content()).toContain('<noscript><p class="alert alert--info">Hesaplayıcı JavaScript gerektirir.')
    await expect(page.getByRole('button', { name: 'Ücreti hesaplayın' })).toBeDisabled()
    const yellow = page.getByRole('row', { name: /İstanbul Sarı taksi .*16 Şub 2026’dan beri/ })
    await expect(yellow).toContainText('₺65,40')
    await expect(yellow).toContainText('₺43,56')
    await expect(yellow).toContainText('₺210,00')
    await expect(yellow).toContainText('₺544,45')
    await expect(page.getByText('Ücret = açılış ücreti + kilometre × kilometre ücreti')).toBeVisible()
    await expect(page.getByText(/Tarifesi henüz bilinmeyen şehirler: İzmir, Antalya/)).toBeVisible()
    await context.close()
  })
})

test.describe('fare check on the ride lists', () => {
  let passenger: Credentials
  let driver: Credentials
  let aboveRideId: string
  test.beforeAll(async () => {
    test.setTimeout(300_000)
    passenger = await createUser('passenger', { firstName: 'Elif', extra: ['--city', 'Istanbul'] })
    driver = await createUser('driver', { firstName: 'Kemal', extra: ['--city', 'Istanbul'] })
    // 5.2 km in 14 min by the 16 Feb 2026 İstanbul yellow tariff: ₺257.94 – ₺382.15
    await createRide(
      { passenger, driver },
      { status: 'COMPLETED', fare: '320.00', createdAt: '2026-11-02T09:00:00Z', from: 'Fits Street' },
    )
    const created = await createRide(
      { passenger, driver },
      { status: 'COMPLETED', fare: '600.00', createdAt: '2026-11-03T09:00:00Z', from: 'Above Street' },
    )
    aboveRideId = /Created ride (\S+)/.exec(created)![1]!
  })

  for (const { who, path, lang } of [
    { who: 'passenger', path: '/en/passenger-dashboard?tab=rides', lang: 'en' },
    { who: 'driver', path: '/driver-dashboard?tab=rides', lang: 'tr' },
  ] as const) {
    test(`the ${who} sees one ride within the tariff and one above it, with a report link`, async ({
      page,
      consoleErrors,
    }) => {
      await useSession(page, who === 'passenger' ? passenger : driver)
      await page.goto(path)
      const fits = page.getByRole('listitem').filter({ hasText: 'Fits Street' })
      const above = page.getByRole('listitem').filter({ hasText: 'Above Street' })
      const [fitsText, aboveText, report] =
        lang === 'en'
          ? ['Fits the tariff', 'Above the tariff', 'Report a problem with this ride']
          : ['Tarifeye uygun', 'Tarifenin üstünde', 'Bu yolculukla ilgili sorun bildirin']
      await expect(fits).toContainText(fitsText)
      await expect(fits.getByRole('link', { name: report })).toHaveCount(0)
      await expect(above).toContainText(aboveText)
      await expect(above).toContainText(lang === 'en' ? '₺257.94 – ₺382.15' : '₺257,94 – ₺382,15')
      await above.getByRole('link', { name: report }).click()
      await expect(page).toHaveURL(new RegExp(`/destek\\?tab=contact&category=payment&ride=${aboveRideId}$`))
      const message = page.getByRole('textbox', { name: lang === 'en' ? 'Message' : 'Mesaj' })
      await expect(message).toHaveValue(
        lang === 'en'
          ? `About my ride ${aboveRideId}: the fare looks higher than the city tariff. `
          : `${aboveRideId} numaralı yolculuğum hakkında: ücret şehir tarifesinin üstünde görünüyor. `,
      )
      await expect(page.getByRole('combobox', { name: lang === 'en' ? 'Category' : 'Kategori' })).toHaveValue('payment')
      await expectAccessible(page)
      expect(consoleErrors).toEqual([])
    })
  }
})
