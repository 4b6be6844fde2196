import { isStaff, normalizeUserType, type UserType } from '#shared/constants.ts'
import { ADMIN_PAGES, DASHBOARD_OF, PAGES } from '#shared/routes.ts'

/** Which sign-in page the user is on: the generic one or a role's own (spec §2). */
export type SignInVariant = 'login' | 'driver' | 'passenger'

/** What reading the profile after sign-in gave (`GET /api/v1/me`). */
export type ProfileRead =
  { kind: 'found'; userType: unknown } | { kind: 'not-found' } | { kind: 'failed'; status: number; code?: string }

export type AfterSignIn =
  | { kind: 'go'; to: (typeof DASHBOARD_OF)[keyof typeof DASHBOARD_OF] | typeof ADMIN_PAGES.overview }
  | {
      kind: 'refuse'
      message:
        | 'messages.userDataNotFound'
        | 'messages.unknownUserType'
        | 'messages.notDriverAccount'
        | 'messages.notPassengerAccount'
    }
  | { kind: 'failed'; status: number; code?: string }

/**
 * Where a fresh sign-in leads (spec §2, §6, §8). Every outcome but `go` signs the user out again.
 * Staff (ADMIN, SUPPORT) signing in on the generic page go to the back-office (issue 14).
 */
export function decideAfterSignIn(
  variant: SignInVariant,
  input: { sessionUserType: unknown; profile?: ProfileRead },
): AfterSignIn {
  const { profile } = input
  // The type on the account decides first: with an unknown one there is no profile to read.
  if (!normalizeUserType(input.sessionUserType) || !profile)
    return { kind: 'refuse', message: 'messages.unknownUserType' }
  if (profile.kind === 'not-found') return { kind: 'refuse', message: 'messages.userDataNotFound' }
  if (profile.kind === 'failed') return { kind: 'failed', status: profile.status, code: profile.code }
  const userType = normalizeUserType(profile.userType)
  if (variant === 'driver') {
    return userType === 'DRIVER'
      ? { kind: 'go', to: PAGES.driverDashboard }
      : { kind: 'refuse', message: 'messages.notDriverAccount' }
  }
  if (variant === 'passenger') {
    return userType === 'PASSENGER'
      ? { kind: 'go', to: PAGES.passengerDashboard }
      : { kind: 'refuse', message: 'messages.notPassengerAccount' }
  }
  if (userType === 'DRIVER' || userType === 'PASSENGER') return { kind: 'go', to: DASHBOARD_OF[userType] }
  if (isStaff(userType)) return { kind: 'go', to: ADMIN_PAGES.overview }
  return { kind: 'refuse', message: 'messages.unknownUserType' }
}

/** Someone already signed in who opens a sign-in page goes to their own dashboard (staff: the back-office). */
export function dashboardOfSignedIn(userType: UserType | null) {
  if (isStaff(userType)) return ADMIN_PAGES.overview
  return userType === 'DRIVER' || userType === 'PASSENGER' ? DASHBOARD_OF[userType] : null
}
