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

/** A company fact required by law (6563, e-commerce rules); a placeholder until the company sets it. */
export type CompanyFact = { value: string; isPlaceholder: boolean }

function fact(name: string, placeholder: string): CompanyFact {
  const value = env[`VITE_SITE_${name}`]?.trim()
  return value ? { value, isPlaceholder: false } : { value: placeholder, isPlaceholder: true }
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
   * What Law No. 6563 and the e-commerce regulation require on the site, shown in the footer. The
   * defaults are placeholders (marked as such on the page) until the company fills them in.
   */
  company: {
    tradeName: fact('COMPANY_NAME', 'Durak Teknoloji A.Ş.'),
    mersisNo: fact('MERSIS_NO', '0000-0000-0000-0000'),
    tradeRegistryNo: fact('TRADE_REGISTRY_NO', 'İstanbul Ticaret Sicil Müdürlüğü — 000000'),
    address: fact('ADDRESS', 'Büyükdere Cad. No: 185, 34394 Şişli/İstanbul'),
    kepAddress: fact('KEP_ADDRESS', 'durak@hs01.kep.tr'),
    email: fact('SUPPORT_EMAIL', 'destek@durak.com.tr'),
    phone: fact('SUPPORT_PHONE', '0850 555 38 72'),
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

/** Link that opens a chat with the support number in the messaging app. */
export function messagingChatUrl(text?: string): string {
  const base = `https://wa.me/${SITE.messagingNumber}`
  return text ? `${base}?text=${encodeURIComponent(text)}` : base
}

/** `tel:` link of the support phone. */
export function supportPhoneHref(): string {
  return `tel:+90${SITE.supportPhone.replace(/\D/g, '').replace(/^0/, '')}`
}
