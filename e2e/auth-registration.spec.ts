import type { Locator, Page } from '@playwright/test'
import { CITIES, CITY_NAMES_TR, PRIVACY_NOTICE_VERSION } from '#shared/constants.ts'
import { localePath, PAGES, type Lang } from '#shared/routes.ts'
import { expect, expectAccessible, ownServerFixtures, test as base, uniqueEmail } from './fixtures.ts'
import type { RunningServer } from './server.ts'

/** Passenger registration (spec §2, §5, §8) on a server of its own, each test from its own address. */
const test = base.extend<object, { authServer: RunningServer }>(ownServerFixtures())

const TEXT = {
  tr: {
    firstName: 'Ad',
    lastName: 'Soyad',
    email: 'E-posta',
    phone: 'Telefon numarası',
    password: 'Şifre',
    confirmation: 'Şifre (tekrar)',
    city: 'Şehir',
    submit: 'Kaydolun',
    submitting: 'Kaydediliyor…',
    success: 'Kayıt başarılı! Giriş yapabilirsiniz.',
    goToSignIn: 'Girişe gidin',
    failed: 'Kayıt sırasında bir hata oluştu',
    emailTaken: 'Bu e-posta ile kayıtlı bir hesap zaten var. Giriş yapın veya şifrenizi sıfırlayın.',
    commonPassword: 'Bu şifre çok yaygın ve kolay tahmin edilir. Lütfen başka bir şifre seçin.',
    signInSubmit: 'Giriş yapın',
    required: [
      'Ad zorunludur',
      'Soyad zorunludur',
      'E-posta zorunludur',
      'Telefon numarası zorunludur',
      'Şifre zorunludur',
      'Şehir seçimi zorunludur',
    ],
    emailInvalid: 'Geçerli bir e-posta girin',
    phoneInvalid: 'Geçerli bir telefon numarası girin (0555 555 55 55)',
    passwordTooShort: 'Şifre en az 6 karakter olmalıdır',
    mismatch: 'Şifreler eşleşmiyor',
    cityNames: CITIES.map((c) => CITY_NAMES_TR[c]),
  },
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone number',
    password: 'Password',
    confirmation: 'Password (again)',
    city: 'City',
    submit: 'Register',
    submitting: 'Registering…',
    success: 'Registration successful! You can sign in.',
    goToSignIn: 'Go to sign in',
    failed: 'An error occurred during registration',
    emailTaken: 'An account with this email already exists. Sign in or reset your password.',
    commonPassword: 'This password is too common and easy to guess. Please choose another one.',
    signInSubmit: 'Sign in',
    required: [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Password is required',
      'City selection is required',
    ],
    emailInvalid: 'Enter a valid email',
    phoneInvalid: 'Enter a valid phone number (0555 555 55 55)',
    passwordTooShort: 'Password must be at least 6 characters',
    mismatch: 'Passwords do not match',
    cityNames: [...CITIES],
  },
} as const

/** A mobile number no other test registers: one phone, one account (decision 039). */
function uniquePhone(): string {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')
  return `0555 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`
}

async function fillForm(page: Page, lang: Lang, values: { email: string; phone?: string; password?: string }) {
  const T = TEXT[lang]
  await page.getByLabel(T.firstName, { exact: true }).fill('Ayşe')
  await page.getByLabel(T.lastName, { exact: true }).fill('Yılmaz')
  await page.getByLabel(T.email).fill(values.email)
  await page.getByLabel(T.phone).fill(values.phone ?? uniquePhone())
  await page.getByLabel(T.password, { exact: true }).fill(values.password ?? 'secret-1')
  await page.getByLabel(T.confirmation).fill(values.password ?? 'secret-1')
  await page.getByLabel(T.city).selectOption('Izmir')
}

for (const lang of ['tr', 'en'] as const) {
  const T = TEXT[lang]
  const url = (p: string) => localePath(p, lang)

  test.describe(`passenger registration (${lang})`, () => {
    test('the form has labelled fields with autocomplete, a phone keypad and the 20 cities in spec order', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(url(PAGES.passengerRegistration))
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByLabel(T.firstName, { exact: true })).toHaveAttribute('autocomplete', 'given-name')
      await expect(page.getByLabel(T.lastName, { exact: true })).toHaveAttribute('autocomplete', 'family-name')
      await expect(page.getByLabel(T.email)).toHaveAttribute('autocomplete', 'email')
      await expect(page.getByLabel(T.phone)).toHaveAttribute('autocomplete', 'tel')
      await expect(page.getByLabel(T.phone)).toHaveAttribute('inputmode', 'tel')
      await expect(page.getByLabel(T.password, { exact: true })).toHaveAttribute('autocomplete', 'new-password')
      await expect(page.getByLabel(T.confirmation)).toHaveAttribute('autocomplete', 'new-password')
      const city = page.getByLabel(T.city)
      await expect(city).toHaveAttribute('autocomplete', 'address-level2')
      const options = await city.locator('option:not([value=""])').allTextContents()
      expect(options).toEqual(T.cityNames)
      await expectAccessible(page)
      expect(consoleErrors).toEqual([])
    })

    test('every §5 message shows per field and clears when that field is edited', async ({ page }) => {
      await page.goto(url(PAGES.passengerRegistration))
      await page.getByRole('button', { name: T.submit }).click()
      for (const message of T.required) await expect(page.getByText(message, { exact: true })).toBeVisible()
      await expectAccessible(page)

      await page.getByLabel(T.firstName, { exact: true }).fill('A')
      await expect(page.getByText(T.required[0], { exact: true })).toBeHidden()
      await expect(page.getByText(T.required[1], { exact: true })).toBeVisible()

      await page.getByLabel(T.email).fill('not-an-email')
      await page.getByLabel(T.phone).fill('0444 123 45 67')
      await page.getByLabel(T.password, { exact: true }).fill('12345')
      await page.getByLabel(T.confirmation).fill('123456')
      await page.getByRole('button', { name: T.submit }).click()
      await expect(page.getByText(T.emailInvalid, { exact: true })).toBeVisible()
      await expect(page.getByText(T.phoneInvalid, { exact: true })).toBeVisible()
      await expect(page.getByText(T.passwordTooShort, { exact: true })).toBeVisible()
      await expect(page.getByText(T.mismatch, { exact: true })).toBeVisible()
      await expect(page.getByLabel(T.phone)).toHaveAttribute('aria-invalid', 'true')

      await page.getByLabel(T.phone).fill('0555 123 45 6')
      await expect(page.getByText(T.phoneInvalid, { exact: true })).toBeHidden()
      await page.getByLabel(T.confirmation).fill('12345')
      await expect(page.getByText(T.mismatch, { exact: true })).toBeHidden()
      await expect(page.getByText(T.passwordTooShort, { exact: true })).toBeVisible()
    })

    test('success shows the spec message in a dialog, then goes to /passenger-login where the passenger signs in', async ({
      page,
      consoleErrors,
    }) => {
      const email = uniqueEmail('reg')
      await page.goto(url(PAGES.passengerRegistration))
      const phone = uniquePhone()
      await fillForm(page, lang, { email, phone })
      await page.getByRole('button', { name: T.submit }).click()
      const dialog = page.getByRole('alertdialog', { name: T.success })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('button', { name: T.goToSignIn })).toBeFocused()
      await expectAccessible(page)
      await dialog.getByRole('button', { name: T.goToSignIn }).click()
      await expect(page).toHaveURL(url(PAGES.passengerLogin))
      await expect(page.getByRole('status')).toHaveText(T.success)
      await expect(page.getByLabel(T.email)).toHaveValue(email)
      await page.getByLabel(T.password, { exact: true }).fill('secret-1')
      await page.getByRole('button', { name: T.signInSubmit, exact: true }).click()
      await expect(page).toHaveURL(url(PAGES.passengerDashboard))
      const me = await (await page.request.get('/api/v1/me')).json()
      expect(me).toMatchObject({ userType: 'PASSENGER', phone: phone.replace(/\s/g, ''), city: 'Izmir', email })
      expect(consoleErrors).toEqual([])
    })

    test('an e-mail already registered gets the same success as a new one (the owner is told by mail, decision 021)', async ({
      page,
    }) => {
      const email = uniqueEmail('taken')
      await page.goto(url(PAGES.passengerRegistration))
      await fillForm(page, lang, { email })
      await page.getByRole('button', { name: T.submit }).click()
      await page.getByRole('alertdialog').getByRole('button').click()
      await page.goto(url(PAGES.passengerRegistration))
      await fillForm(page, lang, { email: email.toUpperCase() })
      await page.getByRole('button', { name: T.submit }).click()
      await expect(page.getByRole('alertdialog', { name: T.success })).toBeVisible()
      await expect(page.getByText(T.emailTaken)).toBeHidden()
    })

    test('a common password gets its own message under the password field (issue 11)', async ({ page }) => {
      await page.goto(url(PAGES.passengerRegistration))
      await fillForm(page, lang, { email: uniqueEmail('common'), password: 'Password1' })
      await page.getByRole('button', { name: T.submit }).click()
      await expect(page.getByText(T.commonPassword)).toBeVisible()
      await expect(page.getByLabel(T.password, { exact: true })).toHaveAttribute('aria-invalid', 'true')
    })

    test('field errors from the server show like the form’s own; other failures show the fallback', async ({
      page,
    }) => {
      let answer: 'fields' | 'down' = 'fields'
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/v1/register', async (route) => {
        if (answer === 'fields') {
          await held
          return route.fulfill({
            status: 400,
            json: { error: { code: 'INVALID_INPUT', message: 'x', fields: { phone: 'phoneInvalid' } } },
          })
        }
        return route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' })
      })
      await page.goto(url(PAGES.passengerRegistration))
      await fillForm(page, lang, { email: uniqueEmail('srv'), phone: '0555 123 45 67' })
      await page.getByRole('button', { name: T.submit }).click()
      await expect(page.getByRole('button', { name: T.submitting })).toBeDisabled()
      release()
      await expect(page.getByText(T.phoneInvalid, { exact: true })).toBeVisible()
      await expect(page.getByRole('button', { name: T.submit })).toBeEnabled()
      answer = 'down'
      await page.getByRole('button', { name: T.submit }).click()
      await expect(page.getByRole('alert')).toHaveText(T.failed)
      await expect(page.getByLabel(T.phone)).toHaveValue('0555 123 45 67')
    })
  })
}

test('nothing on the client can create a driver: the API always registers a passenger', async ({ page, baseURL }) => {
  const email = uniqueEmail('sneaky')
  const response = await page.request.post('/api/v1/register', {
    headers: { origin: baseURL! },
    data: {
      firstName: 'A',
      lastName: 'B',
      email,
      phone: uniquePhone().replace(/\s/g, ''),
      password: 'secret-1',
      passwordConfirmation: 'secret-1',
      city: 'Van',
      userType: 'DRIVER',
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    },
  })
  expect(response.status()).toBe(201)
  expect(await response.json()).toMatchObject({ userType: 'PASSENGER' })
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL! },
    data: { email, password: 'secret-1' },
  })
  expect((await signIn.json()).user.userType).toBe('PASSENGER')
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL! },
    data: { email: uniqueEmail('direct'), password: 'secret-1', name: 'x', userType: 'DRIVER' },
  })
  expect(signUp.ok()).toBeFalsy()
})

test.describe('phone formats and KVKK consent', () => {
  // four numbers, one per format: a number already registered is refused (decision 039)
  const phones = ['0555 555 55 50', '05555555551', '+90 555 555 55 52', '555 555 55 53']
  for (const [i, phone] of phones.entries()) {
    const lang = i % 2 === 0 ? 'tr' : 'en'
    const stored = `0555555555${i}`
    test(`${lang}: "${phone}" is accepted and stored as ${stored}`, async ({ page }) => {
      const email = uniqueEmail('phone')
      await page.goto(localePath(PAGES.passengerRegistration, lang))
      await fillForm(page, lang, { email, phone })
      await page.getByRole('button', { name: TEXT[lang].submit }).click()
      await expect(page.getByRole('alertdialog', { name: TEXT[lang].success })).toBeVisible()
      const signIn = await page.request.post('/api/auth/sign-in/email', {
        data: { email, password: 'secret-1' },
        headers: { origin: new URL(page.url()).origin },
      })
      expect(signIn.ok()).toBeTruthy()
      expect((await (await page.request.get('/api/v1/me')).json()).phone).toBe(stored)
    })
  }

  for (const [lang, notice, consent] of [
    ['tr', 'Aydınlatma Metni', /ticari elektronik ileti/],
    ['en', 'privacy notice (Aydınlatma Metni)', /marketing messages/],
  ] as const) {
    test(`${lang}: the privacy notice is linked and the marketing consent is separate and unticked`, async ({
      page,
    }) => {
      await page.goto(localePath(PAGES.passengerRegistration, lang))
      await expect(page.getByRole('link', { name: notice })).toHaveAttribute(
        'href',
        localePath(PAGES.privacyPolicy, lang),
      )
      const box = page.getByRole('checkbox', { name: consent })
      await expect(box).not.toBeChecked()
      await expectAccessible(page)
      // issue 30: at 375 px the box, TR/EN and "forgot your password?" are thumb-sized targets
      await page.setViewportSize({ width: 375, height: 812 })
      await expectTapTarget(box)
      for (const link of await page.locator('.language-switch a').all()) await expectTapTarget(link)
      await page.mouse.click(...(await cornerOf(box)))
      await expect(box).toBeChecked()
      await page.goto(localePath(PAGES.passengerLogin, lang))
      await expectTapTarget(
        page.getByRole('button', { name: lang === 'tr' ? 'Şifrenizi mi unuttunuz?' : 'Forgot your password?' }),
      )
    })
  }
})

/** Half of the 40 px square tested inside each 44 px target: room for rounded corners and subpixels. */
const HALF_TARGET = 20

/** The top left corner of the square tested around a control. */
async function cornerOf(control: Locator): Promise<[number, number]> {
  const box = (await control.boundingBox())!
  return [box.x + box.width / 2 - HALF_TARGET, box.y + box.height / 2 - HALF_TARGET]
}

/**
 * A thumb-sized target (WCAG 2.5.5): the control is at least 44 × 44 px, and every point of the
 * 40 px square centred on it taps it (it hits the control, or for a checkbox its label).
 */
async function expectTapTarget(control: Locator) {
  await control.scrollIntoViewIfNeeded()
  const box = (await control.boundingBox())!
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2, half: HALF_TARGET }
  const misses = await control.evaluate((element, { x, y, half }) => {
    const target = element.closest('label') ?? element
    const points = [-half, 0, half].flatMap((dx) => [-half, 0, half].map((dy) => [x + dx, y + dy] as const))
    return points.flatMap(([px, py]) => {
      const hit = document.elementFromPoint(px, py)
      return target.contains(hit) ? [] : [`(${px - x}, ${py - y}) hits ${hit?.outerHTML.slice(0, 60)}`]
    })
  }, centre)
  expect(misses, `${await control.textContent()}: ${box.width} × ${box.height} px`).toEqual([])
  if ((await control.getAttribute('type')) !== 'checkbox') {
    expect(Math.round(box.width), 'width').toBeGreaterThanOrEqual(44)
    expect(Math.round(box.height), 'height').toBeGreaterThanOrEqual(44)
  }
}
