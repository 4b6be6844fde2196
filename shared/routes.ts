/** Every page of the product. Turkish lives at these paths, English at `/en` + path. */
export const PAGES = {
  home: '/',
  login: '/login',
  driverLogin: '/driver-login',
  passengerLogin: '/passenger-login',
  driverRegistration: '/driver-registration',
  passengerRegistration: '/passenger-registration',
  driverDashboard: '/driver-dashboard',
  passengerDashboard: '/passenger-dashboard',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  accountDeletion: '/hesap-silme-talebi',
  support: '/destek',
  resetPassword: '/reset-password',
} as const

export type PageKey = keyof typeof PAGES
export type PagePath = (typeof PAGES)[PageKey]

export const LANGS = ['tr', 'en'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'tr'
export const LANG_COOKIE = 'lang'

/** Pages that are the same for everyone and so are rendered to HTML at build time. */
export const PRERENDERED_PAGES: readonly PageKey[] = [
  'home',
  'login',
  'driverLogin',
  'passengerLogin',
  'driverRegistration',
  'passengerRegistration',
  'privacyPolicy',
  'termsOfService',
  'accountDeletion',
  'support',
]

/** The path of a page in a language: `localePath('/destek', 'en')` is `/en/destek`. */
export function localePath(path: string, lang: Lang): string {
  if (lang === 'tr') return path
  return path === '/' ? '/en' : `/en${path}`
}

/** The language a URL path is in. */
export function langFromPath(pathname: string): Lang {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'tr'
}

/** The same page in the other language (keeps nothing but the path). */
export function pathInLang(pathname: string, lang: Lang): string {
  const current = langFromPath(pathname)
  const base = current === 'en' ? pathname.slice(3) || '/' : pathname
  return localePath(base, lang)
}

export const PRERENDERED_PATHS: readonly string[] = PRERENDERED_PAGES.flatMap((key) =>
  LANGS.map((lang) => localePath(PAGES[key], lang)),
)

/** Dashboard and sign-in page of each user type. */
export const LOGIN_PAGE_OF = { DRIVER: PAGES.driverLogin, PASSENGER: PAGES.passengerLogin } as const
export const DASHBOARD_OF = {
  DRIVER: PAGES.driverDashboard,
  PASSENGER: PAGES.passengerDashboard,
} as const
