import { expect, expectAccessible, test } from './fixtures.ts'

/** Unknown addresses: a 404 in the visitor's language with the ways on (issue 9); /favicon.ico exists. */
const CASES = [
  {
    path: '/destek/xyz',
    title: 'Sayfa bulunamadı | Durak',
    links: { 'Ana sayfa': '/', 'Destek Merkezi': '/destek', 'Giriş yapın': '/login' },
  },
  {
    path: '/en/no-such-page',
    title: 'Page not found | Durak',
    links: { Home: '/en', 'Support Center': '/en/destek', 'Sign in': '/en/login' },
  },
]

for (const { path, title, links } of CASES) {
  test(`${path} answers 404 with a translated title and links to home, support and sign-in`, async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle(title)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.replace(' | Durak', ''))
    const main = page.getByRole('main')
    for (const [name, href] of Object.entries(links)) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    // Nothing in the navigation is marked as the current page.
    await expect(page.locator('header [aria-current="page"]')).toHaveCount(0)
    await expectAccessible(page)
    expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([])
  })
}

test('/favicon.ico is served as an icon', async ({ request }) => {
  const response = await request.get('/favicon.ico')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
  expect((await response.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]))
})
