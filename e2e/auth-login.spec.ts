import path from 'node:path'
import Database from 'better-sqlite3'
import type { Page } from '@playwright/test'
import { localePath, PAGES, type Lang } from '#shared/routes.ts'
import { createUser, expect, expectAccessible, ownServerFixtures, test as base, type Credentials } from './fixtures.ts'
import type { RunningServer } from './server.ts'

/**
 * Sign-in pages (spec §2, §6, §8). Each worker runs its own server behind a trusted proxy and every
 * test comes from its own client address, so better-auth's per-IP limit (10/min) sees real users.
 */
const test = base.extend<
  { user: (type: 'driver' | 'passenger' | 'admin') => Promise<Credentials> },
  { authServer: RunningServer }
>({
  ...ownServerFixtures(),
  user: async ({ authServer }, use) => use((type) => createUser(type, { dataDir: authServer.dataDir })),
})

/** Chromium logs every 4xx answer as a console error; the ones a test provokes on purpose are expected. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource: .*status of (401|403|404|429|400|500)/.test(e))

const TEXT = {
  tr: {
    email: 'E-posta',
    password: 'Şifre',
    submit: 'Giriş yapın',
    showPassword: 'Şifreyi gösterin',
    forgot: 'Şifrenizi mi unuttunuz?',
    send: 'Sıfırlama bağlantısı gönderin',
    backToSignIn: 'Girişe dönün',
    home: 'Ana sayfaya dönün',
    emailRequired: 'E-posta zorunludur',
    passwordRequired: 'Şifre zorunludur',
    wrongPassword: 'Giriş başarısız: e-posta veya şifre hatalı.',
    loginFailed: 'Giriş başarısız.',
    notDriver: 'Bu hesap şoför hesabı değil. Lütfen yolcu girişini kullanın.',
    notPassenger: 'Bu hesap yolcu hesabı değil. Lütfen şoför girişini kullanın.',
    unknownType: 'Kullanıcı türü belirlenemedi.',
    noProfile: 'Kullanıcı verileri bulunamadı',
    resetSent: 'Şifre sıfırlama e-postası gönderildi. E-posta kutunuzu kontrol edin.',
    resetFailedServer: 'Şifre sıfırlama başarısız: sunucu isteği tamamlayamadı. Lütfen tekrar deneyin.',
    resetFailed: 'Şifre sıfırlama başarısız.',
    tooManyResets: 'Çok fazla şifre sıfırlama denemesi yapıldı. Lütfen 15 dakika sonra tekrar deneyin.',
    tooMany: (n: number) => `Çok fazla giriş denemesi yapıldı. Lütfen ${n} dakika sonra tekrar deneyin.`,
    locked: /hesap geçici olarak kilitlendi\. 10 dakika sonra tekrar deneyin/,
    driverRegistration: 'Şoför olun',
    passengerRegistration: 'Yolcu olarak kaydolun',
    driverLogin: 'Şoför girişi',
    passengerLogin: 'Yolcu girişi',
    ownDriverPanel: 'Şoför panelinize gidin',
  },
  en: {
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    showPassword: 'Show password',
    forgot: 'Forgot your password?',
    send: 'Send reset link',
    backToSignIn: 'Back to sign in',
    home: 'Back to home',
    emailRequired: 'Email is required',
    passwordRequired: 'Password is required',
    wrongPassword: 'Login failed: the email or password is incorrect.',
    loginFailed: 'Login failed.',
    notDriver: 'This account is not a driver account. Please use the passenger login.',
    notPassenger: 'This account is not a passenger account. Please use the driver login.',
    unknownType: 'User type could not be determined.',
    noProfile: 'User data not found',
    resetSent: 'Password reset email sent. Please check your email inbox.',
    resetFailedServer: 'Password reset failed: the server could not complete the request. Please try again.',
    resetFailed: 'Password reset failed.',
    tooManyResets: 'Too many password reset attempts. Please try again in 15 minutes.',
    tooMany: (n: number) => `Too many sign-in attempts. Please try again in ${n} minute${n === 1 ? '' : 's'}.`,
    locked: /account is temporarily locked after too many failed sign-ins\. Try again in 10 minutes/,
    driverRegistration: 'Become a driver',
    passengerRegistration: 'Register as a passenger',
    driverLogin: 'Driver sign-in',
    passengerLogin: 'Passenger sign-in',
    ownDriverPanel: 'Go to my driver panel',
  },
} as const

async function fillAndSubmit(page: Page, lang: Lang, credentials: { email: string; password: string }) {
  // typed before hydration, the values are lost when React takes over the prerendered form
  await expect(page.locator('header[data-hydrated]')).toHaveCount(1)
  await page.getByLabel(TEXT[lang].email).fill(credentials.email)
  await page.getByLabel(TEXT[lang].password, { exact: true }).fill(credentials.password)
  await page.getByRole('button', { name: TEXT[lang].submit, exact: true }).click()
}

async function expectSignedOut(page: Page) {
  const session = await page.request.get('/api/auth/get-session')
  expect(await session.json()).toBeNull()
}

for (const lang of ['tr', 'en'] as const) {
  const T = TEXT[lang]
  const url = (p: string) => localePath(p, lang)

  test.describe(`sign-in pages (${lang})`, () => {
    test('each page has labelled fields, a show/hide control, its links and a way home, and is accessible', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(url(PAGES.driverLogin))
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByLabel(T.email)).toHaveAttribute('autocomplete', 'email')
      const password = page.getByLabel(T.password, { exact: true })
      await expect(password).toHaveAttribute('autocomplete', 'current-password')
      await expect(password).toHaveAttribute('type', 'password')
      const toggle = page.getByRole('button', { name: T.showPassword })
      await expect(toggle).toHaveAttribute('aria-pressed', 'false')
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-pressed', 'true')
      await expect(password).toHaveAttribute('type', 'text')
      // the page's own link (the header and footer carry one of the same name since issue 9's copy)
      await expect(page.locator('#main').getByRole('link', { name: T.driverRegistration })).toHaveAttribute(
        'href',
        url(PAGES.driverRegistration),
      )
      await expect(page.getByRole('link', { name: T.passengerLogin })).toHaveAttribute(
        'href',
        url(PAGES.passengerLogin),
      )
      await expect(page.getByRole('link', { name: T.home })).toHaveAttribute('href', url(PAGES.home))
      await expectAccessible(page)

      await page.goto(url(PAGES.passengerLogin))
      await expect(page.getByRole('link', { name: T.passengerRegistration })).toHaveAttribute(
        'href',
        url(PAGES.passengerRegistration),
      )
      await expect(page.getByRole('link', { name: T.driverLogin })).toHaveAttribute('href', url(PAGES.driverLogin))
      await expectAccessible(page)

      await page.goto(url(PAGES.login))
      await page.getByRole('button', { name: T.submit, exact: true }).click()
      await expect(page.getByText(T.emailRequired)).toBeVisible()
      await expect(page.getByText(T.passwordRequired)).toBeVisible()
      await expectAccessible(page)
      await page.getByLabel(T.email).fill('a')
      await expect(page.getByText(T.emailRequired)).toBeHidden()
      await expect(page.getByText(T.passwordRequired)).toBeVisible()
      expect(consoleErrors).toEqual([])
    })

    test('at /login a driver goes to /driver-dashboard and a passenger to /passenger-dashboard', async ({
      page,
      user,
    }) => {
      // two sign-ins with their dashboards: more than 30 s on a loaded CI machine
      test.slow()
      const [driver, passenger] = await Promise.all([user('driver'), user('passenger')])
      await page.goto(url(PAGES.login))
      await fillAndSubmit(page, lang, driver)
      await expect(page).toHaveURL(url(PAGES.driverDashboard))
      await page.context().clearCookies()
      await page.goto(url(PAGES.login))
      await fillAndSubmit(page, lang, passenger)
      await expect(page).toHaveURL(url(PAGES.passengerDashboard))
    })

    test('the role pages let their own role in and refuse the other with the spec message', async ({
      page,
      user,
      consoleErrors,
    }) => {
      // four sign-ins, two dashboards and an axe run: CI failed once at 30 s under load (35-minute e2e run)
      test.slow()
      const [driver, passenger] = await Promise.all([user('driver'), user('passenger')])
      await page.goto(url(PAGES.driverLogin))
      await fillAndSubmit(page, lang, passenger)
      await expect(page.getByRole('alert')).toHaveText(T.notDriver)
      await expectSignedOut(page)
      await expect(page.getByLabel(T.email)).toHaveValue(passenger.email)
      await expectAccessible(page)

      await page.goto(url(PAGES.passengerLogin))
      await fillAndSubmit(page, lang, driver)
      await expect(page.getByRole('alert')).toHaveText(T.notPassenger)
      await expectSignedOut(page)

      await fillAndSubmit(page, lang, passenger)
      await expect(page).toHaveURL(url(PAGES.passengerDashboard))
      await page.context().clearCookies()
      await page.goto(url(PAGES.driverLogin))
      await fillAndSubmit(page, lang, driver)
      await expect(page).toHaveURL(url(PAGES.driverDashboard))
      expect(unexpected(consoleErrors)).toEqual([])
    })

    test('an admin goes on to the back-office, first to set up two-factor sign-in (issue 14)', async ({
      page,
      user,
    }) => {
      const admin = await user('admin')
      await page.goto(url(PAGES.login))
      await fillAndSubmit(page, lang, admin)
      await expect(page).toHaveURL(url('/admin/two-factor'))
    })

    test('an account of unknown type gets "User type could not be determined." and is signed out', async ({
      page,
      user,
      authServer,
    }) => {
      const passenger = await user('passenger')
      const db = new Database(path.join(authServer.dataDir, 'durak.sqlite'))
      db.prepare('update users set "userType" = ? where id = ?').run('PILOT', passenger.id)
      db.close()
      await page.goto(url(PAGES.login))
      await fillAndSubmit(page, lang, passenger)
      await expect(page.getByRole('alert')).toHaveText(T.unknownType)
      await expectSignedOut(page)
    })

    test('a user without a profile record gets "Kullanıcı verileri bulunamadı" (or its translation)', async ({
      page,
      user,
    }) => {
      const passenger = await user('passenger')
      await page.route('**/api/v1/me', (route) =>
        route.fulfill({ status: 404, json: { error: { code: 'USER_NOT_FOUND', message: 'Not found.' } } }),
      )
      await page.goto(url(PAGES.login))
      await fillAndSubmit(page, lang, passenger)
      await expect(page.getByRole('alert')).toHaveText(T.noProfile)
      await expectSignedOut(page)
    })

    test('a wrong password says "Giriş başarısız: " plus the reason and keeps what was typed', async ({
      page,
      user,
    }) => {
      const passenger = await user('passenger')
      await page.goto(url(PAGES.login))
      await fillAndSubmit(page, lang, { email: passenger.email, password: 'not-the-password' })
      await expect(page.getByRole('alert')).toHaveText(T.wrongPassword)
      await expect(page.getByLabel(T.email)).toHaveValue(passenger.email)
      await expect(page.getByLabel(T.password, { exact: true })).toHaveValue('not-the-password')
      await expectAccessible(page)
    })

    test('a failure without a known reason falls back to "Login failed."', async ({ page }) => {
      await page.route('**/api/auth/sign-in/email', (route) =>
        route.fulfill({ status: 400, json: { code: 'SOMETHING_ELSE', message: 'Something else' } }),
      )
      await page.goto(url(PAGES.login))
      await fillAndSubmit(page, lang, { email: 'someone@test.durak', password: 'whatever1' })
      await expect(page.getByRole('alert')).toHaveText(T.loginFailed)
    })

    test('a locked account gets its own message saying when to try again', async ({ page }) => {
      await page.route('**/api/auth/sign-in/email', (route) =>
        route.fulfill({
          status: 429,
          json: { code: 'ACCOUNT_TEMPORARILY_LOCKED', message: 'locked', retryAfterSeconds: 600 },
        }),
      )
      await page.goto(url(PAGES.login))
      await fillAndSubmit(page, lang, { email: 'someone@test.durak', password: 'whatever1' })
      await expect(page.getByRole('alert')).toHaveText(T.locked)
    })

    test("someone already signed in goes to their dashboard from /login, and is told on the other role's page", async ({
      page,
      user,
      baseURL,
    }) => {
      const driver = await user('driver')
      const response = await page.request.post('/api/auth/sign-in/email', {
        data: { email: driver.email, password: driver.password },
        headers: { origin: baseURL! },
      })
      expect(response.ok()).toBeTruthy()
      await page.goto(url(PAGES.passengerLogin))
      await expect(page.getByRole('link', { name: T.ownDriverPanel })).toHaveAttribute(
        'href',
        url(PAGES.driverDashboard),
      )
      await expect(page).toHaveURL(url(PAGES.passengerLogin))
      await page.goto(url(PAGES.driverLogin))
      await expect(page).toHaveURL(url(PAGES.driverDashboard))
      await page.goto(url(PAGES.login))
      await expect(page).toHaveURL(url(PAGES.driverDashboard))
    })

    test('forgot-password mode sends the mail and returns to sign-in with the spec message', async ({
      page,
      user,
      consoleErrors,
    }) => {
      const passenger = await user('passenger')
      await page.goto(url(PAGES.passengerLogin))
      await page.getByLabel(T.email).fill(passenger.email)
      await page.getByRole('button', { name: T.forgot }).click()
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
      await expect(page.getByLabel(T.email)).toHaveValue(passenger.email)
      await expectAccessible(page)
      await page.getByRole('button', { name: T.send }).click()
      await expect(page.getByRole('status')).toHaveText(T.resetSent)
      await expect(page.getByRole('button', { name: T.submit, exact: true })).toBeVisible()
      await expect(page.getByLabel(T.email)).toHaveValue(passenger.email)
      await page.getByRole('button', { name: T.forgot }).click()
      await page.getByRole('button', { name: T.backToSignIn }).click()
      await expect(page.getByLabel(T.password, { exact: true })).toBeVisible()
      expect(consoleErrors).toEqual([])
    })

    test('a failed reset request says "Şifre sıfırlama başarısız: " plus reason, or the fallback', async ({ page }) => {
      let answer: 'server' | 'unknown' | 'limited' = 'server'
      await page.route('**/api/auth/request-password-reset', (route) =>
        answer === 'server'
          ? route.fulfill({ status: 500, json: { message: 'boom' } })
          : answer === 'unknown'
            ? route.fulfill({ status: 400, json: { code: 'NEW_CODE', message: 'new' } })
            : route.fulfill({ status: 429, headers: { 'x-retry-after': '900' }, json: { message: 'Too many' } }),
      )
      await page.goto(url(PAGES.login))
      await page.getByRole('button', { name: T.forgot }).click()
      await page.getByLabel(T.email).fill('someone@test.durak')
      await page.getByRole('button', { name: T.send }).click()
      await expect(page.getByRole('alert')).toHaveText(T.resetFailedServer)
      answer = 'unknown'
      await page.getByRole('button', { name: T.send }).click()
      await expect(page.getByRole('alert')).toHaveText(T.resetFailed)
      answer = 'limited'
      await page.getByRole('button', { name: T.send }).click()
      await expect(page.getByRole('alert')).toHaveText(T.tooManyResets)
      await expect(page.getByLabel(T.email)).toHaveValue('someone@test.durak')
    })
  })
}

test('too many sign-ins from one address get better-auth’s real 429 with the minutes to wait', async ({
  page,
  baseURL,
}) => {
  for (let i = 0; i < 10; i++) {
    await page.request.post('/api/auth/sign-in/email', {
      data: { email: `nobody-${i}@test.durak`, password: 'wrong-password' },
      headers: { origin: baseURL! },
    })
  }
  await page.goto(PAGES.login)
  await fillAndSubmit(page, 'tr', { email: 'nobody@test.durak', password: 'wrong-password' })
  await expect(page.getByRole('alert')).toHaveText(TEXT.tr.tooMany(1))
  await page.goto('/en/login')
  await fillAndSubmit(page, 'en', { email: 'nobody@test.durak', password: 'wrong-password' })
  await expect(page.getByRole('alert')).toHaveText(TEXT.en.tooMany(1))
})

test('typed before the page’s script has arrived (a slow phone), the e-mail and password are kept; the button waits for the script, so the password never goes into the address', async ({
  page,
  user,
  consoleErrors,
}) => {
  const passenger = await user('passenger')
  let release = () => {}
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/**/*.js', async (route) => {
    await scriptsHeld
    await route.continue()
  })
  await page.goto(PAGES.passengerLogin, { waitUntil: 'commit' })
  const submit = page.getByRole('button', { name: TEXT.tr.submit, exact: true })
  await expect(submit).toBeDisabled()
  await page.getByLabel(TEXT.tr.email).fill(passenger.email)
  await page.getByLabel(TEXT.tr.password, { exact: true }).fill(passenger.password)
  await page.getByLabel(TEXT.tr.password, { exact: true }).press('Enter') // no native submit either
  expect(new URL(page.url()).search).toBe('')
  release()
  await expect(page.locator('header[data-hydrated]')).toHaveCount(1)
  await expect(page.getByLabel(TEXT.tr.email)).toHaveValue(passenger.email)
  await submit.click()
  await expect(page).toHaveURL(PAGES.passengerDashboard)
  expect(consoleErrors).toEqual([])
})
