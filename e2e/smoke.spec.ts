import { LANGS, localePath, PAGES } from '#shared/routes.ts'
import { expect, test } from './fixtures.ts'

test.describe('every route of the spec answers in both languages', () => {
  for (const lang of LANGS) {
    for (const [key, path] of Object.entries(PAGES)) {
      const url = localePath(path, lang)
      test(`${url} (${key}) loads with <html lang="${lang}">`, async ({ page, consoleErrors }) => {
        const response = await page.goto(url)
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.locator('h1').first()).toBeVisible()
        expect(consoleErrors).toEqual([])
      })
    }
  }

  test('an unknown path gets a 404 page with a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeVisible()
  })

  test('the TR | EN switch goes to the twin page and is remembered', async ({ page }) => {
    await page.goto(PAGES.support)
    await page.getByRole('link', { name: 'EN' }).click()
    await expect(page).toHaveURL(/\/en\/destek$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const cookies = await page.context().cookies()
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('en')
  })
})

test.describe('first visit language', () => {
  test.use({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' } })
  test('a browser preferring English is sent to the /en twin', async ({ page }) => {
    await page.goto(PAGES.privacyPolicy)
    await expect(page).toHaveURL(/\/en\/privacy-policy$/)
  })
})
