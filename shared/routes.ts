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
  fareEstimate: '/ucret-hesapla',
  /** A passenger's printable receipt (`?no=DRK-…`), issue 15. */
  receipt: '/makbuz',
  /** A driver's printable weekly statement (`?week=<Monday>`), issue 15. */
  weeklyStatement: '/haftalik-hesap-ozeti',
  /** A passenger calls a taxi from the browser (issue 23). */
  callTaxi: '/taksi-cagir',
  /** A verified driver drives from the browser: online, offers, the ride (issue 23). */
  driverMode: '/surucu',
  /** A passenger's shared trip, opened by a friend without signing in; the token is in the URL's fragment (issue 23). */
  sharedTrip: '/paylasilan-yolculuk',
} as const

/** Pages whose English path is not `/en` + the Turkish one (pages named after a Turkish word). */
const ENGLISH_PATHS: Readonly<Record<string, string>> = {
  [PAGES.fareEstimate]: '/en/fare-estimate',
  [PAGES.receipt]: '/en/receipt',
  [PAGES.weeklyStatement]: '/en/weekly-statement',
  [PAGES.callTaxi]: '/en/call-a-taxi',
  [PAGES.driverMode]: '/en/driver',
  [PAGES.sharedTrip]: '/en/shared-trip',
}

export type PageKey = keyof typeof PAGES
export type PagePath = (typeof PAGES)[PageKey]

export const LANGS = ['tr', 'en'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'tr'
export const LANG_COOKIE = 'lang'
/** Header the app sets on every API call: the language of the page that made it (the server answers in it). */
export const PAGE_LANG_HEADER = 'x-durak-lang'

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
  'fareEstimate',
]

/**
 * The path of a page in a language, from its Turkish path: `localePath('/destek', 'en')` is
 * `/en/destek`, `localePath('/ucret-hesapla', 'en')` is `/en/fare-estimate`.
 */
export function localePath(path: string, lang: Lang): string {
  if (lang === 'tr') return path
  return ENGLISH_PATHS[path] ?? (path === '/' ? '/en' : `/en${path}`)
}

/** The Turkish path of an English one: `/en/fare-estimate` → `/ucret-hesapla`, `/en/destek` → `/destek`. */
function turkishPathOf(englishPath: string): string {
  const named = Object.entries(ENGLISH_PATHS).find(([, english]) => english === englishPath)
  return named ? named[0] : englishPath.slice(3) || '/'
}

/** The language a URL path is in. */
export function langFromPath(pathname: string): Lang {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'tr'
}

/** The same page in the other language (keeps nothing but the path). */
export function pathInLang(pathname: string, lang: Lang): string {
  const base = langFromPath(pathname) === 'en' ? turkishPathOf(pathname) : pathname
  return localePath(base, lang)
}

/** Each page's path in every language. */
const pathsInEveryLang = (keys: readonly PageKey[]): readonly string[] =>
  keys.flatMap((key) => LANGS.map((lang) => localePath(PAGES[key], lang)))

export const PRERENDERED_PATHS: readonly string[] = pathsInEveryLang(PRERENDERED_PAGES)

/**
 * Signed-in pages whose loading frame (the route's `HydrateFallback`) is rendered at build time
 * into the page's shell (decision 037). Not public pages: no sitemap, no canonical crawl.
 */
export const LOADING_FRAME_PAGES: readonly PageKey[] = [
  'driverDashboard',
  'passengerDashboard',
  'callTaxi',
  'driverMode',
]
export const LOADING_FRAME_PATHS: readonly string[] = pathsInEveryLang(LOADING_FRAME_PAGES)

/** Dashboard and sign-in page of each user type. */
export const LOGIN_PAGE_OF = { DRIVER: PAGES.driverLogin, PASSENGER: PAGES.passengerLogin } as const
export const DASHBOARD_OF = {
  DRIVER: PAGES.driverDashboard,
  PASSENGER: PAGES.passengerDashboard,
} as const

/**
 * The staff back-office (issue 14): Turkish at these paths, English under `/en`. Not prerendered
 * (signed-in only). To add a page: one line here, one in `ADMIN_PAGE_MODULES` of
 * `app/routes/admin/pages.tsx`, and a
 * nav entry in `app/features/admin/admin-nav.ts` if it belongs in the menu.
 */
export const ADMIN_PAGES = {
  overview: '/admin',
  twoFactor: '/admin/two-factor',
  users: '/admin/users',
  user: '/admin/users/:userId',
  rides: '/admin/rides',
  ride: '/admin/rides/:rideId',
  drivers: '/admin/drivers',
  kvkk: '/admin/kvkk-requests',
  problems: '/admin/problem-reports',
  auditLog: '/admin/audit-log',
  staff: '/admin/staff',
  live: '/admin/canli',
  alerts: '/admin/alerts',
  demand: '/admin/demand',
} as const
export type AdminPageKey = keyof typeof ADMIN_PAGES

/** A back-office page's path in a language with its `:params` filled: `adminPath('user', 'en', { userId })`. */
export function adminPath(key: AdminPageKey, lang: Lang, params: Record<string, string> = {}): string {
  const path = ADMIN_PAGES[key].replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
  return localePath(path, lang)
}

/** Whether a URL path is in the back-office (`/admin…`, `/en/admin…`): served by the SPA, never indexed. */
export function isAdminPath(pathname: string): boolean {
  return /^(\/en)?\/admin(\/|$)/.test(pathname)
}
