import { PHONE_EXAMPLE } from '#shared/constants.ts'
import { auth as enAuth } from '#shared/i18n/en/auth.ts'
import { auth as trAuth } from '#shared/i18n/tr/auth.ts'
import type { Lang } from '#shared/routes.ts'

type PhoneErrorKey = keyof typeof enAuth.phone.errors

/** A phone sign-in message in the caller's language, from the same catalog as the pages. */
export function phoneText(lang: Lang, key: PhoneErrorKey, values: Record<string, string | number> = {}): string {
  const catalog = lang === 'tr' ? trAuth : enAuth
  const all: Record<string, string | number> = { example: PHONE_EXAMPLE, ...values }
  return catalog.phone.errors[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(all[name] ?? ''))
}

/** The SMS itself, in the language of the page that asked for it. */
export function phoneCodeSms(lang: Lang, code: string): string {
  const catalog = lang === 'tr' ? trAuth : enAuth
  return catalog.phone.sms.replace('{{code}}', code)
}
