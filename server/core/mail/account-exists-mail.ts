import type { Lang } from '#shared/routes.ts'
import { SITE } from '#shared/site-config.ts'
import { serverT } from '../i18n.ts'
import type { Mail } from './mailer.ts'

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * To the owner of an address somebody tried to register again (docs/decisions/021): the sign-up
 * answers the same either way, so the real owner learns here that they already have an account.
 */
export function accountExistsMail(input: { lang: Lang; to: string; name: string; signInLink: string }): Mail {
  const t = serverT(input.lang, 'mail')
  const m = {
    subject: t('accountExists.subject'),
    greeting: t('accountExists.greeting', { name: input.name }),
    intro: t('accountExists.intro'),
    signIn: t('accountExists.signIn'),
    reset: t('accountExists.reset'),
    ignore: t('accountExists.ignore'),
    signature: t('accountExists.signature'),
  }
  const lines = [
    m.greeting,
    '',
    m.intro,
    '',
    `${m.signIn}: ${input.signInLink}`,
    m.reset,
    '',
    m.ignore,
    '',
    m.signature,
  ]
  const html = `<!doctype html><html lang="${input.lang}"><body style="font-family:system-ui,sans-serif;color:#1a1a1a;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(SITE.productName)}</h1>
<p>${escapeHtml(m.greeting)}</p>
<p>${escapeHtml(m.intro)}</p>
<p><a href="${escapeHtml(input.signInLink)}" style="display:inline-block;background:#f5b700;color:#111;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(m.signIn)}</a></p>
<p>${escapeHtml(m.reset)}</p>
<p>${escapeHtml(m.ignore)}</p>
<p>${escapeHtml(m.signature)}</p>
</body></html>`
  return { to: input.to, subject: m.subject, text: lines.join('\n'), html }
}
