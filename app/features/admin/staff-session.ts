import { redirect } from 'react-router'
import { isStaff, normalizeUserType, type StaffType } from '#shared/constants.ts'
import { adminPath, langFromPath, localePath, PAGES } from '#shared/routes.ts'
import { authClient } from '#app/lib/auth-client.ts'

/** The signed-in staff member, as the back-office's guard let them in. */
export type StaffUser = {
  userId: string
  userType: StaffType
  firstName: string
  lastName: string
  email: string
  /** This session itself entered a two-factor code: only such a session reaches staff data (issue 22). */
  twoFactor: boolean
  /** The account has TOTP enrolled (perhaps from another session). */
  enrolled: boolean
}

/** The current session if it is a staff member's, else null (nobody, or a passenger or driver). */
export async function readStaffSession(): Promise<StaffUser | null> {
  try {
    const { data } = await authClient.getSession()
    const user = data?.user as (Record<string, unknown> & { id: string }) | undefined
    const session = (data as { session?: { twoFactorVerified?: unknown } } | null)?.session
    if (!user || !isStaff(user.userType)) return null
    return {
      userId: user.id,
      userType: normalizeUserType(user.userType) as StaffType,
      firstName: String(user.firstName ?? ''),
      lastName: String(user.lastName ?? ''),
      email: String(user.email ?? ''),
      twoFactor: session?.twoFactorVerified === true,
      enrolled: user.twoFactorEnabled === true,
    }
  } catch {
    return null
  }
}

/**
 * The guard of every back-office page (its route's `clientLoader`): anybody not staff goes to the
 * generic sign-in page; a staff member without two-factor goes to enrol first. The server refuses
 * their API calls either way (403 / 403 TWO_FACTOR_REQUIRED): this only spares them a broken page.
 */
export async function requireStaffUser(request: Request, options: { adminOnly?: boolean } = {}): Promise<StaffUser> {
  const lang = langFromPath(new URL(request.url).pathname)
  const user = await readStaffSession()
  if (!user) throw redirect(localePath(PAGES.login, lang))
  if (!user.twoFactor) throw redirect(adminPath('twoFactor', lang))
  if (options.adminOnly && user.userType !== 'ADMIN') throw redirect(adminPath('overview', lang))
  return user
}
