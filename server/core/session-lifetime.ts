import { isStaff } from '#shared/constants.ts'
import { toIso } from '#server/db/database.ts'

/**
 * Session lifetimes (issue 11, finding 3; docs/security.md): a session unused for 7 days ends
 * (better-auth's sliding expiry: `expiresIn`, renewed at most once a day), and however much it is
 * used, a session ends 30 days after sign-in for passengers and drivers, 12 hours for staff.
 */
export const SESSION_IDLE_SECONDS = 60 * 60 * 24 * 7
export const SESSION_RENEW_AFTER_SECONDS = 60 * 60 * 24
export const ABSOLUTE_LIFETIME_SECONDS = { member: 60 * 60 * 24 * 30, staff: 60 * 60 * 12 } as const

/** The absolute lifetime of a session of this user type (staff: ADMIN, SUPPORT). */
export function absoluteLifetimeSeconds(userType: unknown): number {
  return isStaff(userType) ? ABSOLUTE_LIFETIME_SECONDS.staff : ABSOLUTE_LIFETIME_SECONDS.member
}

/** Whether a session made at `createdAt` has outlived its absolute lifetime. */
export function isPastAbsoluteLifetime(createdAt: string | Date, userType: unknown, now = Date.now()): boolean {
  return Date.parse(toIso(createdAt)) + absoluteLifetimeSeconds(userType) * 1000 <= now
}

/** Issue 14: a staff session unused for 30 minutes ends (passengers and drivers: 7 days, above). */
export const STAFF_IDLE_SECONDS = 30 * 60
/** How stale `sessions.updatedAt` may get before a staff request writes it again (one write a minute at most). */
export const STAFF_TOUCH_AFTER_SECONDS = 60

/** Whether a staff session last used at `updatedAt` has been idle too long. */
export function isPastStaffIdle(updatedAt: string | Date, userType: unknown, now = Date.now()): boolean {
  return isStaff(userType) && Date.parse(toIso(updatedAt)) + STAFF_IDLE_SECONDS * 1000 <= now
}
