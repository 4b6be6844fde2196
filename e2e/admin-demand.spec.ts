import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { adminDemand as en } from '../shared/i18n/en/admin-demand.ts'
import { adminDemand as tr } from '../shared/i18n/tr/admin-demand.ts'
import { ISTANBUL_LANDMARKS } from '../shared/istanbul-landmarks.ts'
import { createUser, expect, expectAccessible, randomIp, signIn, test } from './fixtures.ts'
import { north, requestRideApi } from './driver-mode-helpers.ts'
import { startServer } from './server.ts'
import { signInStaff } from './staff-session.ts'

/**
 * Issue 25, where taxis are needed: on a server of its own whose requests expire after 3 s, three
 * passengers call a taxi at Taksim and one at Kadıköy pier, and no taxi is online. A support member
 * at 1280 px sees both areas in the table of the most unanswered requests, switches the period,
 * narrows to an hour, and downloads the CSV. `DEMAND_SHOTS=<dir>` keeps screenshots (tr and en,
 * 1280 and 375 px).
 */
const SHOTS = process.env.DEMAND_SHOTS
const DESKTOP = { width: 1280, height: 900 }
const place = (id: string) => ISTANBUL_LANDMARKS.find((l) => l.id === id)!
const TAKSIM = place('taksim')
const KADIKOY = place('kadikoy-pier')

/** The Istanbul hour of the day now (Istanbul is UTC+3 all year). */
const istanbulHour = () => (new Date().getUTCHours() + 3) % 24

async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  await page.screenshot({ path: `${SHOTS}/demand-${name}.png`, fullPage: true })
}

test('staff see where requests found no taxi, switch the period and download the CSV', async ({ browser }) => {
  // a server of its own, five accounts made by the CLI and the sweep's few seconds, on a shared machine
  test.setTimeout(240_000)
  const server = await startServer({ TRUST_PROXY: '1', RIDE_REQUEST_TIMEOUT_SECONDS: '3' })
  // the helpers sign in and send their Origin to E2E_BASE_URL: this test's server for now
  const globalUrl = process.env.E2E_BASE_URL
  process.env.E2E_BASE_URL = server.url
  try {
    for (const spot of [TAKSIM, TAKSIM, TAKSIM, KADIKOY]) {
      const passenger = await createUser('passenger', { firstName: 'Ayşe', dataDir: server.dataDir })
      const context = await browser.newContext({
        baseURL: server.url,
        extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
      })
      const phone = await context.newPage()
      await signIn(phone, passenger)
      await requestRideApi(phone, spot, north(spot, 2_000))
      await context.close()
    }
    const support = await createUser('support', { firstName: 'Sena', lastName: 'Destek', dataDir: server.dataDir })
    const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP, locale: 'tr-TR' })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())))
    page.on('pageerror', (error) => errors.push(error.message))
    await signInStaff(page, support)

    // the sweep ends the four requests within a few seconds: EXPIRED, no taxi found
    await expect
      .poll(
        async () => {
          const response = await page.request.get('/api/v1/admin/demand/top-areas?period=today')
          return ((await response.json()) as { areas: { expired: number }[] }).areas.map((a) => a.expired)
        },
        { timeout: 30_000 },
      )
      .toEqual([3, 1])

    await page.goto('/admin/demand')
    await expect(page.getByRole('heading', { level: 1, name: tr.title })).toBeVisible()
    const table = page.getByRole('table', { name: tr.top.heading })
    const taksim = table.getByRole('row').filter({ hasText: 'Taksim Meydanı yakını' })
    // no taxi found 3, requests 3, the peak hour now
    await expect(taksim.getByRole('cell')).toHaveText([
      '3',
      '3',
      `${String(istanbulHour()).padStart(2, '0')}:00–${String((istanbulHour() + 1) % 24).padStart(2, '0')}:00`,
      '0',
    ])
    await expect(
      table.getByRole('row').filter({ hasText: 'Kadıköy İskelesi yakını' }).getByRole('cell').first(),
    ).toHaveText('1')
    await expect(page.getByText(/Bölge: 2 · Çağrı: 4 · Taksi bulunamadı: 4/)).toBeVisible()
    await expect(page.getByRole('region', { name: tr.map.label })).toBeVisible()
    await expectAccessible(page)
    await shoot(page, 'tr-1280')

    // today by keyboard: the same four requests; another hour of the day has none
    await page.getByRole('radio', { name: tr.period.today }).focus()
    await page.keyboard.press('Space')
    await expect(page).toHaveURL(/period=today/)
    await expect(taksim.getByRole('cell').first()).toHaveText('3')
    await page.getByLabel(tr.hour.label).selectOption({ index: 1 + ((istanbulHour() + 12) % 24) })
    await expect(page.getByText(/Bölge: 0 · Çağrı: 0/)).toBeVisible()
    await page.getByLabel(tr.hour.label).selectOption({ index: 1 + istanbulHour() })
    await expect(page.getByText(/Bölge: 2 · Çağrı: 4/)).toBeVisible()

    // the CSV of the period: Turkish header, the Taksim row with its figures
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: tr.download }).click(),
    ])
    expect(download.suggestedFilename()).toBe('durak-demand-today.csv')
    const rows = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(';'))
    expect(rows[0]).toEqual(Object.values(tr.csv))
    const taksimRow = rows.find((r) => r[1] === 'Taksim Meydanı')
    expect(taksimRow?.slice(1, 2)).toEqual(['Taksim Meydanı'])
    expect(taksimRow?.slice(5, 7)).toEqual(['3', '3'])

    // in English
    await page.goto('/en/admin/demand')
    await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible()
    await expect(
      page.getByRole('table', { name: en.top.heading }).getByRole('row').filter({ hasText: 'Near Taksim Square' }),
    ).toBeVisible()
    await expectAccessible(page)
    await shoot(page, 'en-1280')
    if (SHOTS) {
      await page.setViewportSize({ width: 375, height: 812 })
      await shoot(page, 'en-375')
      await page.goto('/admin/demand')
      await expect(page.getByRole('table', { name: tr.top.heading })).toBeVisible()
      await shoot(page, 'tr-375')
    }
    expect(errors).toEqual([])
    await context.close()
  } finally {
    process.env.E2E_BASE_URL = globalUrl
    await server.stop()
  }
})
