import type { Page } from '@playwright/test'
import { map as enMap } from '#shared/i18n/en/map.ts'
import { sharedTrip as enTrip } from '#shared/i18n/en/shared-trip.ts'
import { sharedTrip as trTrip } from '#shared/i18n/tr/shared-trip.ts'
import type { SharedTrip } from '#shared/schemas/trip-shares.ts'
import { expect, expectAccessible, test } from './fixtures.ts'

/*
 * The one map, in a real browser, on the public shared trip page with its API answered here (the
 * trip-share journey itself is the booking spec's). No tile host is configured in e2e: the map
 * must work on its plain background with no console error (the fixture fails the test on one).
 */

const TRIP: SharedTrip = {
  status: 'ASSIGNED',
  plate: '34 TST 42',
  vehicle: { brand: 'Fiat', model: 'Egea', color: 'Sarı' },
  driverFirstName: 'Mehmet',
  position: { lat: 41.0369, lng: 28.985, at: new Date().toISOString() },
  pickup: { address: 'Taksim Meydanı, Beyoğlu' },
  dropoff: { address: 'Kadıköy İskelesi' },
  updatedAt: new Date().toISOString(),
}

async function answerShares(page: Page, answer: () => { status: number; body: unknown }) {
  const tokens: string[] = []
  await page.route('**/api/v1/trip-shares/view', async (route) => {
    tokens.push((route.request().postDataJSON() as { token: string }).token)
    const { status, body } = answer()
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })
  })
  return tokens
}

/** The Leaflet map pane's CSS transform: changes when the map pans. */
const paneTransform = (page: Page) => page.locator('.leaflet-map-pane').evaluate((el) => getComputedStyle(el).transform)

test.describe('the map on the shared trip page', () => {
  test('en 1280: the taxi is a focusable marker, the map pans and zooms by keyboard, the text equivalent lists it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const tokens = await answerShares(page, () => ({ status: 200, body: TRIP }))
    await page.goto('/en/shared-trip#secret-token-123')
    await expect(page.getByText('34 TST 42', { exact: true })).toBeVisible()
    expect(tokens[0]).toBe('secret-token-123')
    const map = page.getByRole('region', { name: enTrip.map.label })
    await expect(map).toBeVisible()
    const taxi = map.getByRole('img', { name: 'Taxi 34 TST 42' })
    await expect(taxi).toBeVisible()
    await expect(page.getByRole('list', { name: enMap.textEquivalent }).getByRole('listitem')).toHaveText([
      'Taxi 34 TST 42: latitude 41.03690, longitude 28.98500',
    ])
    await expect(page.getByRole('link', { name: enMap.osmCredit })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    )

    await map.focus()
    const before = await paneTransform(page)
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => paneTransform(page)).not.toBe(before)
    await expect(map.getByRole('button', { name: enMap.zoomIn })).toBeVisible()
    const zoomedOut = await page.locator('.leaflet-marker-icon').boundingBox()
    await page.keyboard.press('-')
    await expect.poll(async () => (await page.locator('.leaflet-marker-icon').boundingBox())?.x).not.toBe(zoomedOut?.x)
    await page.keyboard.press('Tab')
    await expect(taxi).toBeFocused()
    await expectAccessible(page)
    await page.screenshot({ path: test.info().outputPath('shared-trip-en-1280.png'), fullPage: true })
  })

  test('tr 375: the trip in Turkish, then a clear message and no ride data once the link stops working', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    let isEnded = false
    await answerShares(page, () =>
      isEnded
        ? {
            status: 404,
            body: { error: { code: 'TRIP_SHARE_NOT_FOUND', message: 'Bu paylaşılan yolculuk bulunamadı.' } },
          }
        : { status: 200, body: TRIP },
    )
    await page.goto('/paylasilan-yolculuk#secret-token-123')
    await expect(page.getByText(trTrip.status.ASSIGNED)).toBeVisible()
    await expect(
      page.getByRole('region', { name: trTrip.map.label }).getByRole('img', { name: 'Taksi 34 TST 42' }),
    ).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectAccessible(page)
    await page.screenshot({ path: test.info().outputPath('shared-trip-tr-375.png'), fullPage: true })
    isEnded = true
    await expect(page.getByRole('alert')).toContainText(trTrip.ended.heading, { timeout: 8000 })
    await expect(page.getByText('34 TST 42', { exact: true })).toHaveCount(0)
    await expect(page.getByText('Taksim Meydanı, Beyoğlu')).toHaveCount(0)
    await expectAccessible(page)
  })
})
