import { DRIVER_FREE_CAR_YEARS } from '#shared/constants.ts'
import { common as enCommon } from '#shared/i18n/en/common.ts'
import { landing as enLanding } from '#shared/i18n/en/landing.ts'
import { common as trCommon } from '#shared/i18n/tr/common.ts'
import { landing as trLanding } from '#shared/i18n/tr/landing.ts'
import { SITE } from '#shared/site-config.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

const CASES = [
  { lang: 'en', path: '/en/driver-registration', prefix: '/en', landing: enLanding, common: enCommon },
  { lang: 'tr', path: '/driver-registration', prefix: '', landing: trLanding, common: trCommon },
] as const

test.describe('driver information page', () => {
  for (const { lang, path, prefix, landing, common } of CASES) {
    test(`${lang}: says registration happens only in the mobile app, with stores, support and sign-in`, async ({
      page,
    }) => {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page).toHaveTitle(`${common.pages.driverRegistration} | Durak`)
      await expect(page.getByRole('heading', { level: 1, name: landing.driver.title })).toBeVisible()
      await expect(page.getByText(landing.driver.lead)).toBeVisible()

      const main = page.getByRole('main')
      const play = main.getByRole('link', { name: /Google Play/ })
      const appStore = main.getByRole('link', { name: /App Store/ })
      await expect(play).toHaveAttribute('href', SITE.googlePlayUrl)
      await expect(appStore).toHaveAttribute('href', SITE.appStoreUrl)
      for (const link of [play, appStore]) {
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }

      await expect(main.getByRole('link', { name: SITE.supportPhone })).toHaveAttribute('href', /^tel:\+90/)
      await expect(main.getByRole('link', { name: SITE.supportEmail })).toHaveAttribute(
        'href',
        `mailto:${SITE.supportEmail}`,
      )
      const chat = main.getByRole('link', { name: landing.about.chatLink })
      await expect(chat).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${SITE.messagingNumber}`))
      await expect(chat).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(main).toContainText(landing.driver.perkTitle.replace('{{years}}', String(DRIVER_FREE_CAR_YEARS)))

      const back = main.getByRole('link', { name: landing.driver.backToSignIn })
      await expect(back).toHaveAttribute('href', `${prefix}/login`)
      await back.click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/login$`))
    })
  }

  test('the page has no web registration form', async ({ page }) => {
    await page.goto('/en/driver-registration')
    await expect(page.getByRole('main').locator('form, input')).toHaveCount(0)
  })

  for (const width of [1280, 375]) {
    for (const { path } of CASES) {
      test(`axe finds no violations on ${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(path)
        await expectAccessible(page)
      })
    }
  }
})
