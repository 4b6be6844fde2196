import { CITIES } from '#shared/constants.ts'
import { PAGES, localePath } from '#shared/routes.ts'
import { SITE } from '#shared/site-config.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

const EN = localePath(PAGES.support, 'en')
const TR = PAGES.support

/** Headless Chromium has no mail program: it reports that it could not open mailto: links. */
const withoutMailtoNoise = (errors: string[]) => errors.filter((e) => !/Failed to launch 'mailto:/.test(e))

const FAQ_EN = [
  'How do I register?',
  'How do I call a taxi?',
  'How can I pay?',
  'How do I become a Durak driver?',
  'What does Premium membership offer?',
  'How does Durak keep me safe?',
  'Can I cancel a ride?',
  'Which cities do you serve?',
]

test.describe('tabs', () => {
  test('FAQ, Contact and Emergency are tabs; the FAQ is open by default', async ({ page, consoleErrors }) => {
    await page.goto(EN)
    const tablist = page.getByRole('tablist', { name: 'Support sections' })
    await expect(tablist.getByRole('tab')).toHaveText(['FAQ', 'Contact', 'Emergency'])
    await expect(page.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'FAQ' })).toBeVisible()
    await expect(page.getByRole('tabpanel')).toHaveCount(1) // closed panels are hidden
    expect(consoleErrors).toEqual([])
  })

  test('arrow keys, Home and End move between tabs with a roving tabindex, and the URL follows', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(EN)
    await expect(page.locator('.support[data-hydrated]')).toHaveCount(1) // keys do nothing before hydration
    const faq = page.getByRole('tab', { name: 'FAQ' })
    const contact = page.getByRole('tab', { name: 'Contact' })
    const emergency = page.getByRole('tab', { name: 'Emergency' })
    await faq.focus()
    await page.keyboard.press('ArrowRight')
    await expect(contact).toBeFocused()
    await expect(contact).toHaveAttribute('aria-selected', 'true')
    await expect(contact).toHaveAttribute('tabindex', '0')
    await expect(faq).toHaveAttribute('tabindex', '-1')
    await expect(page).toHaveURL(/\?tab=contact$/)
    await expect(page.getByRole('tabpanel', { name: 'Contact' })).toBeVisible()
    await page.keyboard.press('End')
    await expect(emergency).toBeFocused()
    await expect(page).toHaveURL(/\?tab=emergency$/)
    await page.keyboard.press('ArrowRight') // wraps
    await expect(faq).toBeFocused()
    await page.keyboard.press('ArrowLeft') // wraps back
    await expect(emergency).toBeFocused()
    await page.keyboard.press('Home')
    await expect(faq).toHaveAttribute('aria-selected', 'true')
    // Tab leaves the tablist for the open panel.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('tabpanel', { name: 'FAQ' })).toBeFocused()
    expect(consoleErrors).toEqual([])
  })

  test('a link opens a tab, and back and forward move between tabs', async ({ page, consoleErrors }) => {
    await page.goto(`${EN}?tab=emergency`)
    await expect(page.getByRole('tab', { name: 'Emergency' })).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('tab', { name: 'Contact' }).click()
    await expect(page).toHaveURL(/\?tab=contact$/)
    await expect(page.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true')
    await page.goBack()
    await expect(page.getByRole('tab', { name: 'Emergency' })).toHaveAttribute('aria-selected', 'true')
    await page.goForward()
    await expect(page.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true')
    expect(consoleErrors).toEqual([])
  })

  test('the language switch keeps the open tab', async ({ page }) => {
    await page.goto(`${EN}?tab=emergency`)
    await page.getByRole('link', { name: 'TR', exact: true }).click()
    await expect(page).toHaveURL(/\/destek\?tab=emergency$/)
    await expect(page.getByRole('tab', { name: 'Acil Durum' })).toHaveAttribute('aria-selected', 'true')
  })
})

test.describe('FAQ', () => {
  test('has the 8 questions as an accordion with real answers', async ({ page }) => {
    await page.goto(EN)
    const panel = page.getByRole('tabpanel', { name: 'FAQ' })
    const questions = panel.locator('summary')
    await expect(questions).toHaveText(FAQ_EN)
    const answer = page.getByText('Cancelling is free before a driver is assigned and for the first 2 minutes')
    await expect(answer).toBeHidden()
    await questions.nth(6).click()
    await expect(answer).toBeVisible()
    await questions.nth(7).press('Enter')
    const cities = page.getByText('Durak serves 20 major cities:')
    await expect(cities).toBeVisible()
    for (const city of CITIES) await expect(cities).toContainText(city)
    await questions.nth(2).click()
    await expect(page.getByText('You can pay by cash, credit card or mobile payment.')).toBeVisible()
  })

  test('is in Turkish on the Turkish page', async ({ page }) => {
    await page.goto(TR)
    const questions = page.getByRole('tabpanel', { name: 'SSS' }).locator('summary')
    await expect(questions).toHaveCount(8)
    await expect(questions.first()).toHaveText('Nasıl kayıt olurum?')
    await questions.nth(7).click()
    await expect(page.getByText('Durak 20 büyük şehirde hizmet veriyor:')).toContainText('İstanbul')
  })
})

test.describe('contact', () => {
  test('shows the support e-mail and the messaging number with mailto and chat links', async ({ page }) => {
    await page.goto(`${EN}?tab=contact`)
    const panel = page.getByRole('tabpanel', { name: 'Contact' })
    await expect(panel.getByRole('link', { name: SITE.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${SITE.supportEmail}`,
    )
    const chat = panel.getByRole('link', { name: /\+90 530 555 38 72/ })
    await expect(chat).toHaveAttribute('href', `https://wa.me/${SITE.messagingNumber}`)
    await expect(chat).toHaveAttribute('target', '_blank')
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('a category tile opens Contact with that category chosen and the form focused', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(EN)
    await expect(page.locator('.support[data-hydrated]')).toHaveCount(1)
    await page.getByRole('link', { name: /^Payment/ }).click()
    await expect(page).toHaveURL(/\?tab=contact&category=payment$/)
    await expect(page.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByLabel('Category')).toHaveValue('payment')
    await expect(page.getByLabel('Full name')).toBeFocused()
    await page.getByRole('link', { name: /^Driver operations/ }).click()
    await expect(page.getByLabel('Category')).toHaveValue('driver')
    // Choosing in the list updates the URL, so the link can be shared.
    await page.getByLabel('Category').selectOption('technical')
    await expect(page).toHaveURL(/\?tab=contact&category=technical$/)
    expect(consoleErrors).toEqual([])
  })

  test('a deep link with a category preselects it', async ({ page }) => {
    await page.goto(`${TR}?tab=contact&category=account`)
    await expect(page.getByLabel('Kategori')).toHaveValue('account')
  })

  test('the form names each missing or invalid field', async ({ page, consoleErrors }) => {
    await page.goto(`${EN}?tab=contact`)
    await page.getByLabel('Phone (optional)').fill('123')
    await page.getByRole('button', { name: 'Open in my mail program' }).click()
    await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.')
    await expect(page.getByText('Name is required')).toBeVisible()
    await expect(page.getByText('Email is required')).toBeVisible()
    await expect(page.getByText('Enter a valid phone number (0555 555 55 55)')).toBeVisible()
    await expect(page.getByText('Category is required')).toBeVisible()
    await expect(page.getByText('Message is required')).toBeVisible()
    await expect(page.getByLabel('Full name')).toBeFocused()
    await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true')
    await expectAccessible(page)
    expect(consoleErrors).toEqual([])
  })

  for (const [lang, labels] of [
    [
      'en',
      {
        url: `${EN}?tab=contact&category=payment`,
        name: 'Full name',
        email: 'Email',
        phone: 'Phone (optional)',
        message: 'Message',
        submit: 'Open in my mail program',
        link: 'open the message',
        subject: 'Durak support: Payment',
        body: 'Name: Ayşe Yılmaz\r\nEmail: ayse@example.com\r\nPhone: 05555555555\r\nCategory: Payment',
      },
    ],
    [
      'tr',
      {
        url: `${TR}?tab=contact&category=payment`,
        name: 'Ad soyad',
        email: 'E-posta',
        phone: 'Telefon (isteğe bağlı)',
        message: 'Mesaj',
        submit: 'E-posta programımda açın',
        link: 'mesajı açın',
        subject: 'Durak destek: Ödeme',
        body: 'Ad soyad: Ayşe Yılmaz\r\nE-posta: ayse@example.com\r\nTelefon: 05555555555\r\nKategori: Ödeme',
      },
    ],
  ] as const) {
    test(`a valid message opens a mailto: link to the support address (${lang})`, async ({ page, consoleErrors }) => {
      const apiCalls: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/api/')) apiCalls.push(request.url())
      })
      await page.goto(labels.url)
      await page.getByLabel(labels.name).fill('Ayşe Yılmaz')
      await page.getByLabel(labels.email, { exact: true }).fill('ayse@example.com')
      await page.getByLabel(labels.phone).fill('0555 555 55 55')
      await page.getByLabel(labels.message, { exact: true }).fill('I was charged twice for one ride & need a refund.')
      await page.getByRole('button', { name: labels.submit }).click()
      const href = await page.getByRole('link', { name: labels.link }).getAttribute('href')
      expect(href).toMatch(new RegExp(`^mailto:${SITE.supportEmail.replace('.', '\\.')}\\?subject=`))
      const url = new URL(href!)
      expect(url.searchParams.get('subject')).toBe(labels.subject)
      const body = url.searchParams.get('body')!
      expect(body.startsWith('I was charged twice for one ride & need a refund.\r\n')).toBe(true)
      expect(body).toContain(labels.body)
      expect(apiCalls).toEqual([])
      expect(withoutMailtoNoise(consoleErrors)).toEqual([])
    })
  }
})

test.describe('emergency', () => {
  test('gives the 24/7 hotline, 112, when to call and what to provide', async ({ page }) => {
    await page.goto(`${EN}?tab=emergency`)
    const panel = page.getByRole('tabpanel', { name: 'Emergency' })
    await expect(panel.getByText('24/7 emergency hotline')).toBeVisible()
    await expect(panel.getByRole('link', { name: SITE.supportPhone })).toHaveAttribute('href', /^tel:\+90/)
    await expect(panel.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112')
    await expect(panel.getByRole('heading', { name: 'When to call us' })).toBeVisible()
    await expect(panel.getByRole('heading', { name: 'What to have ready' })).toBeVisible()
    await expect(panel).toContainText('If there is a danger to life or health, call 112 first')
  })
})

for (const url of [EN, TR]) {
  for (const width of [1280, 375]) {
    test(`${url} has no axe violations at ${width} px on every tab`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const tab of ['faq', 'contact', 'emergency']) {
        await page.goto(`${url}?tab=${tab}`)
        await expect(page.locator(`#support-tab-${tab}`)).toHaveAttribute('aria-selected', 'true')
        await expectAccessible(page)
      }
    })
  }
}
