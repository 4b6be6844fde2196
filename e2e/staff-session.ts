import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
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
    const again = await secondStep(post, known)
    expect(again.ok(), await again.text()).toBeTruthy()
    return
  }
  const enable = await post('/two-factor/enable', { password: staff.password })
  expect(enable.ok(), await enable.text()).toBeTruthy()
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] }
  const secret = base32.decode(new URL(totpURI).searchParams.get('secret')!)
  const lastStep = stepNow()
  const verify = await post('/two-factor/verify-totp', { code: await createOTP(secret).hotp(lastStep) })
  expect(verify.ok(), await verify.text()).toBeTruthy()
  secrets.set(staff.email, { secret, backupCodes, lastStep })
}

/** Each staff member enrolled in this test file: TOTP secret, unused backup codes, last time step sent. */
const secrets = new Map<string, { secret: Uint8Array; backupCodes: string[]; lastStep: number }>()
const stepNow = () => Math.floor(Date.now() / 30_000)

/**
 * The code step of a later sign-in. The server takes a TOTP code once (issue 22): the code of now,
 * else of the next step (both inside its window); when both are spent, a backup code.
 */
async function secondStep(
  post: (path: string, data: object) => ReturnType<Page['request']['post']>,
  known: { secret: Uint8Array; backupCodes: string[]; lastStep: number },
) {
  const step = Math.max(stepNow(), known.lastStep + 1)
  if (step > stepNow() + 1) return post('/two-factor/verify-backup-code', { code: known.backupCodes.pop()! })
  known.lastStep = step
  return post('/two-factor/verify-totp', { code: await createOTP(known.secret).hotp(step) })
}

/** A JSON call to the staff API with the page's session. */
export async function staffApi(page: Page, method: 'PUT' | 'POST', path: string, data: object = {}) {
  const baseURL = process.env.E2E_BASE_URL!
  const response = await page.request.fetch(`${baseURL}/api/v1${path}`, { method, data, headers: { origin: baseURL } })
  expect(response.ok(), await response.text()).toBeTruthy()
  return response.json()
}

/** A scan sent by staff for one of a driver's recorded documents (approval needs every one scanned: issue 30). */
export async function staffScan(page: Page, driverId: string, kind: string, body: Buffer, type = 'image/png') {
  const baseURL = process.env.E2E_BASE_URL!
  const url = `${baseURL}/api/v1/admin/drivers/${driverId}/documents/${kind}/scan`
  const response = await page.request.fetch(url, {
    method: 'PUT',
    data: body,
    headers: { origin: baseURL, 'content-type': type },
  })
  expect(response.ok(), await response.text()).toBeTruthy()
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

/** The confirmation link of the newest KVKK receipt mail to `email`, read from the server's outbox folder. */
export async function verifyLinkFor(email: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox')
  const safe = email.replace(/[^a-z0-9@._-]/gi, '_')
  const newestLink = async () => {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith(`${safe}.eml`)).sort()
    for (const file of files.reverse()) {
      const raw = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=')
      const match = /(https?:\/\/[^\s"<]+#verify=[\w-]+)/.exec(raw)
      if (match) return match[1]!
    }
    return null
  }
  // the mail is written just after the answer: wait for the file, not for a fixed time
  await expect.poll(newestLink).not.toBeNull()
  return (await newestLink())!
}
