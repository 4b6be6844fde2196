import { route, type RouteConfig } from '@react-router/dev/routes'
import { ADMIN_PAGES, LANGS, localePath, PAGES, type Lang, type PageKey } from '#shared/routes.ts'

/** A page with a route module per language, each bundling only its language's catalog (decision 008). */
const perLang = (file: string) => ({ tr: `routes/${file}`, en: `routes/en/${file}` })

/** Every spec route twice: Turkish at the spec's path, English under /en. */
const MODULES: Record<PageKey, string | Record<Lang, string>> = {
  home: 'routes/home.tsx',
  login: perLang('login.tsx'),
  driverLogin: perLang('driver-login.tsx'),
  passengerLogin: perLang('passenger-login.tsx'),
  driverRegistration: 'routes/driver-registration.tsx',
  passengerRegistration: perLang('passenger-registration.tsx'),
  driverDashboard: 'routes/driver-dashboard.tsx',
  passengerDashboard: 'routes/passenger-dashboard.tsx',
  privacyPolicy: 'routes/privacy-policy.tsx',
  termsOfService: 'routes/terms-of-service.tsx',
  accountDeletion: 'routes/account-deletion.tsx',
  support: perLang('support.tsx'),
  resetPassword: perLang('reset-password.tsx'),
  fareEstimate: perLang('fare-estimate.tsx'),
  receipt: 'routes/receipt.tsx',
  weeklyStatement: 'routes/weekly-statement.tsx',
  callTaxi: perLang('call-taxi.tsx'),
  driverMode: 'routes/driver-mode.tsx',
  sharedTrip: 'routes/shared-trip.tsx',
}

/**
 * The back-office (issue 14): one route per language, `/admin/*`; its pages are a table of their
 * own (`routes/admin/pages.tsx`), so they do not add to the route manifest of public pages.
 */
const adminRoutes = LANGS.map((lang) =>
  route(`${localePath(ADMIN_PAGES.overview, lang)}/*`, 'routes/admin/layout.tsx', { id: `admin-${lang}` }),
)

export default [
  ...(Object.keys(MODULES) as PageKey[]).flatMap((key) =>
    LANGS.map((lang) => {
      const module = MODULES[key]
      return route(localePath(PAGES[key], lang), typeof module === 'string' ? module : module[lang], {
        id: `${key}-${lang}`,
      })
    }),
  ),
  ...adminRoutes,
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
