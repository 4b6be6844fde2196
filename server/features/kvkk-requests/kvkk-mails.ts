import { formatDate } from '#shared/format.ts'
import { kvkkDeadline } from '#shared/istanbul-days.ts'
import type { Lang } from '#shared/routes.ts'
import { SITE } from '#shared/site-config.ts'
import { serverT } from '#server/core/i18n.ts'
import type { Mail } from '#server/core/mail/mailer.ts'
import { simpleMail } from '#server/core/mail/simple-mail.ts'

type Addressee = { lang: Lang; to: string; name: string; reference: string }

/** The outcomes a requester is told of: deleted, no data held on the address, or rejected with a reason. */
export type KvkkOutcome = 'COMPLETED' | 'NO_DATA' | 'REJECTED'

/**
 * "We received your request KVKK-2026-000123; we answer by <date>." With `verifyUrl`, it also
 * asks the owner of the address to confirm the request by opening the link (KVKK: the
 * controller verifies who is asking).
 */
export function kvkkReceivedMail(input: Addressee & { receivedAt: string; verifyUrl: string | null }): Mail {
  const t = serverT(input.lang, 'accountRequests')
  const reference = input.reference
  const deadline = formatDate(`${kvkkDeadline(input.receivedAt)}T12:00:00Z`, input.lang)
  const verify = input.verifyUrl ? [t('mail.received.verify'), input.verifyUrl, t('mail.received.notYou')] : []
  return simpleMail({
    lang: input.lang,
    to: input.to,
    subject: t('mail.received.subject', { reference }),
    paragraphs: [
      t('mail.greeting', { name: input.name }),
      t('mail.received.intro', { reference }),
      ...verify,
      t('mail.received.deadline', { date: deadline }),
      t('mail.received.keep'),
      t('mail.signature'),
    ],
  })
}

/** A new confirmation link, sent when staff ask for it (the first one expired or went astray). */
export function kvkkVerifyAgainMail(input: Addressee & { verifyUrl: string }): Mail {
  const t = serverT(input.lang, 'accountRequests')
  const reference = input.reference
  return simpleMail({
    lang: input.lang,
    to: input.to,
    subject: t('mail.verifyAgain.subject', { reference }),
    paragraphs: [
      t('mail.greeting', { name: input.name }),
      t('mail.verifyAgain.intro', { reference }),
      t('mail.received.verify'),
      input.verifyUrl,
      t('mail.received.notYou'),
      t('mail.signature'),
    ],
  })
}

/** The answer: completed (data deleted, records kept anonymised), no data held, or rejected with the reason. */
export function kvkkAnswerMail(input: Addressee & { outcome: KvkkOutcome; reason: string | null }): Mail {
  const t = serverT(input.lang, 'accountRequests')
  const reference = input.reference
  const body = {
    COMPLETED: () => [t('mail.completed.intro'), t('mail.completed.kept')],
    NO_DATA: () => [t('mail.noData.intro'), t('mail.noData.nothingDeleted')],
    REJECTED: () => [t('mail.rejected.intro'), input.reason ?? ''],
  }[input.outcome]()
  const subject = {
    COMPLETED: 'mail.completed.subject',
    NO_DATA: 'mail.noData.subject',
    REJECTED: 'mail.rejected.subject',
  } as const
  return simpleMail({
    lang: input.lang,
    to: input.to,
    subject: t(subject[input.outcome], { reference }),
    paragraphs: [
      t('mail.greeting', { name: input.name }),
      ...body,
      t('mail.contact', { email: SITE.supportEmail }),
      t('mail.signature'),
    ],
  })
}
