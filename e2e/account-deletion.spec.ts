import type { Page } from '@playwright/test'
import { DELETION_CONFIRMATION_CLEAR_MS } from '#shared/constants.ts'
import { PAGES, localePath } from '#shared/routes.ts'
import { cli, expect, expectAccessible, test, uniqueEmail } from './fixtures.ts'

const TEXT = {
  en: {
    email: 'Email address of your account',
    firstName: 'First name',
    lastName: 'Last name',
    reason: 'Reason for deletion',
    send: 'Send request',
    home: 'Back to home',
    missing: 'Please fill in all fields.',
    success: 'Your account deletion request has been received. We will contact you as soon as possible.',
    network: 'Cannot reach the server. Check your connection and try again.',
    server: 'The server could not complete the request. Please try again.',
    emailRequired: 'Email is required',
    reasonRequired: 'Reason is required',
    reference: /^Your reference number is (KVKK-\d{4}-\d{6})\. We have also sent it to you by email\.$/,
  },
  tr: {
    email: 'Hesabınızın e-posta adresi',
    firstName: 'Ad',
    lastName: 'Soyad',
    reason: 'Silme sebebi',
    send: 'Talebi gönderin',
    home: 'Ana sayfaya dönün',
    missing: 'Lütfen tüm alanları doldurun.',
    success: 'Hesap silme talebiniz alındı. En kısa sürede sizinle iletişime geçeceğiz.',
    network: 'Sunucuya ulaşılamıyor. Bağlantınızı kontrol edip tekrar deneyin.',
    server: 'Sunucu isteği tamamlayamadı. Lütfen tekrar deneyin.',
    emailRequired: 'E-posta zorunludur',
    reasonRequired: 'Sebep zorunludur',
    reference: /^Başvuru numaranız: (KVKK-\d{4}-\d{6})\. Numarayı size e-postayla da gönderdik\.$/,
  },
} as const
type Lang = keyof typeof TEXT

async function fill(page: Page, lang: Lang, email: string) {
  const t = TEXT[lang]
  await page.getByLabel(t.email).fill(email)
  await page.getByLabel(t.firstName, { exact: true }).fill('Ayşe')
  await page.getByLabel(t.lastName, { exact: true }).fill('Yılmaz')
  await page.getByLabel(t.reason).fill('Artık taksi kullanmıyorum.')
}

for (const lang of ['en', 'tr'] as const) {
  const t = TEXT[lang]
  const url = localePath(PAGES.accountDeletion, lang)

  test.describe(`${url}`, () => {
    test(`empty fields show "${t.missing}" and mark each field`, async ({ page, consoleErrors }) => {
      let posted = false
      await page.route('**/api/v1/account-deletion-requests', (route) => {
        posted = true
        return route.continue()
      })
      await page.goto(url)
      await page.getByLabel(t.firstName, { exact: true }).fill('Ayşe')
      await page.getByRole('button', { name: t.send }).click()
      await expect(page.getByRole('alert')).toHaveText(t.missing)
      const email = page.getByLabel(t.email)
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(email).toBeFocused()
      await expect(page.getByText(t.emailRequired)).toBeVisible()
      await expect(page.getByText(t.reasonRequired)).toBeVisible()
      await expect(page.getByLabel(t.firstName, { exact: true })).not.toHaveAttribute('aria-invalid', 'true')
      expect(posted).toBe(false)
      await expectAccessible(page)
      expect(consoleErrors).toEqual([])
    })

    test('a complete request is stored, confirmed, and the form clears after 3000 ms', async ({
      page,
      consoleErrors,
    }) => {
      const email = uniqueEmail(`delete-${lang}`)
      await page.goto(url)
      await fill(page, lang, email)
      // the page itself notes when the confirmation appears and goes (a busy test runner polls late)
      await page.evaluate((text) => {
        const times: number[] = []
        ;(window as unknown as { __confirmation: number[] }).__confirmation = times
        new MutationObserver(() => {
          const shown = document.body.innerText.includes(text)
          if (shown && times.length === 0) times.push(performance.now())
          if (!shown && times.length === 1) times.push(performance.now())
        }).observe(document.body, { childList: true, subtree: true, characterData: true })
      }, t.success)
      await page.getByRole('button', { name: t.send }).click()
      const success = page.getByText(t.success, { exact: true })
      await expect(success).toBeVisible()
      await expect(page.getByLabel(t.email)).toHaveValue(email)
      const reference = page.getByTestId('deletion-reference')
      await expect(reference).toHaveText(t.reference)
      const shownReference = await reference.textContent()
      await expect(success).toBeHidden({ timeout: DELETION_CONFIRMATION_CLEAR_MS + 2000 })
      const [shownAt, hiddenAt] = await page.evaluate(
        () => (window as unknown as { __confirmation: number[] }).__confirmation,
      )
      expect(hiddenAt! - shownAt!).toBeGreaterThanOrEqual(DELETION_CONFIRMATION_CLEAR_MS - 50)
      expect(hiddenAt! - shownAt!).toBeLessThan(DELETION_CONFIRMATION_CLEAR_MS + 1500)
      for (const label of [t.email, t.reason]) await expect(page.getByLabel(label)).toHaveValue('')
      await expect(page.getByLabel(t.firstName, { exact: true })).toHaveValue('')
      // the reference number stays on the page after the clearing
      await expect(reference).toBeVisible()
      await expect(reference).toHaveText(shownReference!)
      await expectAccessible(page)

      // Really kept: the operations CLI lists it.
      const stored = JSON.parse(await cli(['deletion-requests', 'list', '--json'])) as {
        email: string
        firstName: string
        lastName: string
        reason: string
        language: string
      }[]
      expect(stored.find((row) => row.email === email)).toMatchObject({
        firstName: 'Ayşe',
        lastName: 'Yılmaz',
        reason: 'Artık taksi kullanmıyorum.',
        language: lang,
      })

      expect(consoleErrors).toEqual([])
    })

    test('when the server refuses, the user sees why and keeps what they typed', async ({ page }) => {
      await page.route('**/api/v1/account-deletion-requests', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL"}}' }),
      )
      await page.goto(url)
      await fill(page, lang, 'ayse@example.com')
      await page.getByRole('button', { name: t.send }).click()
      await expect(page.getByRole('alert')).toHaveText(t.server)
      await expect(page.getByLabel(t.email)).toHaveValue('ayse@example.com')
      await expect(page.getByLabel(t.reason)).toHaveValue('Artık taksi kullanmıyorum.')
      await expect(page.getByText(t.success)).toHaveCount(0)
    })

    test('when the server cannot be reached, the user is told and keeps the input', async ({ page }) => {
      await page.route('**/api/v1/account-deletion-requests', (route) => route.abort('internetdisconnected'))
      await page.goto(url)
      await fill(page, lang, 'ayse@example.com')
      await page.getByRole('button', { name: t.send }).click()
      await expect(page.getByRole('alert')).toHaveText(t.network)
      await expect(page.getByLabel(t.lastName, { exact: true })).toHaveValue('Yılmaz')
    })

    for (const width of [1280, 375]) {
      test(`has no axe violations at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(url)
        await expect(page.getByRole('button', { name: t.send })).toBeVisible()
        await expectAccessible(page)
      })
    }
  })
}

test('the rate-limit message from the server is shown as it is', async ({ page }) => {
  const message = 'Too many requests. Please try again in 42 minutes.'
  await page.route('**/api/v1/account-deletion-requests', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'retry-after': '2520' },
      body: JSON.stringify({ error: { code: 'TOO_MANY_REQUESTS', message } }),
    }),
  )
  await page.goto(localePath(PAGES.accountDeletion, 'en'))
  await fill(page, 'en', 'ayse@example.com')
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByRole('alert')).toHaveText(message)
})

test('the send button is disabled while the request is on its way', async ({ page }) => {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/v1/account-deletion-requests', async (route) => {
    await held
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
  })
  await page.goto(localePath(PAGES.accountDeletion, 'en'))
  await fill(page, 'en', 'ayse@example.com')
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled()
  release()
  await expect(page.getByRole('button', { name: 'Send request' })).toBeEnabled()
})

test('"Back to home" leads to the home page in the same language', async ({ page }) => {
  await page.goto(localePath(PAGES.accountDeletion, 'en'))
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en')
  await page.goto(PAGES.accountDeletion)
  await expect(page.getByRole('link', { name: 'Ana sayfaya dönün' })).toHaveAttribute('href', '/')
})
