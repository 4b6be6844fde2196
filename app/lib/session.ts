import { normalizeUserType, type UserType } from '#shared/constants.ts'
import { authClient } from './auth-client.ts'

export type SessionState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'signed-in'; userId: string; userType: UserType | null; firstName: string; lastName: string }

/** The current session as the server sees it (better-auth's /get-session), with the user type normalised. */
export function useSessionState(): SessionState {
  const { data, isPending } = authClient.useSession()
  if (isPending) return { status: 'loading' }
  if (!data) return { status: 'anonymous' }
  const user = data.user as typeof data.user & { userType?: string; firstName?: string; lastName?: string }
  return {
    status: 'signed-in',
    userId: user.id,
    userType: normalizeUserType(user.userType),
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
  }
}

/** End the session on the server (the cookie is cleared by the response). */
export async function signOut(): Promise<void> {
  await authClient.signOut()
}
