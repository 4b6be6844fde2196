import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { runCliInProcess, runCliProcess } from './cli-in-process.ts'
import { startServer, type RunningServer } from './server.ts'

export type Credentials = { email: string; password: string; id: string }

/** Run the operations CLI against the test server's database; resolves to what it printed on stdout. */
export async function cli(args: string[], dataDir = process.env.E2E_DATA_DIR!): Promise<string> {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: '0' }
  // in-process: a child process spent ~6 s of CPU compiling the server with tsx, per call (decision 076)
  return process.env.E2E_CLI_PROCESS === '1' ? runCliProcess(args, env) : runCliInProcess(args, env)
}

/** A unique address per call, so tests never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@test.durak`
}

/** Create a user with the CLI; extra CLI flags may follow. */
export async function createUser(
  type: 'driver' | 'passenger' | 'admin' | 'support',
  options: { firstName?: string; lastName?: string; extra?: string[]; dataDir?: string } = {},
): Promise<Credentials> {
  const email = uniqueEmail(type)
  const password = 'secret-' + randomUUID().slice(0, 6)
  const out = await cli(
    [
      'user',
      'create',
      '--type',
      type,
      '--email',
      email,
      '--password',
      password,
      '--first-name',
      options.firstName ?? 'Test',
      '--last-name',
      options.lastName ?? (type === 'driver' ? 'Driver' : 'Passenger'),
      ...(options.extra ?? []),
    ],
    options.dataDir,
  )
  const id = /id ([^)]+)\)/.exec(out)?.[1] ?? ''
  return { email, password, id }
}

/** A made-up client address; servers in these tests trust X-Forwarded-For (TRUST_PROXY=1). */
export function randomIp(): string {
  const part = () => 1 + Math.floor(Math.random() * 250)
  return `10.${part()}.${part()}.${part()}`
}

/**
 * For a spec with a server of its own: the worker-scoped server (behind a trusted proxy) and
 * per-test client addresses, so better-auth's 10-a-minute limit per address sees separate users.
 */
export function ownServerFixtures(makeServer: () => Promise<RunningServer> = () => startServer({ TRUST_PROXY: '1' })) {
  type Use<T> = (value: T) => Promise<void>
  const authServer: [(args: object, use: Use<RunningServer>) => Promise<void>, { scope: 'worker' }] = [
    // Playwright reads a fixture's dependencies from its destructuring pattern, so it must be one
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await makeServer()
      await use(server)
      await server.stop()
    },
    { scope: 'worker' },
  ]
  return {
    authServer,
    baseURL: async ({ authServer }: { authServer: RunningServer }, use: Use<string>) => use(authServer.url),
    // eslint-disable-next-line no-empty-pattern
    extraHTTPHeaders: async ({}: object, use: Use<Record<string, string>>) => use({ 'x-forwarded-for': randomIp() }),
  }
}

/** Sign in through the real API so the browser context holds the session cookie. */
export async function signIn(page: Page, credentials: { email: string; password: string }) {
  const baseURL = process.env.E2E_BASE_URL!
  const response = await page.request.post(`${baseURL}/api/auth/sign-in/email`, {
    data: { email: credentials.email, password: credentials.password },
    // The test server trusts X-Forwarded-For: each API sign-in gets its own rate-limit bucket,
    // leaving 127.0.0.1's 10-a-minute budget to the sign-ins tests make through the pages.
    headers: { origin: baseURL, 'x-forwarded-for': randomIp() },
  })
  expect(response.ok(), await response.text()).toBeTruthy()
}

/**
 * No axe violations on the page once it has settled: a transition still running (a section fading
 * in on scroll, a menu opening) shows text half-transparent, which axe would judge mid-fade.
 */
export async function expectAccessible(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}

/** Tests fail on any console error (a CSP violation, a React warning, a failed request) or CSP issue. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      // A CSP violation that a library catches never reaches the console; DevTools still reports it.
      const cdp = await page.context().newCDPSession(page)
      cdp.on('Audits.issueAdded', ({ issue }) => {
        if (issue.code === 'ContentSecurityPolicyIssue') errors.push(`CSP: ${JSON.stringify(issue.details)}`)
      })
      await cdp.send('Audits.enable')
      await use(errors)
    },
    { auto: true },
  ],
})

export { expect }
