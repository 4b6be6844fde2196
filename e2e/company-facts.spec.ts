import { createUser, expect, test } from './fixtures.ts'
import { useSession } from './dashboard-helpers.ts'

/** Law No. 6563: the company's identity in every public footer; the panels link to support and the legal pages. */
for (const { path, labels, notProvided } of [
  {
    path: '/destek',
    labels: ['Ticaret unvanı', 'MERSİS no.', 'Ticaret sicil no.', 'Merkez adresi', 'KEP adresi', 'E-posta', 'Telefon'],
    notProvided: 'Henüz belirtilmedi',
  },
  {
    path: '/en/privacy-policy',
    labels: ['Trade name', 'MERSİS no.', 'Trade registry no.', 'Registered address', 'KEP address', 'Email', 'Phone'],
    notProvided: 'Not provided yet',
  },
]) {
  test(`${path}: the footer lists every company fact, an unset one said so plainly (no made-up value)`, async ({
    page,
  }) => {
    await page.goto(path)
    const facts = page.getByRole('contentinfo').locator('.company-facts dt')
    await expect(facts).toHaveText(labels)
    // the e2e build sets no VITE_SITE_* company fact (issue 30, item 20)
    await expect(page.getByRole('contentinfo').locator('.company-facts dd').first()).toHaveText(notProvided)
    await expect(page.getByRole('contentinfo')).not.toContainText(/yer tutucu|placeholder|0000-0000/)
  })
}

test('prints as a clean document: no header, buttons or menus', async ({ page }) => {
  await page.goto('/privacy-policy')
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('header.site-header')).toBeHidden()
  await expect(page.getByRole('link', { name: 'Hesabınızın silinmesini isteyin' })).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('.company-facts')).toBeVisible()
})

test('the passenger panel has a footer with support, privacy policy and terms', async ({ page }) => {
  const passenger = await createUser('passenger')
  await useSession(page, passenger)
  await page.goto('/en/passenger-dashboard')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link')).toHaveText(['Support Center', 'Privacy Policy', 'Terms of Service'])
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/en/terms-of-service')
})
