import type { Lang } from '#shared/routes.ts'
import type { Receipt } from '#shared/schemas/receipts.ts'
import { SITE } from '#shared/site-config.ts'
import { serverT } from '#server/core/i18n.ts'
import type { Mail } from '#server/core/mail/mailer.ts'

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** "Email me this receipt": a short note in the user's language with the receipt's PDF attached. */
export function receiptMail(input: {
  lang: Lang
  to: string
  name: string
  receipt: Receipt
  date: string
  pdf: Buffer
}): Mail {
  const t = serverT(input.lang, 'receipts')
  const number = input.receipt.receiptNumber
  const m = {
    subject: t('mail.subject', { number }),
    greeting: t('mail.greeting', { name: input.name }),
    intro: t('mail.intro', { date: input.date }),
    signature: t('mail.signature'),
  }
  const html = `<!doctype html><html lang="${input.lang}"><body style="font-family:system-ui,sans-serif;color:#1a1a1a;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(SITE.productName)}</h1>
<p>${escapeHtml(m.greeting)}</p>
<p>${escapeHtml(m.intro)}</p>
<p>${escapeHtml(m.signature)}</p>
</body></html>`
  return {
    to: input.to,
    subject: m.subject,
    text: [m.greeting, '', m.intro, '', m.signature].join('\n'),
    html,
    attachments: [{ filename: `${number}.pdf`, content: input.pdf, contentType: 'application/pdf' }],
  }
}
