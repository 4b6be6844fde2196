import { normalizeUserType, type UserType } from '#shared/constants.ts'
import { authClient } from './auth-client.ts'

/** The signed-in user as the server sees it, with the user type normalised. */
export type SessionUser = { userId: string; userType: UserType | null; firstName: string; lastName: string }

/**
 * The current session from better-auth's /get-session, or null when nobody is signed in. A server
 * that cannot be reached counts as nobody: a signed-in page then sends the visitor to sign in.
 */
export async function readSessionUser(): Promise<SessionUser | null> {
  try {
    const { data } = await authClient.getSession()
    if (!data?.user) return null
    const { user } = data
    return {
      userId: user.id,
      userType: normalizeUserType(user.userType),
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
    }
  } catch {
    return null
  }
}
