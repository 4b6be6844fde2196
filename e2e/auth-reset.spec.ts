import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { SMTPServer } from 'smtp-server'
import { mail as enMail } from '#shared/i18n/en/mail.ts'
import { mail as trMail } from '#shared/i18n/tr/mail.ts'
import { localePath, PAGES, type Lang } from '#shared/routes.ts'
import { createUser, expect, expectAccessible, randomIp, test as base } from './fixtures.ts'
import { startServer, type RunningServer } from './server.ts'

type Inbox = { messages: { to: string[]; raw: string }[] }

/** A server of its own that sends real mail over SMTP to a sink the test reads. */
const test = base.extend<object, { inbox: Inbox; authServer: RunningServer }>({
  inbox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture names from the pattern
    async ({}, use) => {
      const inbox: Inbox = { messages: [] }
      const sink = new SMTPServer({
        authOptional: true,
        disabledCommands: ['AUTH', 'STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            inbox.messages.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              raw: Buffer.concat(chunks).toString('utf8'),
            })
            callback()
          })
        },
      })
      await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve))
      ;(inbox as Inbox & { port: number }).port = (sink.server.address() as AddressInfo).port
      await use(inbox)
      await new Promise<void>((resolve) => sink.close(() => resolve()))
    },
    { scope: 'worker' },
  ],
  authServer: [
    async ({ inbox }, use) => {
      const port = (inbox as Inbox & { port: number }).port
      const server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, TRUST_PROXY: '1' })
      await use(server)
      await server.stop()
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ authServer }, use) => use(authServer.url),
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture names from the pattern
  extraHTTPHeaders: async ({}, use) => use({ 'x-forwarded-for': randomIp() }),
})

/** Quoted-printable body → text (soft line breaks joined, =XX bytes decoded as UTF-8). */
function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = []
  const joined = body.replace(/=\r?\n/g, '')
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3)
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/** RFC 2047 encoded words in a header (`=?UTF-8?Q?...?=` / `=?UTF-8?B?...?=`). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

/** Subject and the plain and HTML parts of a nodemailer multipart/alternative message. */
function parseMail(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/)
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  const subject = decodeHeader(/^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '')
  const body = rest.join('\n\n')
  const part = (type: string) => {
    const match = new RegExp(`Content-Type: ${type}[^]*?\\r?\\n\\r?\\n([^]*?)\\r?\\n--`, 'i').exec(body)
    if (!match) return ''
    const headers = body.slice(0, match.index + match[0].length)
    const isQp = /Content-Transfer-Encoding: quoted-printable/i.test(headers.slice(headers.lastIndexOf('Content-Type')))
    return isQp ? decodeQuotedPrintable(match[1]!) : match[1]!
  }
  return { subject, text: part('text/plain'), html: part('text/html') }
}

async function waitForMail(inbox: Inbox, to: string) {
  await expect.poll(() => inbox.messages.some((m) => m.to.includes(to.toLowerCase())), { timeout: 15_000 }).toBe(true)
  return parseMail(inbox.messages.filter((m) => m.to.includes(to.toLowerCase())).at(-1)!.raw)
}

const TEXT = {
  tr: {
    email: 'E-posta',
    password: 'Şifre',
    submit: 'Giriş yapın',
    forgot: 'Şifrenizi mi unuttunuz?',
    send: 'Sıfırlama bağlantısı gönderin',
    sent: 'Şifre sıfırlama e-postası gönderildi. E-posta kutunuzu kontrol edin.',
    newPassword: 'Yeni şifre',
    confirmation: 'Yeni şifre (tekrar)',
    save: 'Yeni şifreyi kaydedin',
    mismatch: 'Şifreler eşleşmiyor',
    tooShort: 'Şifre en az 6 karakter olmalıdır',
    changed: 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.',
    wrongPassword: 'Giriş başarısız: e-posta veya şifre hatalı.',
    invalidLink: /süresi dolmuş veya bağlantı daha önce kullanılmış/,
    missingToken: /şifre sıfırlama e-postasındaki bağlantıyla açılmalıdır/,
    newLink: 'Yeni bağlantı isteyin',
    forgotTitle: 'Şifrenizi sıfırlayın',
    mail: trMail.resetPassword,
  },
  en: {
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    forgot: 'Forgot your password?',
    send: 'Send reset link',
    sent: 'Password reset email sent. Please check your email inbox.',
    newPassword: 'New password',
    confirmation: 'New password (again)',
    save: 'Save new password',
    mismatch: 'Passwords do not match',
    tooShort: 'Password must be at least 6 characters',
    changed: 'Your password has been changed. You can sign in with your new password.',
    wrongPassword: 'Login failed: the email or password is incorrect.',
    invalidLink: /has expired or has already been used/,
    missingToken: /needs the link from the password reset email/,
    newLink: 'Ask for a new link',
    forgotTitle: 'Reset your password',
    mail: enMail.resetPassword,
  },
} as const

async function signInThroughForm(page: Page, lang: Lang, email: string, password: string) {
  await page.getByLabel(TEXT[lang].email).fill(email)
  await page.getByLabel(TEXT[lang].password, { exact: true }).fill(password)
  await page.getByRole('button', { name: TEXT[lang].submit, exact: true }).click()
}

for (const lang of ['tr', 'en'] as const) {
  const T = TEXT[lang]
  const url = (p: string) => localePath(p, lang)

  test(`full reset through real mail (${lang}): request, read, follow, set, sign in with the new password, old one refused`, async ({
    page,
    inbox,
    authServer,
    consoleErrors,
  }) => {
    test.slow() // a whole journey: mail round trip, three sign-ins, two resets
    const user = await createUser('passenger', { firstName: 'Zeynep', dataDir: authServer.dataDir })
    await page.goto(url(PAGES.passengerLogin))
    await page.getByRole('button', { name: T.forgot }).click()
    await page.getByLabel(T.email).fill(user.email)
    await page.getByRole('button', { name: T.send }).click()
    await expect(page.getByRole('status')).toHaveText(T.sent)

    const mail = await waitForMail(inbox, user.email)
    expect(mail.subject).toBe(T.mail.subject)
    expect(mail.text).toContain(T.mail.greeting.replace('{{name}}', 'Zeynep'))
    expect(mail.text).toContain('Durak')
    expect(mail.text).toContain(T.mail.expires.replace('{{minutes}}', '60'))
    expect(mail.html).toContain(`lang="${lang}"`)
    const link = new RegExp(`${authServer.url}${url(PAGES.resetPassword)}\\?token=[\\w%-]+`).exec(mail.text)?.[0]
    expect(link, mail.text).toBeTruthy()
    expect(mail.html).toContain(link!)

    await page.goto(link!)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByLabel(T.newPassword, { exact: true })).toHaveAttribute('autocomplete', 'new-password')
    await page.getByLabel(T.newPassword, { exact: true }).fill('new-pw')
    await page.getByLabel(T.confirmation).fill('new-px')
    await page.getByRole('button', { name: T.save }).click()
    await expect(page.getByText(T.mismatch, { exact: true })).toBeVisible()
    await page.getByLabel(T.newPassword, { exact: true }).fill('new')
    await page.getByRole('button', { name: T.save }).click()
    await expect(page.getByText(T.tooShort, { exact: true })).toBeVisible()
    await expectAccessible(page)
    await page.getByLabel(T.newPassword, { exact: true }).fill('brand-new-1')
    await page.getByLabel(T.confirmation).fill('brand-new-1')
    await page.getByRole('button', { name: T.save }).click()

    await expect(page).toHaveURL(url(PAGES.login))
    await expect(page.getByRole('status')).toHaveText(T.changed)
    await expectAccessible(page)
    await signInThroughForm(page, lang, user.email, 'brand-new-1')
    await expect(page).toHaveURL(url(PAGES.passengerDashboard))

    await page.context().clearCookies()
    await page.goto(url(PAGES.login))
    await signInThroughForm(page, lang, user.email, user.password)
    await expect(page.getByRole('alert')).toHaveText(T.wrongPassword)

    // The link works once: opened again it explains itself and offers a new one.
    await page.goto(link!)
    await page.getByLabel(T.newPassword, { exact: true }).fill('another-1')
    await page.getByLabel(T.confirmation).fill('another-1')
    await page.getByRole('button', { name: T.save }).click()
    await expect(page.getByRole('alert')).toHaveText(T.invalidLink)
    await expectAccessible(page)
    await page.getByRole('link', { name: T.newLink }).click()
    await expect(page).toHaveURL(url(PAGES.login))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.forgotTitle)
    expect(consoleErrors.filter((e) => !/status of (400|401)/.test(e))).toEqual([])
  })

  test(`the reset page without a token says where to get a link (${lang})`, async ({ page, consoleErrors }) => {
    await page.goto(url(PAGES.resetPassword))
    await expect(page.getByRole('alert')).toHaveText(T.missingToken)
    await expect(page.getByRole('link', { name: T.newLink })).toBeVisible()
    await expectAccessible(page)
    expect(consoleErrors).toEqual([])
  })
}
