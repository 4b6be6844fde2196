import type { Page } from '@playwright/test'
import { landing as enLanding } from '#shared/i18n/en/landing.ts'
import { landing as trLanding } from '#shared/i18n/tr/landing.ts'
import { common as enCommon } from '#shared/i18n/en/common.ts'
import { common as trCommon } from '#shared/i18n/tr/common.ts'
import { copyrightYears, SITE } from '#shared/site-config.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

const TEXT = {
  en: { landing: enLanding, common: enCommon, home: '/en', prefix: '/en' },
  tr: { landing: trLanding, common: trCommon, home: '/', prefix: '' },
} as const

/** Scroll through the page so every lazy picture loads and every section has revealed itself. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      // two frames: the scroll is painted and the intersection observers have been told
      for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    window.scrollTo(0, 0)
  })
}

test.describe('landing page', () => {
  for (const lang of ['en', 'tr'] as const) {
    const { landing, common, home, prefix } = TEXT[lang]

    test(`${lang}: sections come in the spec's order with the #home and #about anchors`, async ({ page }) => {
      await page.goto(home)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      const headings = await page.locator('main :is(h1, h2)').allInnerTexts()
      const expected = [
        landing.hero.title,
        landing.promotions.title,
        landing.preview.title,
        landing.about.title,
        landing.gallery.title,
        landing.steps.title,
        landing.why.title,
        landing.download.title,
      ]
      expect(headings).toEqual(expected)
      await expect(page.locator('#home')).toContainText(landing.hero.title)
      await expect(page.locator('#about')).toContainText(landing.about.title)
      // Header before main, footer after it.
      await expect(page.locator('body > header, header.site-header').first()).toBeVisible()
      await expect(page.getByRole('contentinfo')).toContainText(`© ${copyrightYears()} `)
    })

    test(`${lang}: promotions, app screenshots, gallery, steps and why choose us say what the spec asks`, async ({
      page,
    }) => {
      await page.goto(home)
      for (const key of ['driver', 'early', 'cashback'] as const) {
        await expect(
          page.getByRole('heading', {
            level: 3,
            name: landing.promotions[key].title.replace('{{years}}', key === 'driver' ? '5' : '1'),
          }),
        ).toBeVisible()
      }
      for (const key of ['home', 'map', 'profile'] as const) {
        const image = page.getByRole('img', { name: landing.preview[key].alt })
        await expect(image).toHaveAttribute('width', '260')
        await expect(image).toHaveAttribute('height', '563')
      }
      for (const key of ['safe', 'comfortable', 'modern'] as const) {
        await expect(page.getByRole('img', { name: landing.gallery[key].alt })).toHaveAttribute('width', '360')
      }
      const steps = page.locator('ol.steps > li')
      await expect(steps).toHaveCount(3)
      await expect(steps.nth(0)).toContainText('1')
      await expect(steps.nth(2)).toContainText(landing.steps.three.title)
      await expect(page.getByRole('heading', { name: landing.why.location.title })).toBeVisible()
      await expect(page.getByRole('heading', { name: landing.why.call.title })).toBeVisible()
      await expect(page.getByText(landing.download.badge, { exact: true })).toBeVisible()
    })

    test(`${lang}: every header link goes where the spec says`, async ({ page }) => {
      await page.goto(home)
      const nav = page.getByRole('navigation', { name: common.nav.label })
      const expected: [string, string][] = [
        [common.nav.home, `${home}#home`],
        [common.nav.about, `${home}#about`],
        [common.nav.support, `${prefix}/destek`],
        [common.nav.privacyPolicy, `${prefix}/privacy-policy`],
        [common.nav.termsOfService, `${prefix}/terms-of-service`],
      ]
      for (const [name, href] of expected) {
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
      }
      const header = page.locator('header.site-header')
      await expect(header.getByRole('link', { name: common.nav.signIn })).toHaveAttribute('href', `${prefix}/login`)
      await expect(header.getByRole('link', { name: common.nav.becomeDriver })).toHaveAttribute(
        'href',
        `${prefix}/driver-registration`,
      )
      await expect(header.getByRole('link', { name: common.nav.becomePassenger })).toHaveAttribute(
        'href',
        `${prefix}/passenger-registration`,
      )
      const hero = page.locator('#home')
      await expect(hero.getByRole('link', { name: landing.hero.registerDriver })).toHaveAttribute(
        'href',
        `${prefix}/driver-registration`,
      )
      await expect(hero.getByRole('link', { name: landing.hero.registerPassenger })).toHaveAttribute(
        'href',
        `${prefix}/passenger-registration`,
      )
    })

    test(`${lang}: the footer has the support centre, the deletion request, five socials and © 2025`, async ({
      page,
    }) => {
      await page.goto(home)
      const footer = page.getByRole('contentinfo')
      await expect(footer.getByRole('link', { name: common.footer.supportCenter })).toHaveAttribute(
        'href',
        `${prefix}/destek`,
      )
      await expect(footer.getByRole('link', { name: common.footer.deleteAccount })).toHaveAttribute(
        'href',
        `${prefix}/hesap-silme-talebi`,
      )
      for (const [network, url] of Object.entries(SITE.social)) {
        const link = footer.getByRole('link', {
          name: new RegExp(`^${common.footer.social[network as keyof typeof SITE.social]}\\b`),
        })
        await expect(link).toHaveAttribute('href', url)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }
      await expect(footer).toContainText(`© ${copyrightYears()} `)
    })

    test(`${lang}: the contact block has the 24/7 phone, e-mail, chat with the support number and the address`, async ({
      page,
    }) => {
      await page.goto(home)
      const about = page.locator('#about')
      await expect(about.getByRole('link', { name: SITE.supportPhone })).toHaveAttribute('href', /^tel:\+90/)
      await expect(about.getByRole('link', { name: SITE.supportEmail })).toHaveAttribute(
        'href',
        `mailto:${SITE.supportEmail}`,
      )
      const chat = about.getByRole('link', { name: landing.about.chatLink })
      await expect(chat).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${SITE.messagingNumber}\\?text=`))
      await expect(about).toContainText(SITE.address)
      await expect(about).toContainText(landing.about.phoneLabel)
    })
  }

  test('every external link opens in a new tab without handing over our page', async ({ page }) => {
    await page.goto('/en')
    const external = page.locator('a[href^="http"]')
    // 2 stores + messaging chat + 5 social profiles
    await expect(external).toHaveCount(8)
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect(page.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', SITE.googlePlayUrl)
    await expect(page.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', SITE.appStoreUrl)
  })

  test('the hero video is a muted, looping, inline autoplay with a poster and the fallback text', async ({ page }) => {
    await page.goto('/en')
    const video = page.locator('#home video')
    await expect(video).toHaveAttribute('autoplay', '')
    await expect(video).toHaveAttribute('loop', '')
    await expect(video).toHaveAttribute('playsinline', '')
    await expect(video).toHaveAttribute('poster', /\/assets\/hero-poster-[\w-]+\.webp$/)
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true)
    await expect(video).toContainText('Your browser does not support video playback.')
    await expect(video.locator('source[type="video/webm"]')).toHaveAttribute('src', /\.webm$/)
    await expect(video.locator('source[type="video/mp4"]')).toHaveAttribute('src', /\.mp4$/)
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true)
    // Visitors can stop the motion.
    await page.getByRole('button', { name: enLanding.hero.pauseVideo }).click()
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
    await expect(page.getByRole('button', { name: enLanding.hero.playVideo })).toBeVisible()
  })

  test('the Turkish hero carries the Turkish fallback text', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('#home video')).toContainText(trLanding.hero.videoFallback)
  })

  test('sections animate in once when scrolled into view', async ({ page }) => {
    await page.goto('/en')
    const gallery = page.locator('section', { has: page.getByRole('heading', { name: enLanding.gallery.title }) })
    await expect(gallery).toHaveClass(/\breveal\b/)
    await expect(gallery).not.toHaveClass(/is-revealed/)
    await gallery.scrollIntoViewIfNeeded()
    await expect(gallery).toHaveClass(/is-revealed/)
    await page.evaluate(() => window.scrollTo(0, 0))
    // Once: scrolling away does not hide it again.
    await expect(gallery).toHaveClass(/is-revealed/)
  })

  test.describe('under prefers-reduced-motion', () => {
    test.use({ reducedMotion: 'reduce' })
    test('nothing animates and the poster stands still', async ({ page }) => {
      await page.goto('/en')
      await expect(page.locator('.reveal')).toHaveCount(0)
      const video = page.locator('#home video')
      // hydrated: the hero's effect has read the preference (it would have started the loop by now)
      await expect(page.locator('header[data-hydrated]')).toHaveCount(1)
      expect(await video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, src: v.currentSrc }))).toEqual({
        paused: true,
        src: '',
      })
      await expect(page.getByRole('button', { name: enLanding.hero.pauseVideo })).toHaveCount(0)
    })
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the prerendered page shows every section', async ({ page }) => {
      await page.goto('/en')
      await expect(page.locator('.reveal')).toHaveCount(0)
      await page.getByRole('heading', { name: enLanding.download.title }).scrollIntoViewIfNeeded()
      await expect(page.getByRole('heading', { name: enLanding.download.title })).toBeVisible()
      await expect(page.locator('section[data-reveal]').first()).toHaveCSS('opacity', '1')
    })
  })

  test('the header Home and About links bring another page back to the landing sections', async ({ page }) => {
    await page.goto('/en/destek')
    await page
      .getByRole('navigation', { name: enCommon.nav.label })
      .getByRole('link', { name: 'About', exact: true })
      .click()
    await expect(page).toHaveURL(/\/en#about$/)
    await expect(page.getByRole('heading', { name: enLanding.about.title })).toBeInViewport()
  })

  test('no request leaves our origin and every picture has its size set', async ({ page, baseURL }) => {
    const foreign: string[] = []
    page.on('request', (request) => {
      const url = request.url()
      if (!url.startsWith(baseURL!) && !url.startsWith('data:')) foreign.push(url)
    })
    await page.goto('/en')
    await scrollThrough(page)
    expect(foreign).toEqual([])
    for (const image of await page.locator('main img').all()) {
      await expect(image).toHaveAttribute('width', /^\d+$/)
      await expect(image).toHaveAttribute('height', /^\d+$/)
      await image.scrollIntoViewIfNeeded()
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
    }
  })

  for (const width of [1280, 375]) {
    for (const path of ['/', '/en']) {
      test(`axe finds no violations on ${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(path)
        await scrollThrough(page)
        await expectAccessible(page)
      })
    }
  }
})

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the toggle opens and closes the navigation; Escape and following a link close it', async ({ page }) => {
    await page.goto('/en')
    const toggle = page.getByRole('button', { name: enCommon.nav.openMenu })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toHaveAttribute('aria-controls', 'site-menu')
    const nav = page.getByRole('navigation', { name: enCommon.nav.label })
    await expect(nav).toBeHidden()

    await toggle.click()
    const close = page.getByRole('button', { name: enCommon.nav.closeMenu })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await expect(nav).toBeVisible()
    await expect(page.locator('#site-menu').getByRole('link', { name: enCommon.nav.becomePassenger })).toBeVisible()
    await expectAccessible(page)

    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(nav).toBeHidden()
    await expect(toggle).toBeFocused()

    // Clicking the toggle again closes it too.
    await toggle.click()
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await close.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    // A link on the same page (an anchor) closes the menu.
    await toggle.click()
    await nav.getByRole('link', { name: 'About', exact: true }).click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page).toHaveURL(/\/en#about$/)

    // A link to another page closes it as well.
    await toggle.click()
    await nav.getByRole('link', { name: enCommon.nav.support }).click()
    await expect(page).toHaveURL(/\/en\/destek$/)
    await expect(page.getByRole('button', { name: enCommon.nav.openMenu })).toHaveAttribute('aria-expanded', 'false')
  })

  test('the Turkish menu is labelled in Turkish', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: trCommon.nav.openMenu }).click()
    await expect(
      page.getByRole('navigation', { name: trCommon.nav.label }).getByRole('link', { name: trCommon.nav.home }),
    ).toBeVisible()
  })
})
