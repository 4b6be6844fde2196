import { PAGES, localePath } from '#shared/routes.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

const DOCS = [
  {
    page: PAGES.privacyPolicy,
    sections: 12,
    en: {
      title: 'Privacy Policy',
      date: 'January 1, 2025',
      facts: [
        'Law No. 6698',
        'Under Article 11 of Law No. 6698 you have the right to:',
        'claim compensation if you suffer damage because your data was processed unlawfully.',
        'at the latest within 30 days',
        'Durak is not directed at children under 13',
        'durak.session_token',
        'no analytics, advertising or tracking cookies',
        'The data controller within the meaning of Law No. 6698 is Durak Teknoloji A.Ş.',
      ],
    },
    tr: {
      title: 'Gizlilik Politikası',
      date: '1 Ocak 2025',
      facts: [
        '6698 sayılı Kanun anlamında veri sorumlusu Durak Teknoloji A.Ş.',
        '6698 sayılı Kanun’un 11. maddesi uyarınca şu haklara sahipsiniz:',
        'en geç 30 gün içinde',
        'Durak 13 yaşından küçük çocuklara yönelik değildir',
        'durak.session_token',
      ],
    },
  },
  {
    page: PAGES.termsOfService,
    sections: 16,
    en: {
      title: 'Terms of Service',
      date: 'January 1, 2025',
      facts: [
        'Cancellation is free before a driver is assigned and for the first 2 minutes after assignment.',
        'a cancellation fee applies',
        'cash, credit card or mobile payment',
        'These terms are governed by the laws of the Republic of Türkiye. The courts and enforcement offices of Istanbul are competent',
        '20 major cities',
      ],
    },
    tr: {
      title: 'Kullanım Koşulları',
      date: '1 Ocak 2025',
      facts: [
        'Şoför atanmadan önce ve atamadan sonraki ilk 2 dakika içinde iptal ücretsizdir.',
        'Nakit, kredi kartı veya mobil ödeme',
        'Türkiye Cumhuriyeti kanunlarına tabidir',
        'İstanbul mahkemeleri ve icra daireleri yetkilidir',
      ],
    },
  },
] as const

for (const doc of DOCS) {
  for (const lang of ['en', 'tr'] as const) {
    const url = localePath(doc.page, lang)
    const text = doc[lang]

    test(`${url} has ${doc.sections} sections, each one <h2>, the date and the required facts`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(url)
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible()
      await expect(page.locator('time[datetime="2025-01-01"]')).toHaveText(text.date)
      const article = page.getByRole('article')
      await expect(article.getByRole('heading', { level: 2 })).toHaveCount(doc.sections)
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(doc.sections)
      for (const fact of text.facts) await expect(article).toContainText(fact)
      expect(consoleErrors).toEqual([])
    })

    test(`${url} contents link to every section`, async ({ page, consoleErrors }) => {
      await page.goto(url)
      const toc = page.getByRole('navigation', { name: lang === 'en' ? 'Contents' : 'İçindekiler' })
      const links = toc.getByRole('link')
      await expect(links).toHaveCount(doc.sections)
      const headings = page.getByRole('article').getByRole('heading', { level: 2 })
      for (let index = 0; index < doc.sections; index++) {
        const href = await links.nth(index).getAttribute('href')
        expect(href).toMatch(/^#[a-z0-9-]+$/)
        await expect(headings.nth(index)).toHaveAttribute('id', href!.slice(1))
        await expect(headings.nth(index)).toHaveText(new RegExp(`^${index + 1}\\. \\S`))
        // The link text is the heading without its number.
        const title = (await headings.nth(index).textContent())!.replace(/^\d+\.\s*/, '')
        await expect(links.nth(index)).toHaveText(title)
      }
      const last = links.nth(doc.sections - 1)
      await last.click()
      const target = (await last.getAttribute('href'))!
      await expect(page).toHaveURL(new RegExp(`${target}$`))
      await expect(page.locator(target)).toBeInViewport()
      expect(consoleErrors).toEqual([])
    })

    for (const width of [1280, 375]) {
      test(`${url} has no axe violations at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(url)
        await expect(page.getByRole('article')).toBeVisible()
        await expectAccessible(page)
      })
    }
  }
}

test('the privacy policy lists exactly the cookies the site sets', async ({ page }) => {
  await page.goto(localePath(PAGES.privacyPolicy, 'en'))
  const table = page.getByRole('table', { name: 'Cookies set by durak.com.tr' })
  const names = await table.locator('tbody th').allTextContents()
  expect(names).toEqual(['durak.session_token', 'lang'])
})

test('the privacy policy links to the deletion form in the same language', async ({ page }) => {
  await page.goto(localePath(PAGES.privacyPolicy, 'en'))
  await page.getByRole('link', { name: 'account-deletion request form' }).click()
  await expect(page).toHaveURL(/\/en\/hesap-silme-talebi$/)
  await page.goto(PAGES.privacyPolicy)
  await page.getByRole('link', { name: 'hesap silme talep formunu' }).click()
  await expect(page).toHaveURL(/\/hesap-silme-talebi$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
})
