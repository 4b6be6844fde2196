import { redirect } from 'react-router'
import { LANGS, langFromPath, LOGIN_PAGE_OF, localePath, PAGES, type Lang } from '#shared/routes.ts'
import { readSessionUser, type SessionUser } from './session.ts'

/** The user types that have a web panel, each with its own sign-in page. */
export type PanelUserType = keyof typeof LOGIN_PAGE_OF

/** The sign-in page of a panel, in the language of the page that sends the visitor there. */
export function loginPathOf(userType: PanelUserType, lang: Lang): string {
  return localePath(LOGIN_PAGE_OF[userType], lang)
}

/** Pages that bring a visitor back after sign-in (issue 23): booking and driver mode, in both languages. */
const RETURN_AFTER_SIGN_IN: readonly string[] = [PAGES.callTaxi, PAGES.driverMode].flatMap((page) =>
  LANGS.map((lang) => localePath(page, lang)),
)

/**
 * A `?next=` worth following: a path of this site only ("/…", never "//host" or "/\\host", no
 * scheme, no control characters), so a link cannot send someone elsewhere after signing in.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null
  try {
    const base = 'http://durak.invalid'
    const url = new URL(value, base)
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null
  } catch {
    return null
  }
}

/**
 * The guard of a signed-in page, for its route's `clientLoader` (spec §4, §6): nobody signed in, or
 * a user of another type, is redirected to that panel's sign-in page in the same language; from
 * the booking page and driver mode with `?next=` so the sign-in brings them back.
 */
export async function requireUserType<T extends PanelUserType>(
  userType: T,
  request: Request,
): Promise<SessionUser & { userType: T }> {
  const user = await readSessionUser()
  if (user?.userType !== userType) {
    const url = new URL(request.url)
    const login = loginPathOf(userType, langFromPath(url.pathname))
    const back = RETURN_AFTER_SIGN_IN.includes(url.pathname) ? safeNextPath(url.pathname + url.search) : null
    throw redirect(back ? `${login}?next=${encodeURIComponent(back)}` : login)
  }
  return user as SessionUser & { userType: T }
}
