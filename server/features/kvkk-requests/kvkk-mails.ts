import { formatDate } from '#shared/format.ts'
import { kvkkDeadline } from '#shared/istanbul-days.ts'
import type { Lang } from '#shared/routes.ts'
import { serverT } from '#server/core/i18n.ts'
import type { Mail } from '#server/core/mail/mailer.ts'
import { simpleMail } from '#server/core/mail/simple-mail.ts'

type Addressee = { lang: Lang; to: string; name: string; reference: string }

/** "We received your request KVKK-2026-000123; we answer by <date>." */
export function kvkkReceivedMail(input: Addressee & { receivedAt: string }): Mail {
  const t = serverT(input.lang, 'accountRequests')
  const reference = input.reference
  const deadline = formatDate(`${kvkkDeadline(input.receivedAt)}T12:00:00Z`, input.lang)
  return simpleMail({
    lang: input.lang,
    to: input.to,
    subject: t('mail.received.subject', { reference }),
    paragraphs: [
      t('mail.greeting', { name: input.name }),
      t('mail.received.intro', { reference }),
      t('mail.received.deadline', { date: deadline }),
      t('mail.received.keep'),
      t('mail.signature'),
    ],
  })
}

/** The answer: completed (data deleted, records kept anonymised) or rejected with the reason. */
export function kvkkAnswerMail(input: Addressee & { outcome: 'COMPLETED' | 'REJECTED'; reason: string | null }): Mail {
  const t = serverT(input.lang, 'accountRequests')
  const reference = input.reference
  const body =
    input.outcome === 'COMPLETED'
      ? [t('mail.completed.intro'), t('mail.completed.kept')]
      : [t('mail.rejected.intro'), input.reason ?? '', t('mail.rejected.contact')]
  return simpleMail({
    lang: input.lang,
    to: input.to,
    subject: t(input.outcome === 'COMPLETED' ? 'mail.completed.subject' : 'mail.rejected.subject', { reference }),
    paragraphs: [t('mail.greeting', { name: input.name }), ...body, t('mail.signature')],
  })
}
