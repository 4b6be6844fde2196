import { redirect } from 'react-router'
import { langFromPath, LOGIN_PAGE_OF, localePath, type Lang } from '#shared/routes.ts'
import { readSessionUser, type SessionUser } from './session.ts'

/** The user types that have a web panel, each with its own sign-in page. */
export type PanelUserType = keyof typeof LOGIN_PAGE_OF

/** The sign-in page of a panel, in the language of the page that sends the visitor there. */
export function loginPathOf(userType: PanelUserType, lang: Lang): string {
  return localePath(LOGIN_PAGE_OF[userType], lang)
}

/**
 * The guard of a signed-in page, for its route's `clientLoader` (spec §4, §6): nobody signed in, or
 * a user of another type, is redirected to that panel's sign-in page in the same language.
 */
export async function requireUserType<T extends PanelUserType>(
  userType: T,
  request: Request,
): Promise<SessionUser & { userType: T }> {
  const user = await readSessionUser()
  if (user?.userType !== userType) throw redirect(loginPathOf(userType, langFromPath(new URL(request.url).pathname)))
  return user as SessionUser & { userType: T }
}
