import type { Page } from '@playwright/test'
import { createUser, expect, ownServerFixtures, test as base, type Credentials } from './fixtures.ts'
import { startServer, type RunningServer } from './server.ts'

/**
 * Sign-in works at the address the server prints with the default PUBLIC_URL (http://localhost:PORT),
 * and a page address the server does not trust is explained, never a bare "Giriş başarısız.".
 */
const test = base.extend<{ passenger: Credentials }, { authServer: RunningServer }>({
  // PUBLIC_URL '' is the default: the server's own localhost address.
  ...ownServerFixtures(() => startServer({ TRUST_PROXY: '1', PUBLIC_URL: '' })),
  passenger: async ({ authServer }, use) => use(await createUser('passenger', { dataDir: authServer.dataDir })),
})

async function signInThroughPage(page: Page, origin: string, who: Credentials) {
  await page.goto(`${origin}/en/passenger-login`)
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Password', { exact: true }).fill(who.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

for (const host of ['127.0.0.1', 'localhost']) {
  test(`signs in at http://${host}:PORT with the default PUBLIC_URL`, async ({
    page,
    authServer,
    passenger,
    consoleErrors,
  }) => {
    const port = new URL(authServer.url).port
    await signInThroughPage(page, `http://${host}:${port}`, passenger)
    await expect(page).toHaveURL(/\/en\/passenger-dashboard$/)
    expect(consoleErrors).toEqual([])
  })
}

test.describe('a PUBLIC_URL that differs from the page address', () => {
  const other = base.extend<{ passenger: Credentials }, { authServer: RunningServer }>({
    ...ownServerFixtures(() => startServer({ TRUST_PROXY: '1', PUBLIC_URL: 'http://durak.example:8080' })),
    passenger: async ({ authServer }, use) => use(await createUser('passenger', { dataDir: authServer.dataDir })),
  })
  other('explains the refused address instead of a bare failure', async ({ page, authServer, passenger }) => {
    await signInThroughPage(page, authServer.url, passenger)
    await expect(page.getByRole('alert')).toContainText('Login failed: this address is not accepted for sign-in.')
    await expect(page).toHaveURL(/\/en\/passenger-login$/)
  })
})
