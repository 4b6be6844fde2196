import type { Page } from '@playwright/test'
import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'
import { expect, randomIp, type Credentials } from './fixtures.ts'

/**
 * Sign a staff member in through the API as the browser would (issue 14): password, then enrol
 * two-factor and send the first code. The page's context keeps the session cookie.
 */
export async function signInStaff(page: Page, staff: Credentials) {
  const baseURL = process.env.E2E_BASE_URL!
  const post = (path: string, data: object) =>
    page.request.post(`${baseURL}/api/auth${path}`, {
      data,
      headers: { origin: baseURL, 'x-forwarded-for': randomIp() },
    })
  const signIn = await post('/sign-in/email', { email: staff.email, password: staff.password })
  expect(signIn.ok(), await signIn.text()).toBeTruthy()
  const known = secrets.get(staff.email)
  if (known) {
    const again = await post('/two-factor/verify-totp', { code: await createOTP(known).totp() })
    expect(again.ok(), await again.text()).toBeTruthy()
    return
  }
  const enable = await post('/two-factor/enable', { password: staff.password })
  expect(enable.ok(), await enable.text()).toBeTruthy()
  const { totpURI } = (await enable.json()) as { totpURI: string }
  const secret = base32.decode(new URL(totpURI).searchParams.get('secret')!)
  const verify = await post('/two-factor/verify-totp', { code: await createOTP(secret).totp() })
  expect(verify.ok(), await verify.text()).toBeTruthy()
  secrets.set(staff.email, secret)
}

/** The TOTP secret of each staff member enrolled in this test file. */
const secrets = new Map<string, Uint8Array>()

/** A JSON call to the staff API with the page's session. */
export async function staffApi(page: Page, method: 'PUT' | 'POST', path: string, data: object = {}) {
  const baseURL = process.env.E2E_BASE_URL!
  const response = await page.request.fetch(`${baseURL}/api/v1${path}`, { method, data, headers: { origin: baseURL } })
  expect(response.ok(), await response.text()).toBeTruthy()
  return response.json()
}

/** Screenshots for review: 1280 and 375 px wide. */
export async function shoot(page: Page, name: string) {
  const dir = process.env.KVKK_SHOTS
  if (!dir) return
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}
