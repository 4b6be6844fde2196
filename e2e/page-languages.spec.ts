import { localePath, PAGES, type PageKey } from '#shared/routes.ts'
import { expect, test } from './fixtures.ts'

/**
 * Pages with a route module per language (decision 008: each bundles its own language's catalog):
 * the TR | EN switch navigates in the app between the two modules, and each shows its language's
 * texts, both ways, with nothing missing and no console error.
 */
const PER_LANGUAGE: [PageKey, RegExp, RegExp][] = [
  ['fareEstimate', /Ücret hesapla/, /Fare estimate/],
  ['support', /Destek Merkezi/, /Support Center/],
  ['login', /Giriş/, /Sign in/],
  ['passengerRegistration', /Yolcu/, /Passenger/],
]

for (const [key, turkish, english] of PER_LANGUAGE) {
  test(`${key}: the language switch moves between the Turkish and English modules in the app`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(localePath(PAGES[key], 'tr'))
    const heading = page.locator('h1').first()
    await expect(heading).toHaveText(turkish)
    // a navigation inside the app, not a page load: the window keeps its marker
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await page.getByRole('link', { name: 'EN', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${localePath(PAGES[key], 'en')}$`))
    await expect(heading).toHaveText(english)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    await page.getByRole('link', { name: 'TR', exact: true }).click()
    await expect(heading).toHaveText(turkish)
    // no untranslated key on the page in either language
    await expect(page.locator('main')).not.toContainText(/\b[a-z]+\.[a-z]+[A-Z]\w*\b/)
    expect(consoleErrors).toEqual([])
  })
}
