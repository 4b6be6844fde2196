import { route, type RouteConfig } from '@react-router/dev/routes'
import { ADMIN_PAGES, LANGS, localePath, PAGES, type PageKey } from '#shared/routes.ts'

/** Every spec route twice: Turkish at the spec's path, English under /en. */
const MODULES: Record<PageKey, string> = {
  home: 'routes/home.tsx',
  login: 'routes/login.tsx',
  driverLogin: 'routes/driver-login.tsx',
  passengerLogin: 'routes/passenger-login.tsx',
  driverRegistration: 'routes/driver-registration.tsx',
  passengerRegistration: 'routes/passenger-registration.tsx',
  driverDashboard: 'routes/driver-dashboard.tsx',
  passengerDashboard: 'routes/passenger-dashboard.tsx',
  privacyPolicy: 'routes/privacy-policy.tsx',
  termsOfService: 'routes/terms-of-service.tsx',
  accountDeletion: 'routes/account-deletion.tsx',
  support: 'routes/support.tsx',
  resetPassword: 'routes/reset-password.tsx',
  fareEstimate: 'routes/fare-estimate.tsx',
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
    LANGS.map((lang) => route(localePath(PAGES[key], lang), MODULES[key], { id: `${key}-${lang}` })),
  ),
  ...adminRoutes,
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
