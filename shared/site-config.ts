import { COPYRIGHT_YEAR, TIME_ZONE } from './constants.ts'

/**
 * Facts about the company that the spec leaves as placeholders. One typed object, read by the
 * pages and the mails; each value can be overridden at build time with a VITE_SITE_* variable.
 */
const env: Record<string, string | undefined> =
  (typeof import.meta !== 'undefined' && (import.meta as { env?: Record<string, string> }).env) || {}

function pick(name: string, fallback: string): string {
  const value = env[`VITE_SITE_${name}`]
  return value && value.trim() ? value.trim() : fallback
}

/**
 * A company fact required by law (6563, e-commerce rules), from the build's configuration. Until the
 * company sets it, `isSet` is false and `value` is a neutral stand-in for documents (never a made-up
 * number); the footer then says it is not provided.
 */
export type CompanyFact = { value: string; isSet: boolean }

function fact(name: string, unset: string): CompanyFact {
  const value = env[`VITE_SITE_${name}`]?.trim()
  return value ? { value, isSet: true } : { value: unset, isSet: false }
}

export const SITE = {
  productName: 'Durak',
  /** Public address of the site, for canonical links and social cards (no trailing slash). */
  siteUrl: pick('URL', 'https://durak.com.tr').replace(/\/$/, ''),
  supportPhone: pick('SUPPORT_PHONE', '0850 555 38 72'),
  supportEmail: pick('SUPPORT_EMAIL', 'destek@durak.com.tr'),
  /** Messaging-app (WhatsApp) number, international format without '+'. */
  messagingNumber: pick('MESSAGING_NUMBER', '905305553872'),
  companyName: pick('COMPANY_NAME', 'Durak Teknoloji A.Ş.'),
  address: pick('ADDRESS', 'Büyükdere Cad. No: 185, 34394 Şişli/İstanbul'),
  /**
   * What Law No. 6563 and the e-commerce regulation require on the site, shown in the footer: set
   * by the company at build time (README, “What a company must fill in”). E-mail and phone are the
   * support contacts.
   */
  company: {
    tradeName: fact('COMPANY_NAME', 'Durak'),
    mersisNo: fact('MERSIS_NO', '—'),
    tradeRegistryNo: fact('TRADE_REGISTRY_NO', '—'),
    address: fact('ADDRESS', '—'),
    kepAddress: fact('KEP_ADDRESS', '—'),
    email: { value: pick('SUPPORT_EMAIL', 'destek@durak.com.tr'), isSet: true },
    phone: { value: pick('SUPPORT_PHONE', '0850 555 38 72'), isSet: true },
  },
  googlePlayUrl: pick('GOOGLE_PLAY_URL', 'https://play.google.com/store/apps/details?id=tr.com.durak'),
  appStoreUrl: pick('APP_STORE_URL', 'https://apps.apple.com/tr/app/durak/id6450000000'),
  social: {
    facebook: pick('FACEBOOK_URL', 'https://www.facebook.com/duraktaksi'),
    instagram: pick('INSTAGRAM_URL', 'https://www.instagram.com/duraktaksi'),
    x: pick('X_URL', 'https://x.com/duraktaksi'),
    tiktok: pick('TIKTOK_URL', 'https://www.tiktok.com/@duraktaksi'),
    youtube: pick('YOUTUBE_URL', 'https://www.youtube.com/@duraktaksi'),
  },
} as const

/**
 * The footer's copyright years, from the first (the spec's 2025) to the current Istanbul year at
 * build or render: “2025”, then “2025–2026”.
 */
export function copyrightYears(now: Date = new Date()): string {
  // Intl, not istanbul-days.ts: every page's shell carries the footer, and date-fns/tz would add 1.6 KB to it
  const year = Number(new Intl.DateTimeFormat('en', { timeZone: TIME_ZONE, year: 'numeric' }).format(now))
  return year > COPYRIGHT_YEAR ? `${COPYRIGHT_YEAR}–${year}` : String(COPYRIGHT_YEAR)
}

/** Link that opens a chat with the support number in the messaging app. */
export function messagingChatUrl(text?: string): string {
  const base = `https://wa.me/${SITE.messagingNumber}`
  return text ? `${base}?text=${encodeURIComponent(text)}` : base
}

/** `tel:` link of the support phone. */
export function supportPhoneHref(): string {
  return `tel:+90${SITE.supportPhone.replace(/\D/g, '').replace(/^0/, '')}`
}
