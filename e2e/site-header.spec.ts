import type { Page } from '@playwright/test'
import { common as enCommon } from '#shared/i18n/en/common.ts'
import { common as trCommon } from '#shared/i18n/tr/common.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

const LANGS = {
  tr: { common: trCommon, prefix: '' },
  en: { common: enCommon, prefix: '/en' },
} as const

/** The menu's links in reading order: the navigation, then the account buttons. */
function menuOrder(common: {
  nav: Record<
    | 'home'
    | 'about'
    | 'fareEstimate'
    | 'support'
    | 'privacyPolicy'
    | 'termsOfService'
    | 'signIn'
    | 'becomeDriver'
    | 'becomePassenger',
    string
  >
}): string[] {
  const n = common.nav
  return [
    n.home,
    n.about,
    n.fareEstimate,
    n.support,
    n.privacyPolicy,
    n.termsOfService,
    n.signIn,
    n.becomeDriver,
    n.becomePassenger,
  ]
}

async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? '')
}

async function tabTo(page: Page, name: RegExp) {
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    const label = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')
    if (name.test(label)) return
  }
  throw new Error(`Tab never reached ${name}`)
}

test.describe('mobile menu by keyboard alone at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })
  for (const [lang, { common, prefix }] of Object.entries(LANGS)) {
    for (const path of [`${prefix}/`, `${prefix}/destek`]) {
      test(`${lang} ${path}: Enter opens it, Tab walks it in order, leaving or Escape closes it`, async ({ page }) => {
        await page.goto(path === '/' ? '/' : path.replace(/\/$/, ''))
        await expect(page.locator('header[data-hydrated]')).toHaveCount(1)
        const toggle = page.getByRole('button', { name: common.nav.openMenu })
        await tabTo(page, new RegExp(common.nav.openMenu))
        await expect(toggle).toBeFocused()

        await page.keyboard.press('Enter')
        await expect(page.getByRole('button', { name: common.nav.closeMenu })).toHaveAttribute('aria-expanded', 'true')
        const seen = [await focusedName(page)]
        for (let i = 1; i < menuOrder(common).length; i++) {
          await page.keyboard.press('Tab')
          seen.push(await focusedName(page))
        }
        expect(seen).toEqual(menuOrder(common))

        // Tab past the last item leaves the menu, and that closes it.
        await page.keyboard.press('Tab')
        await expect(toggle).toHaveAttribute('aria-expanded', 'false')
        await expect(page.getByRole('navigation', { name: common.nav.label })).toBeHidden()

        // Back to the button, open again, Escape: closed with focus on the button.
        await page.keyboard.press('Shift+Tab')
        await expect(toggle).toBeFocused()
        await page.keyboard.press('Enter')
        await expect(
          page
            .getByRole('navigation', { name: common.nav.label })
            .getByRole('link', { name: common.nav.home, exact: true }),
        ).toBeFocused()
        await page.keyboard.press('Escape')
        await expect(toggle).toHaveAttribute('aria-expanded', 'false')
        await expect(toggle).toBeFocused()
      })
    }
  }
})

test.describe('the header on laptops', () => {
  for (const width of [1024, 1100, 1280]) {
    for (const [lang, { common }] of Object.entries(LANGS)) {
      test(`${lang} at ${width} px: sign-in and both register buttons show; the rest is in view or behind the menu button`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 })
        // the fare estimator: its own nav link is current (bold), the widest the header gets
        await page.goto(lang === 'en' ? '/en/fare-estimate' : '/ucret-hesapla')
        await expect(page.locator('header[data-hydrated]')).toHaveCount(1)
        const header = page.locator('header.site-header')
        for (const name of [common.nav.signIn, common.nav.becomeDriver, common.nav.becomePassenger]) {
          await expect(header.getByRole('link', { name, exact: true })).toBeInViewport()
        }
        // Nothing in the bar overflows the window or overlaps its neighbour.
        const boxes = await header
          .locator('.site-header__bar > *:visible, .site-header__actions > *')
          .evaluateAll((els) =>
            els
              .map((el) => el.getBoundingClientRect())
              .filter((r) => r.width > 0)
              .map((r) => ({ left: r.left, right: r.right })),
          )
        for (const box of boxes) expect(box.right).toBeLessThanOrEqual(width)
        // the language switch sits clear of the account buttons (no overlap, bold current link included)
        const actionsRight = await header
          .locator('.site-header__actions')
          .evaluate((el) => el.getBoundingClientRect().right)
        const switchLeft = await header
          .getByRole('navigation', { name: common.language.label })
          .evaluate((el) => el.getBoundingClientRect().left)
        expect(switchLeft).toBeGreaterThanOrEqual(actionsRight)
        const nav = page.getByRole('navigation', { name: common.nav.label })
        if (width >= 1280) {
          await expect(nav.getByRole('link', { name: common.nav.termsOfService })).toBeInViewport()
          await expect(page.getByRole('button', { name: common.nav.openMenu })).toBeHidden()
        } else {
          await expect(nav).toBeHidden()
          await page.getByRole('button', { name: common.nav.openMenu }).click()
          for (const name of menuOrder(common).slice(0, 6)) {
            await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport()
          }
        }
        await expectAccessible(page)
      })
    }
  }
})
