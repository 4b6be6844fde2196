import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { localePath, PAGES, type Lang } from '#shared/routes.ts'
import { createUser, expect, expectAccessible, ownServerFixtures, randomIp, test as base } from './fixtures.ts'
import { startServer, type RunningServer } from './server.ts'

/** Issue 23, "Sign in with the phone": a server of its own, each test from its own address. */
const test = base.extend<object, { authServer: RunningServer }>(ownServerFixtures())

const TEXT = {
  tr: {
    number: 'Cep telefonu numarası',
    send: 'Kod gönderin',
    code: 'SMS kodu',
    verify: 'Devam edin',
    resend: 'Yeni kod gönderin',
    create: 'Hesabımı oluşturun',
    firstName: 'Ad',
    lastName: 'Soyad',
    city: 'Şehir',
    cityName: 'İstanbul',
    wrong: 'Kod hatalı. SMS’i kontrol edip tekrar deneyin.',
    expired: 'Kodun süresi doldu. Yeni bir kod isteyin.',
    tooMany: /^Çok fazla kod istendi\. Lütfen \d+ dakika sonra tekrar deneyin\.$/,
    heading: 'Telefonla giriş',
  },
  en: {
    number: 'Mobile number',
    send: 'Send code',
    code: 'SMS code',
    verify: 'Continue',
    resend: 'Send a new code',
    create: 'Create my account and continue',
    firstName: 'First name',
    lastName: 'Last name',
    city: 'City',
    cityName: 'Istanbul',
    wrong: 'This code is wrong. Check the SMS and try again.',
    expired: 'This code has expired. Ask for a new code.',
    tooMany: /^Too many codes were asked for\. Please try again in \d+ minutes?\.$/,
    heading: 'Sign in with your phone',
  },
} as const

/** A mobile number no other test uses, in our normal form. */
function freshNumber(): string {
  return `053${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
}

/** The newest code the server "sent" to `phone`: without SMS_URL every SMS is a file in DATA_DIR/outbox. */
async function newestCode(server: RunningServer, phone: string, after = 0): Promise<string> {
  const outbox = path.join(server.dataDir, 'outbox')
  const read = async () => {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith(`-${phone}.sms.txt`))
    if (files.length <= after) return null
    const text = await readFile(path.join(outbox, files.sort().at(-1)!), 'utf8')
    return /\b(\d{6})\b/.exec(text)?.[1] ?? null
  }
  await expect.poll(read).not.toBeNull()
  return (await read())!
}

async function countSent(server: RunningServer, phone: string) {
  const files = await readdir(path.join(server.dataDir, 'outbox')).catch(() => [] as string[])
  return files.filter((f) => f.endsWith(`-${phone}.sms.txt`)).length
}

async function askForCode(page: Page, lang: Lang, phone: string) {
  const text = TEXT[lang]
  // the SMS form opens on request (its code loads then, decision 008), once the page is hydrated
  await expect(page.locator('header[data-hydrated]')).toHaveCount(1)
  const start = page.getByRole('button', {
    name: lang === 'tr' ? 'SMS koduyla devam edin' : 'Continue with an SMS code',
  })
  await expect(start.or(page.getByLabel(text.number))).toBeVisible()
  if (await start.isVisible()) await start.click()
  await page.getByLabel(text.number).fill(phone.replace(/^0(\d{3})(\d{3})(\d{2})(\d{2})$/, '0$1 $2 $3 $4'))
  await page.getByRole('button', { name: text.send, exact: true }).click()
  await expect(page.getByLabel(text.code)).toBeVisible()
}

async function fillProfile(page: Page, lang: Lang) {
  const text = TEXT[lang]
  const phoneSection = page.getByRole('region', { name: lang === 'tr' ? 'Neredeyse bitti' : 'Almost done' })
  await phoneSection.getByLabel(text.firstName, { exact: true }).fill('Zeynep')
  await phoneSection.getByLabel(text.lastName, { exact: true }).fill('Kaya')
  await phoneSection.getByLabel(text.city).selectOption({ label: text.cityName })
}

test('signs up by phone: a wrong code is refused, the right one from the SMS asks name and city, then the dashboard', async ({
  page,
  authServer,
}) => {
  const phone = freshNumber()
  const text = TEXT.tr
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(localePath(PAGES.passengerLogin, 'tr'))
  await expect(page.getByRole('heading', { name: text.heading })).toBeVisible()
  await askForCode(page, 'tr', phone)
  const code = await newestCode(authServer, phone)

  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  await page.getByLabel(text.code).fill(wrong)
  await page.getByRole('button', { name: text.verify, exact: true }).click()
  await expect(page.getByText(text.wrong)).toBeVisible()

  await page.getByLabel(text.code).fill(code)
  await page.getByRole('button', { name: text.verify, exact: true }).click()
  await expect(page.getByRole('button', { name: text.create })).toBeVisible()
  await expectAccessible(page)
  await page.screenshot({ path: test.info().outputPath('phone-profile-tr-375.png'), fullPage: true })
  await fillProfile(page, 'tr')
  await page.getByRole('button', { name: text.create }).click()
  await expect(page).toHaveURL(new RegExp(`${localePath(PAGES.passengerDashboard, 'tr')}$`))
})

test('says when a code has expired (a server whose codes live one second)', async ({ page }) => {
  const server = await startServer({ TRUST_PROXY: '1', PHONE_CODE_SECONDS: '1' })
  try {
    const phone = freshNumber()
    const text = TEXT.en
    await page.goto(`${server.url}${localePath(PAGES.passengerLogin, 'en')}`)
    await askForCode(page, 'en', phone)
    const code = await newestCode(server, phone)
    await page.waitForTimeout(1_500)
    await page.getByLabel(text.code).fill(code)
    await page.getByRole('button', { name: text.verify, exact: true }).click()
    await expect(page.getByText(text.expired)).toBeVisible()
  } finally {
    await server.stop()
  }
})

test('stops sending after 5 codes an hour to one number, and says how long to wait', async ({ page, authServer }) => {
  const phone = freshNumber()
  const text = TEXT.en
  await page.goto(localePath(PAGES.passengerLogin, 'en'))
  await askForCode(page, 'en', phone)
  for (let sent = 1; sent < 5; sent++) {
    await expect.poll(() => countSent(authServer, phone)).toBe(sent)
    await page.getByRole('button', { name: text.resend }).click()
  }
  await expect.poll(() => countSent(authServer, phone)).toBe(5)
  await page.getByRole('button', { name: text.resend }).click()
  await expect(page.getByRole('alert')).toHaveText(text.tooMany)
  expect(await countSent(authServer, phone)).toBe(5)
})

for (const lang of ['tr', 'en'] as const) {
  test(`brings a signed-out visitor of the booking page back to it after a phone sign-up (${lang})`, async ({
    page,
    authServer,
  }) => {
    const phone = freshNumber()
    const text = TEXT[lang]
    const booking = localePath(PAGES.callTaxi, lang)
    await page.goto(booking)
    await expect(page).toHaveURL(
      `${authServer.url}${localePath(PAGES.passengerLogin, lang)}?next=${encodeURIComponent(booking)}`,
    )
    await askForCode(page, lang, phone)
    await page.getByLabel(text.code).fill(await newestCode(authServer, phone))
    await page.getByRole('button', { name: text.verify, exact: true }).click()
    await fillProfile(page, lang)
    await page.getByRole('button', { name: text.create }).click()
    await expect(page).toHaveURL(`${authServer.url}${booking}`)
  })
}

for (const lang of ['tr', 'en'] as const) {
  for (const width of [1280, 375]) {
    test(`the sign-in page with the phone form is accessible (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomIp() })
      await page.goto(localePath(PAGES.passengerLogin, lang))
      await expect(page.getByRole('heading', { name: TEXT[lang].heading })).toBeVisible()
      await expectAccessible(page)
      await page.screenshot({ path: test.info().outputPath(`phone-sign-in-${lang}-${width}.png`), fullPage: true })
      await page.goto(localePath(PAGES.passengerRegistration, lang))
      await expect(page.getByRole('heading', { name: TEXT[lang].heading })).toBeVisible()
      await expectAccessible(page)
    })
  }
}

test('keeps the way back to the booking page when the visitor goes on to register', async ({ page, authServer }) => {
  const booking = localePath(PAGES.callTaxi, 'en')
  await page.goto(booking)
  await page.getByRole('link', { name: 'Register as a passenger' }).click()
  await expect(page).toHaveURL(
    `${authServer.url}${localePath(PAGES.passengerRegistration, 'en')}?next=${encodeURIComponent(booking)}`,
  )
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(
    `${authServer.url}${localePath(PAGES.passengerLogin, 'en')}?next=${encodeURIComponent(booking)}`,
  )
})

test('brings a visitor of the booking page back to it after an e-mail sign-in too', async ({ page, authServer }) => {
  const passenger = await createUser('passenger', { dataDir: authServer.dataDir })
  const booking = localePath(PAGES.callTaxi, 'tr')
  await page.goto(booking)
  await page.getByLabel('E-posta').fill(passenger.email)
  await page.getByLabel('Şifre', { exact: true }).fill(passenger.password)
  await page.getByRole('main').getByRole('button', { name: 'Giriş yapın' }).click()
  await expect(page).toHaveURL(`${authServer.url}${booking}`)
})

test('refuses a next that leaves the site and goes to the dashboard instead', async ({ page, authServer }) => {
  const passenger = await createUser('passenger', { dataDir: authServer.dataDir })
  await page.goto(`${localePath(PAGES.passengerLogin, 'en')}?next=${encodeURIComponent('//evil.example/x')}`)
  await page.getByLabel('Email').fill(passenger.email)
  await page.getByLabel('Password', { exact: true }).fill(passenger.password)
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(`${authServer.url}${localePath(PAGES.passengerDashboard, 'en')}`)
})
