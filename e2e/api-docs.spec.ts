import { expect, test } from './fixtures.ts'

test.describe('the API reference at /api/docs', () => {
  test('shows every operation of /api/v1/openapi.json under our CSP, with contents, at 1280 and 375 px', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // axe over the whole reference (every operation, each schema), once, on a shared two-core machine
    test.setTimeout(180_000)
    const { expectAccessible } = await import('./fixtures.ts')
    const openApi = await (await request.get('/api/v1/openapi.json')).json()
    const paths = Object.values(openApi.paths as Record<string, Record<string, { operationId: string }>>)
    const operationIds = paths.flatMap((methods) => Object.values(methods).map((operation) => operation.operationId))
    expect(operationIds).toEqual(expect.arrayContaining(['getMe', 'registerPassenger', 'signInWithEmail']))
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/api/docs')
      await expect(page.getByRole('heading', { level: 1, name: 'Durak API v1' })).toBeVisible()
      await expect(page.locator('section.op')).toHaveCount(operationIds.length)
      await expect(page.locator('#filter-count')).toHaveText(`${operationIds.length} operations`)
      const contents = page.getByRole('navigation', { name: 'Contents' })
      // folded on a phone, open beside the reference on a desktop
      if (width === 375) await contents.getByText('Contents', { exact: true }).click()
      await contents.getByRole('link', { name: /^POST \/api\/v1\/register$/ }).click()
      await expect(page.locator('#registerPassenger')).toBeInViewport()
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0)
    }
    await expectAccessible(page)
    expect(consoleErrors).toEqual([])
  })

  test('filters operations as one types, keeps the filter in the address, and opens a linked schema', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/api/docs')
    const filter = page.getByRole('searchbox', { name: 'Filter' })
    await filter.fill('Receipts getMyReceiptPdf')
    await expect(page.locator('section.op:visible')).toHaveCount(1)
    await expect(page.locator('section.op:visible h3')).toHaveText(
      /GET \/api\/v1\/me\/receipts\/\{receiptNumber\}\/pdf/,
    )
    await expect(page.locator('#filter-count')).toHaveText(/^1 of \d+ operations$/)
    const contents = page.getByRole('navigation', { name: 'Contents' })
    await expect(contents.locator('[data-entry]:visible')).toHaveCount(1)
    expect(new URL(page.url()).searchParams.get('q')).toBe('Receipts getMyReceiptPdf')
    await page.reload()
    await expect(filter).toHaveValue('Receipts getMyReceiptPdf')
    await expect(page.locator('section.op:visible')).toHaveCount(1)
    await filter.fill('')
    await expect(page.locator('section.op:visible').nth(20)).toBeVisible()

    const profile = page.locator('details#schema-Profile')
    await expect(profile).not.toHaveAttribute('open')
    await page.locator('a[href="#schema-Profile"]').first().click()
    await expect(profile).toHaveAttribute('open')
    await expect(profile.locator('pre')).toBeInViewport()
    expect(consoleErrors).toEqual([])
  })
})
