import type { Lang } from '#shared/routes.ts'
import { SITE } from '#shared/site-config.ts'
import { serverT } from '../i18n.ts'
import type { Mail } from './mailer.ts'

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The password-reset mail in the user's language, plain text and HTML. */
export function resetPasswordMail(input: {
  lang: Lang
  to: string
  name: string
  link: string
  expiresInMinutes: number
}): Mail {
  const t = serverT(input.lang, 'mail')
  const m = {
    subject: t('resetPassword.subject'),
    greeting: t('resetPassword.greeting', { name: input.name }),
    intro: t('resetPassword.intro'),
    action: t('resetPassword.action'),
    expires: t('resetPassword.expires', { minutes: input.expiresInMinutes }),
    ignore: t('resetPassword.ignore'),
    signature: t('resetPassword.signature'),
  }
  const lines = [m.greeting, '', m.intro, '', `${m.action}: ${input.link}`, '', m.expires, m.ignore, '', m.signature]
  const html = `<!doctype html><html lang="${input.lang}"><body style="font-family:system-ui,sans-serif;color:#1a1a1a;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(SITE.productName)}</h1>
<p>${escapeHtml(m.greeting)}</p>
<p>${escapeHtml(m.intro)}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#f5b700;color:#111;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(m.action)}</a></p>
<p style="font-size:14px;color:#555">${escapeHtml(input.link)}</p>
<p>${escapeHtml(m.expires)}<br>${escapeHtml(m.ignore)}</p>
<p>${escapeHtml(m.signature)}</p>
</body></html>`
  return { to: input.to, subject: m.subject, text: lines.join('\n'), html }
}
