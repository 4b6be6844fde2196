import { layout, route, type RouteConfig } from '@react-router/dev/routes'
import { ADMIN_PAGES, LANGS, localePath, PAGES, type AdminPageKey, type PageKey } from '#shared/routes.ts'

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
  receipt: 'routes/receipt.tsx',
  weeklyStatement: 'routes/weekly-statement.tsx',
}

/**
 * The back-office (issue 14): every page but two-factor enrolment inside the staff layout, whose
 * `clientLoader` is the guard. A new admin page: one line here and one in `ADMIN_PAGES`.
 */
const ADMIN_MODULES: Record<Exclude<AdminPageKey, 'twoFactor'>, string> = {
  overview: 'routes/admin/overview.tsx',
  users: 'routes/admin/users.tsx',
  user: 'routes/admin/user.tsx',
  rides: 'routes/admin/rides.tsx',
  ride: 'routes/admin/ride.tsx',
  drivers: 'routes/admin/drivers.tsx',
  kvkk: 'routes/admin/kvkk.tsx',
  problems: 'routes/admin/problems.tsx',
  auditLog: 'routes/admin/audit-log.tsx',
  staff: 'routes/admin/staff.tsx',
}

const adminRoutes = LANGS.flatMap((lang) => [
  route(localePath(ADMIN_PAGES.twoFactor, lang), 'routes/admin/two-factor.tsx', { id: `admin-twoFactor-${lang}` }),
  layout('routes/admin/layout.tsx', { id: `admin-layout-${lang}` }, [
    ...(Object.keys(ADMIN_MODULES) as (keyof typeof ADMIN_MODULES)[]).map((key) =>
      route(localePath(ADMIN_PAGES[key], lang), ADMIN_MODULES[key], { id: `admin-${key}-${lang}` }),
    ),
  ]),
])

export default [
  ...(Object.keys(MODULES) as PageKey[]).flatMap((key) =>
    LANGS.map((lang) => route(localePath(PAGES[key], lang), MODULES[key], { id: `${key}-${lang}` })),
  ),
  ...adminRoutes,
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
