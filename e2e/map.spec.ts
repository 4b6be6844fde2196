import type { Locator, Page } from '@playwright/test'
import { booking as enBooking } from '#shared/i18n/en/booking.ts'
import { map as enMap } from '#shared/i18n/en/map.ts'
import { sharedTrip as enTrip } from '#shared/i18n/en/shared-trip.ts'
import { sharedTrip as trTrip } from '#shared/i18n/tr/shared-trip.ts'
import type { SharedTrip } from '#shared/schemas/trip-shares.ts'
import { passengerPhone } from './booking-helpers.ts'
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
  passengerFirstName: 'Ayşe',
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

/** Where a marker is drawn on screen: it moves when the map pans or zooms. */
const drawnAt = async (page: Page, name: string) => {
  const box = await page.getByRole('img', { name }).boundingBox()
  return box ? { x: Math.round(box.x), y: Math.round(box.y) } : null
}

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
    const before = await drawnAt(page, 'Taxi 34 TST 42')
    expect(before).not.toBeNull()
    // the view moves east by 100 px: the taxi moves left as much, and stays at its height
    await page.keyboard.press('ArrowRight')
    await expect.poll(async () => (await drawnAt(page, 'Taxi 34 TST 42'))?.x).toBe(before!.x - 100)
    expect((await drawnAt(page, 'Taxi 34 TST 42'))?.y).toBe(before!.y)
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => drawnAt(page, 'Taxi 34 TST 42')).toEqual(before)
    await expect(map.getByRole('button', { name: enMap.zoomIn })).toBeVisible()
    await expect(map.getByRole('button', { name: enMap.zoomOut })).toBeVisible()
    // zooming out around the centre (where the taxi is) leaves it where it is; panned first, it moves by half
    await page.keyboard.press('ArrowDown')
    await expect.poll(async () => (await drawnAt(page, 'Taxi 34 TST 42'))?.y).toBe(before!.y - 100)
    await page.keyboard.press('-')
    await expect.poll(async () => (await drawnAt(page, 'Taxi 34 TST 42'))?.y).toBe(before!.y - 50)
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

/** Where an element is once it stops moving (the map animates its pans and zooms). */
async function settledBox(locator: Locator) {
  let last = ''
  await expect
    .poll(async () => {
      const box = JSON.stringify(await locator.boundingBox())
      const isStill = box === last
      last = box
      return isStill
    })
    .toBe(true)
  return JSON.parse(last) as { x: number; y: number; width: number; height: number }
}

/** The pickup's coordinates as the map's text equivalent states them. */
async function pickupAt(page: Page): Promise<{ lat: number; lng: number }> {
  const item = page
    .getByRole('list', { name: enMap.textEquivalent })
    .getByRole('listitem')
    .filter({ hasText: enBooking.map.pickup })
  const match = /latitude ([\d.]+), longitude ([\d.]+)/.exec((await item.textContent()) ?? '')
  if (!match) throw new Error('no pickup on the map')
  return { lat: Number(match[1]), lng: Number(match[2]) }
}

test('en 1280 booking: a press on the map puts the pin, which the mouse drags and the arrow keys move', async ({
  browser,
}) => {
  const { context, page } = await passengerPhone(browser, { width: 1280, height: 860 }, { locale: 'en-GB' })
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/en/call-a-taxi')
  const map = page.getByRole('region', { name: enBooking.map.label })
  await expect(map.getByRole('button', { name: enMap.zoomIn })).toBeVisible()

  // a zoom button is not a press on the map: no pin
  await map.getByRole('button', { name: enMap.zoomIn }).click()
  await expect(page.getByText(enMap.noMarkers)).toBeAttached()
  const box = (await map.boundingBox())!
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  const pin = map.getByRole('button', { name: enMap.movablePin.replace('{{label}}', enBooking.map.pickup) })
  await expect(pin).toBeVisible()
  await expect(page.getByLabel(enBooking.from.address)).toHaveValue(enBooking.from.pinned)
  const placed = await pickupAt(page)

  // dragged 80 px down by the mouse (once the map has zoomed to the pin): the pickup moves south, not east or west
  const pinBox = await settledBox(pin)
  await page.mouse.move(pinBox.x + pinBox.width / 2, pinBox.y + pinBox.height / 2)
  await page.mouse.down()
  await page.mouse.move(pinBox.x + pinBox.width / 2, pinBox.y + pinBox.height / 2 + 80, { steps: 8 })
  await page.mouse.up()
  await expect.poll(async () => (await pickupAt(page)).lat).toBeLessThan(placed.lat)
  const dragged = await pickupAt(page)
  expect(dragged.lng).toBeCloseTo(placed.lng, 4)

  // by keyboard: the arrow keys move the focused pin east, and say where to
  await pin.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(async () => (await pickupAt(page)).lng).toBeGreaterThan(dragged.lng)
  await expect(page.getByRole('status').filter({ hasText: /moved to latitude/ })).toBeAttached()
  await expectAccessible(page)
  await page.screenshot({ path: test.info().outputPath('booking-pin-en-1280.png'), fullPage: true })
  expect(errors).toEqual([])
  await context.close()
})
