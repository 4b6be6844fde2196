import type { AdminPageKey } from '#shared/routes.ts'

/** The back-office menu, in order; `adminOnly` entries are shown to ADMINs only (the server checks too). */
export const ADMIN_NAV: readonly { page: AdminPageKey; label: AdminNavLabel; adminOnly?: boolean }[] = [
  { page: 'overview', label: 'nav.overview' },
  { page: 'live', label: 'nav.live' },
  { page: 'alerts', label: 'nav.alerts' },
  { page: 'demand', label: 'nav.demand' },
  { page: 'users', label: 'nav.users' },
  { page: 'drivers', label: 'nav.drivers' },
  { page: 'rides', label: 'nav.rides' },
  { page: 'kvkk', label: 'nav.kvkk' },
  { page: 'problems', label: 'nav.problems' },
  { page: 'auditLog', label: 'nav.auditLog' },
  { page: 'staff', label: 'nav.staff', adminOnly: true },
]

export type AdminNavLabel =
  | 'nav.overview'
  | 'nav.live'
  | 'nav.alerts'
  | 'nav.demand'
  | 'nav.users'
  | 'nav.drivers'
  | 'nav.rides'
  | 'nav.kvkk'
  | 'nav.problems'
  | 'nav.auditLog'
  | 'nav.staff'
