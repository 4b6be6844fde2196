import type { SupportContact } from '#shared/schemas/support-contact.ts'

export type MailLabels = {
  subject: string
  name: string
  email: string
  phone: string
  category: string
  notGiven: string
}

/**
 * A `mailto:` link to the support address with the subject and body filled in (RFC 6068:
 * every character percent-encoded, line breaks as CRLF). The form sends nothing itself.
 */
export function buildSupportMailto(
  to: string,
  contact: SupportContact,
  categoryLabel: string,
  labels: MailLabels,
): string {
  const body = [
    contact.message.trim(),
    '',
    '—',
    `${labels.name}: ${contact.name}`,
    `${labels.email}: ${contact.email}`,
    `${labels.phone}: ${contact.phone || labels.notGiven}`,
    `${labels.category}: ${categoryLabel}`,
  ]
    .join('\n')
    .replace(/\r?\n/g, '\r\n')
  return `mailto:${to}?subject=${encodeURIComponent(labels.subject)}&body=${encodeURIComponent(body)}`
}

/** '905305553872' → '+90 530 555 38 72' (Turkish mobile numbers), anything else unchanged with '+'. */
export function formatMessagingNumber(international: string): string {
  const match = /^90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(international)
  return match ? `+90 ${match[1]} ${match[2]} ${match[3]} ${match[4]}` : `+${international}`
}
